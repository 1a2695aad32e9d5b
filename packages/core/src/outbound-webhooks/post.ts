import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { LookupFunction } from 'node:net';
import { isPrivateAddress } from './private-address';

export const PRIVATE_ADDRESS_REFUSED = 'Refused: the URL resolves to a private address';

/**
 * dns.lookup for the socket itself, refusing private addresses. The check runs on the very answer
 * the connection uses, so a name that resolves to a public address when checked and to a private
 * one a moment later (DNS rebinding) cannot reach our network.
 */
export const publicOnlyLookup: LookupFunction = (hostname, options, callback) => {
  dnsLookup(hostname, options, (error, address: string | LookupAddress[], family?: number) => {
    if (error) return callback(error, '', 0);
    const addresses = Array.isArray(address) ? address : [{ address, family: family ?? 4 }];
    if (addresses.some((a) => isPrivateAddress(a.address))) {
      return callback(Object.assign(new Error(PRIVATE_ADDRESS_REFUSED), { code: 'EPRIVATEADDRESS' }), '', 0);
    }
    // With `all: true` (Node's happy-eyeballs connect) the callback takes the whole list.
    (callback as (err: null, address: string | LookupAddress[], family?: number) => void)(null, address, family);
  });
};

export interface PostOptions {
  headers: Record<string, string>;
  body: string;
  timeoutMs: number;
  /** Production: the connection may only reach public addresses. */
  publicOnly: boolean;
}

/** One POST without following redirects; resolves with the status code, the answer's body discarded. */
export function postWebhook(url: string, options: PostOptions): Promise<number> {
  const request = new URL(url).protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      {
        method: 'POST',
        headers: { ...options.headers, 'Content-Length': Buffer.byteLength(options.body) },
        lookup: options.publicOnly ? publicOnlyLookup : undefined,
        signal: AbortSignal.timeout(options.timeoutMs),
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(options.body);
  });
}
