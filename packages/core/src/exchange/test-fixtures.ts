import { PtaxStandIn } from '@tas/suppliers';
import { vi } from 'vitest';
import { clock } from '../lib/clock';
import type { RestServer } from '../testing/rest-server';
import { forgetTeamRates } from './rates-in-force';
import { refreshPtax } from './refresh-ptax';

/** The test calendar's last published PTAX: today is Tuesday 2030-03-05, 09:0x in Brasília (before 13:08). */
export const PTAX_DAY = '2030-03-04';

/** A PTAX stand-in on the test clock, EUR and USD at the given closing rates on PTAX_DAY. */
export async function startPtax(rates: { EUR?: number; USD?: number } = {}): Promise<PtaxStandIn> {
  const standIn = await PtaxStandIn.start({ now: () => clock.now() });
  for (const [currency, rate] of Object.entries(rates)) standIn.setRate(currency, PTAX_DAY, rate);
  return standIn;
}

/** Runs the PTAX job against the stand-in (PTAX_BASE_URL), as the schedule would. */
export async function refreshFrom(api: RestServer, standIn: PtaxStandIn): Promise<{ stored: number }> {
  vi.stubEnv('PTAX_BASE_URL', standIn.baseUrl);
  try {
    return await refreshPtax(api.db, clock.now());
  } finally {
    forgetTeamRates();
  }
}

/** The reais cents of `minor` at a decimal rate, written out longhand (half up), to check the app against. */
export function expectedCents(minor: number, rate: string): number {
  const [whole, fraction = ''] = rate.split('.');
  const numerator = BigInt(minor) * BigInt(whole! + fraction);
  const denominator = 10n ** BigInt(fraction.length);
  return Number((numerator * 2n + denominator) / (2n * denominator));
}
