/**
 * The Duffel stand-in as a process, for demos and soaks:
 *   DUFFEL_STANDIN_PORT=4010 pnpm --filter @tas/suppliers duffel-stand-in
 * Env: DUFFEL_STANDIN_PORT (default 0: any free port), DUFFEL_STANDIN_TOKEN,
 * DUFFEL_STANDIN_OFFER_TTL_MS, DUFFEL_STANDIN_CURRENCY, DUFFEL_STANDIN_ORDER_FAILURE_RATE,
 * DUFFEL_STANDIN_ORDER_HANG_RATE, DUFFEL_STANDIN_SEED. Prints the URL it listens on.
 */
import { startDuffelStandIn } from './server';

const env = process.env;
const number = (name: string) => (env[name] === undefined || env[name] === '' ? undefined : Number(env[name]));

const standIn = await startDuffelStandIn({
  port: number('DUFFEL_STANDIN_PORT') ?? 0,
  accessToken: env.DUFFEL_STANDIN_TOKEN || undefined,
  offerTtlMs: number('DUFFEL_STANDIN_OFFER_TTL_MS'),
  currency: env.DUFFEL_STANDIN_CURRENCY || undefined,
  orderFailureRate: number('DUFFEL_STANDIN_ORDER_FAILURE_RATE'),
  orderHangRate: number('DUFFEL_STANDIN_ORDER_HANG_RATE'),
  seed: env.DUFFEL_STANDIN_SEED || undefined,
});
console.log(`Duffel stand-in listening on ${standIn.url}`);

const stop = () => void standIn.close().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
