import type { Db } from '@tas/db';
import { ApiError } from '../lib/api-error';
import { clock } from '../lib/clock';
import { logger } from '../lib/logger';
import { EXPORT_LEASE_RENEW_MS, releaseExportLease, renewExportLease, takeExportLease } from './export-lease';

/** Exports one instance streams at once (each holds a database cursor's batches and an XLSX worker). */
export const EXPORTS_PER_INSTANCE = Math.max(1, Number(process.env.REPORT_EXPORTS_PER_INSTANCE ?? 2) || 2);
/** What a refused export is told to wait: a 200k-row export takes tens of seconds. */
export const EXPORT_RETRY_AFTER_S = 15;

// The REST facade and Next's panel routes each load their own copy of this module in one process:
// the count lives on globalThis so both draw from the one cap.
const running: { count: number } = ((globalThis as Record<symbol, unknown>)[Symbol.for('tas.reportExportsRunning')] ??= {
  count: 0,
}) as { count: number };

export interface ExportHold {
  /** Frees the instance slot and the team's lease (resolved once the lease row is gone); safe to call more than once. */
  release(): Promise<void>;
}

function refused(headers: Record<string, string>, message: string): ApiError {
  headers['Retry-After'] = String(EXPORT_RETRY_AFTER_S);
  return new ApiError(429, 'RATE_LIMITED', message);
}

/**
 * A slot for one export: one of the instance's few, and the team's only one across instances (a
 * lease row renewed while the export runs). Refused with 429 RATE_LIMITED and Retry-After.
 */
export async function holdExport(db: Db, teamId: string, headers: Record<string, string>): Promise<ExportHold> {
  if (running.count >= EXPORTS_PER_INSTANCE) {
    throw refused(headers, 'This server is already running as many report exports as it can; try again shortly');
  }
  running.count += 1;
  let holder: string | null = null;
  try {
    holder = await takeExportLease(db, teamId, clock.now());
  } finally {
    if (holder === null) running.count -= 1;
  }
  if (holder === null) throw refused(headers, 'A report export is already running for this team; try again when it finishes');
  const lease = holder;
  const renewal = setInterval(() => {
    renewExportLease(db, teamId, lease, clock.now()).catch((err: unknown) =>
      logger.warn({ err, teamId }, 'report export lease not renewed'),
    );
  }, EXPORT_LEASE_RENEW_MS);
  renewal.unref();
  let released: Promise<void> | null = null;
  return {
    release() {
      if (released) return released;
      clearInterval(renewal);
      running.count -= 1;
      released = releaseExportLease(db, teamId, lease).catch((err: unknown) =>
        logger.warn({ err, teamId }, 'report export lease not released'),
      );
      return released;
    },
  };
}
