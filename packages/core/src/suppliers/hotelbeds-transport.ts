import { lookup as dnsLookup } from 'node:dns';
import { readFileSync } from 'node:fs';
import { isIP, type LookupFunction } from 'node:net';
import { HotelbedsTransport } from '@tas/suppliers';
import { PRIVATE_ADDRESS_REFUSED, publicOnlyLookup } from '../outbound-webhooks/post';
import { isPrivateAddress, publicTargetsOnly } from '../outbound-webhooks/private-address';

/**
 * Every Hotelbeds call (search, booking, content, connection test, destinations sync) leaves through
 * these pools, under the outbound address rule of webhooks, the gateway and Duffel: in production a
 * name is refused at connection time when it resolves to a private address (the check runs on the
 * very answer the socket uses), and a literal private address before connecting.
 */
const lookup: LookupFunction = (hostname, options, callback) =>
  publicTargetsOnly() ? publicOnlyLookup(hostname, options, callback) : dnsLookup(hostname, options, callback);

function checkTarget(url: URL): void {
  if (!publicTargetsOnly()) return;
  const host = url.hostname.replace(/^\[|\]$/g, '');
  // Names go to the lookup above; a literal address never asks it.
  if (isIP(host) !== 0 && isPrivateAddress(host)) {
    throw Object.assign(new Error(PRIVATE_ADDRESS_REFUSED), { code: 'EPRIVATEADDRESS' });
  }
}

// One transport per extra CA file (HOTELBEDS_EXTRA_CA_FILE: a stand-in's CA for demos and e2e; unset: Node's CAs).
const transports = new Map<string, HotelbedsTransport>();

export function hotelbedsTransport(): HotelbedsTransport {
  const caFile = process.env.HOTELBEDS_EXTRA_CA_FILE ?? '';
  let transport = transports.get(caFile);
  if (!transport) {
    transport = new HotelbedsTransport({ lookup, checkTarget, ...(caFile ? { extraCa: readFileSync(caFile, 'utf8') } : {}) });
    transports.set(caFile, transport);
  }
  return transport;
}
