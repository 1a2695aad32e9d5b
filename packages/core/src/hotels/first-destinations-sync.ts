import type { Db } from '@tas/db';
import { clock } from '../lib/clock';
import { logger } from '../lib/logger';
import { syncHotelbedsDestinations } from './hotelbeds-destinations';

/**
 * The nightly job (hotels.destinations-sync) keeps the Hotelbeds destinations of the operator's
 * catalogue account (HOTELBEDS_CATALOGUE_*); this fills the stored copy the first time, so a fresh
 * installation finds Hotelbeds' cities in the autocomplete within seconds instead of after the next 04:40 run. It runs the job's own work in the background,
 * only while nothing is stored, at most once per CHECK_EVERY_MS, and never on a keystroke once the copy
 * exists: the autocomplete still answers from the database alone.
 */
const CHECK_EVERY_MS = 10_000;

let stored = false;
let running = false;
let lastCheck = -Infinity;

export async function startFirstDestinationsSync(db: Db): Promise<void> {
  const now = performance.now();
  if (stored || running || now - lastCheck < CHECK_EVERY_MS) return;
  lastCheck = now;
  if (await db.hotelDestination.findFirst({ where: { provider: 'hotelbeds' }, select: { code: true } })) {
    stored = true;
    return;
  }
  running = true;
  void syncHotelbedsDestinations(db, clock.now())
    .then((result) => {
      stored = result.stored > 0;
      if (stored) logger.info(result, 'first Hotelbeds destinations sync');
    })
    .catch((err: unknown) => logger.warn({ err }, 'first Hotelbeds destinations sync failed; the nightly job will try again'))
    .finally(() => {
      running = false;
    });
}

/** Forgets what was seen (tests that empty the stored copy). */
export function resetFirstDestinationsSync(): void {
  stored = false;
  running = false;
  lastCheck = -Infinity;
}
