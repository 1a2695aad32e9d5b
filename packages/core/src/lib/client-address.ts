import type { IncomingMessage } from 'node:http';
import { isIP } from 'node:net';

/**
 * Where the panel (Next.js, which sees no socket) reads the client address: the one front server
 * (apps/web/server.ts) writes it on every request, over whatever the client sent under that name.
 */
export const CLIENT_ADDRESS_HEADER = 'x-tas-client-address';

/**
 * The client's address: the socket's, or behind `hops` proxies of ours the address `hops` entries
 * from the right of X-Forwarded-For (what is left of those the client wrote itself, so may forge).
 */
export function clientAddress(socketAddress: string | undefined, forwardedFor: string | string[] | undefined, hops: number): string {
  const direct = plainAddress(socketAddress) ?? 'unknown';
  if (hops <= 0 || !forwardedFor) return direct;
  const chain = [forwardedFor]
    .flat()
    .flatMap((header) => header.split(','))
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (chain.length === 0) return direct;
  return plainAddress(chain[Math.max(0, chain.length - hops)]) ?? direct;
}

/** The client address of a request reaching this process behind `hops` proxies of ours (TRUST_PROXY, read at start). */
export function clientAddressOf(req: IncomingMessage, hops: number): string {
  return clientAddress(req.socket.remoteAddress, req.headers['x-forwarded-for'], hops);
}

/** Front server: writes the request's client address for the panel to read (never the client's word). */
export function stampClientAddress(req: IncomingMessage, hops: number): void {
  req.headers[CLIENT_ADDRESS_HEADER] = clientAddressOf(req, hops);
}

/** Panel: the address the front server wrote ('unknown' when the request did not come through it). */
export function stampedClientAddress(value: string | null | undefined): string {
  return plainAddress(value ?? undefined) ?? 'unknown';
}

// An IP address (IPv4-mapped IPv6 unwrapped, so one client has one key), or null for anything else.
function plainAddress(address: string | undefined): string | null {
  if (!address) return null;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  const plain = mapped ? mapped[1]! : address;
  return isIP(plain) ? plain.toLowerCase() : null;
}
