import { HotelbedsStandIn } from './server';

/**
 * The Hotelbeds stand-in as its own process, for demos and the soak:
 *   HOTELBEDS_STAND_IN_PORT=4010 pnpm --filter @tas/suppliers hotelbeds-stand-in
 * HOTELBEDS_STAND_IN_CURRENCY=BRL prices as an account contracted in reais (default EUR, as Hotelbeds'
 * evaluation accounts); HOTELBEDS_STAND_IN_LATENCY_MS delays every answer.
 * Prints one JSON line with its URL and the account it accepts; Ctrl-C stops it.
 */
const rate = (name: string) => Number(process.env[name] ?? 0) || 0;

const standIn = await HotelbedsStandIn.start({
  port: Number(process.env.HOTELBEDS_STAND_IN_PORT ?? 0) || 0,
  host: process.env.HOTELBEDS_STAND_IN_HOST ?? '127.0.0.1',
  apiKey: process.env.HOTELBEDS_STAND_IN_API_KEY,
  secret: process.env.HOTELBEDS_STAND_IN_SECRET,
  currency: process.env.HOTELBEDS_STAND_IN_CURRENCY || undefined,
  latencyMs: rate('HOTELBEDS_STAND_IN_LATENCY_MS'),
  faultRates: {
    bookingFailRate: rate('HOTELBEDS_STAND_IN_BOOKING_FAIL_RATE'),
    bookingHangRate: rate('HOTELBEDS_STAND_IN_BOOKING_HANG_RATE'),
  },
});
console.log(
  JSON.stringify({ hotelbedsStandIn: standIn.url, apiKey: standIn.apiKey, secret: standIn.secret, faultRates: standIn.faults.rates }),
);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void standIn.close().then(() => process.exit(0)));
}
