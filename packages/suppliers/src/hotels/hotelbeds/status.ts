import { z } from 'zod';
import { hotelbedsCall } from './http';
import type { HotelbedsCredentials } from './signature';
import type { HotelbedsTransport } from './transport';

// GET /hotel-api/1.0/status: the Booking API's health check ("status": "OK"), signed like every call
// (developer.hotelbeds.com, Hotel Booking API › Status). A Booking API path: the client certificate goes with it.
const ZStatusAnswer = z.object({ status: z.string().optional() }).loose();

export interface HotelbedsStatusOptions {
  transport?: HotelbedsTransport;
  now?: () => Date;
  timeoutMs?: number;
  signal?: AbortSignal;
}

/** One Booking API call with the account and its certificate: resolves when Hotelbeds answers it, else a SupplierError. */
export async function checkHotelbedsBookingApi(credentials: HotelbedsCredentials, options: HotelbedsStatusOptions = {}): Promise<void> {
  const http = {
    baseUrl: credentials.baseUrl.replace(/\/+$/, ''),
    timeoutMs: options.timeoutMs ?? 10_000,
    now: options.now ?? (() => new Date()),
    fetch,
    transport: options.transport,
  };
  await hotelbedsCall(http, credentials, { method: 'GET', path: '/hotel-api/1.0/status', schema: ZStatusAnswer, signal: options.signal });
}
