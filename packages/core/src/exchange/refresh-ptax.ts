import type { Db } from '@tas/db';
import { fetchPtaxClosings, PTAX_DEFAULT_BASE_URL } from '@tas/suppliers';
import { todayInBrazil } from '../flights/dates';
import { logger } from '../lib/logger';
import { daysBefore } from './business-days';
import { DEFAULT_POLICY_CURRENCIES } from './policies';
import { forgetTeamRates } from './rates-in-force';

/** PTAX_BASE_URL: Olinda's OData root (its stand-in in tests and demos). */
export function ptaxBaseUrl(): string {
  return process.env.PTAX_BASE_URL || PTAX_DEFAULT_BASE_URL;
}

// A week back covers a long weekend and a missed run or two; rows already stored are rewritten as is.
const REFRESH_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The job `exchange.ptax-refresh`: the closing PTAX of the last days for every currency some agency
 * buys through PTAX (EUR and USD always), stored with its day. One currency failing does not stop the
 * others; any failure fails the run, so pg-boss retries it.
 */
export async function refreshPtax(db: Db, now: Date): Promise<{ stored: number }> {
  const today = todayInBrazil(now);
  const chosen = await db.exchangePolicy.findMany({ where: { source: 'ptax' }, distinct: ['currency'], select: { currency: true } });
  const currencies = [...new Set([...DEFAULT_POLICY_CURRENCIES, ...chosen.map((p) => p.currency)])].sort();
  let stored = 0;
  const failed: string[] = [];
  for (const currency of currencies) {
    try {
      const closings = await fetchPtaxClosings(currency, { from: daysBefore(today, REFRESH_DAYS), to: today }, { baseUrl: ptaxBaseUrl() });
      for (const closing of closings) {
        const date = new Date(`${closing.date}T00:00:00Z`);
        const data = { sellingRate: closing.sellingRate, buyingRate: closing.buyingRate, bulletinAt: new Date(closing.bulletinAt) };
        await db.ptaxRate.upsert({
          where: { currency_date: { currency, date } },
          create: { currency, date, ...data, fetchedAt: now },
          update: { ...data, fetchedAt: now },
        });
        stored += 1;
      }
    } catch (err) {
      logger.warn({ err, currency }, 'PTAX refresh failed');
      failed.push(currency);
    }
  }
  forgetTeamRates();
  if (failed.length > 0) throw new Error(`PTAX refresh failed for ${failed.join(', ')} (${stored} rates stored)`);
  return { stored };
}

/** No PTAX fetched in the last day: the refresh has not run lately (a fresh deploy, a long stop). */
export async function ptaxMissedADay(db: Db, now: Date): Promise<boolean> {
  const recent = await db.ptaxRate.findFirst({
    where: { fetchedAt: { gte: new Date(now.getTime() - DAY_MS) } },
    select: { currency: true },
  });
  return recent === null;
}
