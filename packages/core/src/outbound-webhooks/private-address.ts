import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';

// Loopback, private, link-local (cloud metadata at 169.254.169.254), carrier-grade NAT, unspecified.
const PRIVATE = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
] as const) {
  PRIVATE.addSubnet(net, prefix, 'ipv4');
}
// (IPv4-mapped IPv6 is unwrapped below: a ::ffff:0:0/96 rule here would also match every IPv4 address.)
for (const [net, prefix] of [
  ['::', 127],
  ['fc00::', 7],
  ['fe80::', 10],
] as const) {
  PRIVATE.addSubnet(net, prefix, 'ipv6');
}

/** An address an agency's webhook must not reach from our servers. IPv4-mapped IPv6 is judged as IPv4. */
export function isPrivateAddress(address: string): boolean {
  const bare = address.replace(/^\[|\]$/g, '');
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(bare);
  if (mapped) return PRIVATE.check(mapped[1]!, 'ipv4');
  const family = isIP(bare);
  if (family === 0) return false;
  return PRIVATE.check(bare, family === 4 ? 'ipv4' : 'ipv6');
}

/** Whether a host name is, or resolves to, a private address (any of its addresses). */
export async function reachesPrivateAddress(hostname: string): Promise<boolean> {
  const bare = hostname.replace(/^\[|\]$/g, '');
  if (isIP(bare) !== 0) return isPrivateAddress(bare);
  if (bare === 'localhost' || bare.endsWith('.localhost')) return true;
  const addresses = await lookup(bare, { all: true });
  return addresses.some((a) => isPrivateAddress(a.address));
}

/**
 * In production, URLs an agency configures (webhook receivers, a gateway's address) may only reach
 * public addresses. ALLOW_PRIVATE_TARGETS=1 lifts that for an installation whose receivers live on
 * its own private network, and for the soak test, whose stand-ins listen on 127.0.0.1.
 */
export function publicTargetsOnly(): boolean {
  return process.env.NODE_ENV === 'production' && process.env.ALLOW_PRIVATE_TARGETS !== '1';
}
