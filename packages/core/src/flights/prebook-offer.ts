import type { Prisma } from '@tas/db';
import { z } from 'zod';
import { ZRatedOffer } from './rate-token';

/** What a flight prebook holds (prebooks.offer): the rated offer, and what the integrator sent for display and audit. */
export const ZFlightPrebookOffer = ZRatedOffer.omit({ teamId: true, expiresAt: true }).extend({
  rateExpiresAt: z.string(),
  airline: z.object({ code: z.string(), name: z.string() }).nullable(),
  auditSegments: z.array(z.record(z.string(), z.unknown())).nullable(),
});

export type TFlightPrebookOffer = z.infer<typeof ZFlightPrebookOffer>;

export function readFlightPrebookOffer(json: Prisma.JsonValue): TFlightPrebookOffer {
  return ZFlightPrebookOffer.parse(json);
}
