import type { Agent } from 'undici';
import { PRIVATE_ADDRESS_REFUSED, publicOnlyLookup } from '../outbound-webhooks/post';
import { publicTargetsOnly, reachesPrivateAddress } from '../outbound-webhooks/private-address';
import { logger } from '../lib/logger';

// Connections whose DNS answer is checked by the same lookup as outbound webhooks (no rebinding to our network).
let publicAgent: Agent | undefined;

/**
 * fetch for a gateway base URL an owner typed in: in production it may reach only public addresses,
 * the same rule as outbound webhooks (literal addresses and localhost refused before connecting,
 * names refused on the very answer the socket uses). Outside production, or with ALLOW_PRIVATE_TARGETS=1,
 * plain fetch (tests and local stand-ins run on this machine).
 */
export const gatewayFetch: typeof fetch = async (input, init) => {
  if (!publicTargetsOnly()) return fetch(input, init);
  const url = new URL(input instanceof Request ? input.url : String(input));
  if (await reachesPrivateAddress(url.hostname)) {
    logger.warn({ host: url.hostname }, 'payment gateway call refused: private address');
    throw Object.assign(new Error(PRIVATE_ADDRESS_REFUSED), { code: 'EPRIVATEADDRESS' });
  }
  // undici loads with the first production gateway call, not with the server.
  const { Agent, fetch: undiciFetch } = await import('undici');
  publicAgent ??= new Agent({ connect: { lookup: publicOnlyLookup } });
  return undiciFetch(url, { ...(init as object), dispatcher: publicAgent }) as unknown as Promise<Response>;
};
