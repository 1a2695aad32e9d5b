import type { Db } from '@tas/db';
import { completePastBookings } from '../bookings/complete-past-bookings';
import { ptaxMissedADay, refreshPtax } from '../exchange/refresh-ptax';
import { syncHotelbedsDestinations } from '../hotels/hotelbeds-destinations';
import { expireOverduePayments } from '../payments/expire-payments';
import { runDueFollowUps } from '../payments/follow-ups';
import { runDueIntents } from '../payments/intents';
import { sendDueMail } from '../mail/send-due';
import { deliverDueWebhooks } from '../outbound-webhooks/deliver';
import { expireQuotes } from '../quotes/expire-quotes';
import { issueDueInvoices } from '../invoices/issue-due-invoices';
import { purgeIdempotencyRecords } from '../rest/idempotency';
import { purgeRateLimitWindows } from '../rest/rate-limit';

export interface ScheduledJob {
  /** The pg-boss queue, also the schedule's name. */
  name: string;
  cron: string;
  tz: string;
  /**
   * How long a run may stay active before pg-boss takes it back (default 5 minutes). A run cut by a
   * database restart stays `active` until then, and a stately queue starts nothing new meanwhile.
   */
  expireInSeconds?: number;
  /** An outbox table: rows committed into it run this job at once (wake-on-commit.ts); the schedule stays for retries. */
  wokenBy?: 'webhook_deliveries' | 'mail_messages' | 'service_invoices';
  /** Whether an instance starting now should queue a run at once rather than wait for the schedule. */
  dueAtStart?(db: Db, now: Date): Promise<boolean>;
  run(db: Db, now: Date): Promise<unknown>;
}

export const DEFAULT_JOB_EXPIRY_SECONDS = 5 * 60;

/** The platform's recurring work; each runs once per occurrence however many app instances there are. */
export const SCHEDULED_JOBS: readonly ScheduledJob[] = [
  {
    name: 'bookings.complete-past',
    // Ten past midnight in Brazil (03:10 UTC): the UTC date the job compares with is then the agencies' today.
    cron: '10 0 * * *',
    tz: 'America/Sao_Paulo',
    run: async (db, now) => ({ completed: (await completePastBookings(db, now)).length }),
  },
  {
    name: 'quotes.expire',
    // Reads already show lapsed quotes as expired; this stores it, just after the Brazilian day ends.
    cron: '1 0 * * *',
    tz: 'America/Sao_Paulo',
    run: async (db, now) => ({ expired: (await expireQuotes(db, now)).length }),
  },
  {
    name: 'payments.expire',
    // PIX codes live 30 minutes: an unpaid one is expired and its pending booking cancelled soon after.
    cron: '* * * * *',
    tz: 'UTC',
    run: (db, now) => expireOverduePayments(db, now),
  },
  {
    name: 'payments.follow-ups',
    // A paid hotel's supplier reservation and a late payment's refund, when the in-process try failed or never ran.
    cron: '* * * * *',
    tz: 'UTC',
    run: (db, now) => runDueFollowUps(db, now),
  },
  {
    name: 'payments.intents',
    // Charges whose book never committed (a process killed mid-book): refunded or voided at the gateway.
    cron: '* * * * *',
    tz: 'UTC',
    run: (db, now) => runDueIntents(db, now),
  },
  {
    name: 'webhooks.deliver',
    // A new event is sent when it commits (wokenBy); the minute run sends retries and what a crash left.
    cron: '* * * * *',
    tz: 'UTC',
    wokenBy: 'webhook_deliveries',
    run: (db, now) => deliverDueWebhooks(db, now),
  },
  {
    name: 'invoices.issue',
    // The agency's NFS-e: due on confirmation or cancellation (woken at commit) or on the travel date; gateway outages retried.
    cron: '* * * * *',
    tz: 'UTC',
    wokenBy: 'service_invoices',
    run: (db, now) => issueDueInvoices(db, now),
  },
  // Customer e-mails (or kept for the panel without SMTP), sent when they commit; retries on the minute.
  { name: 'mail.send', cron: '* * * * *', tz: 'UTC', wokenBy: 'mail_messages', run: (db, now) => sendDueMail(db, now) },
  {
    name: 'hotels.destinations-sync',
    cron: '40 4 * * *',
    tz: 'America/Sao_Paulo',
    // Pages through every Hotelbeds destination: allowed longer than the minute-by-minute work.
    expireInSeconds: 30 * 60,
    run: (db, now) => syncHotelbedsDestinations(db, now),
  },
  {
    name: 'exchange.ptax-refresh',
    // The Banco Central publishes the closing PTAX around 13:10 in Brasília on business days.
    cron: '5,35 * * * 1-5',
    tz: 'America/Sao_Paulo',
    // A fresh deploy (or one down over a weekend) would otherwise sell no foreign offer until the next :05/:35 of a weekday.
    dueAtStart: (db, now) => ptaxMissedADay(db, now),
    run: (db, now) => refreshPtax(db, now),
  },
  {
    name: 'rate-limits.purge',
    cron: '5 * * * *',
    tz: 'UTC',
    run: async (db, now) => ({ purged: await purgeRateLimitWindows(db, now) }),
  },
  {
    name: 'idempotency.purge',
    cron: '35 * * * *',
    tz: 'UTC',
    run: async (db, now) => ({ purged: await purgeIdempotencyRecords(db, now) }),
  },
];
