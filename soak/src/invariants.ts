import pg from 'pg';
import type { AsaasStandIn } from './asaas-stand-in';
import type { Driver, Recorded } from './driver';
import type { WebhookReceiver } from './receiver';

export interface Invariant {
  invariant: string;
  checked: number;
  violations: number;
  /** A few of the offending rows, for the report. */
  examples: string[];
}

export interface FaultWindow {
  fault: string;
  from: number;
  to: number;
}

/** A planned fault and the evidence that it took effect (a fault that met no traffic proves nothing). */
export interface FaultProof {
  fault: string;
  exercised: boolean;
  evidence: string;
}

export interface RateProbe {
  limit: number;
  /** Per one-minute window: requests sent and answered 2xx. */
  windows: { window: string; sent: number; accepted: number }[];
}

const rowsOf = async (sql: pg.Client, text: string, values: unknown[] = []) => (await sql.query(text, values)).rows;

/** Checks the run's outcome by SQL and against the stand-ins' own records. */
export async function checkInvariants(args: {
  databaseUrl: string;
  driver: Driver;
  gateway: AsaasStandIn;
  receiver: WebhookReceiver;
  faults: FaultWindow[];
  proofs: FaultProof[];
  rate: RateProbe | null;
}): Promise<{ invariants: Invariant[]; unexplained5xx: Recorded[]; explained5xx: Recorded[]; notes: string[] }> {
  const { driver, gateway, receiver } = args;
  const sql = new pg.Client({ connectionString: args.databaseUrl });
  await sql.connect();
  const invariants: Invariant[] = [];
  const notes: string[] = [];
  const add = (invariant: string, checked: number, bad: unknown[]) =>
    invariants.push({
      invariant,
      checked,
      violations: bad.length,
      examples: bad.slice(0, 5).map((b) => (typeof b === 'string' ? b : JSON.stringify(b))),
    });
  try {
    const payments = await rowsOf(
      sql,
      `SELECT p.id::text, p.status::text, p.method::text, p.gateway, p.gateway_charge_id, p.booking_id::text, b.status::text AS booking_status
      FROM payments p JOIN bookings b ON b.id = p.booking_id`,
    );
    const byId = new Map(payments.map((p) => [p.id as string, p]));

    // 1. Paid payments belong to bookings that stand (confirmed or completed); a cancelled booking's money was refunded.
    const paid = payments.filter((p) => p.status === 'paid');
    add(
      "every paid payment belongs to a confirmed booking (a cancelled booking's payment is refunded)",
      paid.length,
      paid.filter((p) => !['confirmed', 'completed'].includes(p.booking_status)),
    );

    // 2. No payment without its booking; no booking with two charged payments.
    const orphans = await rowsOf(sql, `SELECT p.id::text FROM payments p LEFT JOIN bookings b ON b.id = p.booking_id WHERE b.id IS NULL`);
    add('no payment without its booking', payments.length, orphans);
    const twice = await rowsOf(
      sql,
      `SELECT booking_id::text, count(*)::int AS n FROM payments WHERE status IN ('paid', 'refunded') GROUP BY booking_id HAVING count(*) > 1`,
    );
    const bookingCount = (await rowsOf(sql, `SELECT count(*)::int AS n FROM bookings`))[0].n as number;
    add('no booking with two payments charged', bookingCount, twice);

    // 3. The gateway stand-in's books: money it took is either kept for a booking that stands, or given back; never twice for one booking.
    const charges = [...gateway.charges.values()];
    const taken = charges.filter((c) => c.moneyTaken);
    const kept = taken.filter((c) => c.status !== 'REFUNDED');
    const withoutBooking = kept.filter((c) => {
      const payment = byId.get(c.externalReference);
      return !payment || payment.status !== 'paid' || !['confirmed', 'completed'].includes(payment.booking_status);
    });
    add(
      'no money kept at the gateway without a confirmed booking (card charge cut from its undo, late PIX not refunded)',
      taken.length,
      withoutBooking.map((c) => ({
        charge: c.id,
        method: c.billingType,
        payment: c.externalReference,
        app: byId.get(c.externalReference) ?? 'no payment row',
      })),
    );
    const keptPerBooking = new Map<string, number>();
    for (const c of kept) {
      const booking = byId.get(c.externalReference)?.booking_id as string | undefined;
      if (booking) keptPerBooking.set(booking, (keptPerBooking.get(booking) ?? 0) + 1);
    }
    add(
      'no customer charged twice at the gateway for one booking',
      keptPerBooking.size,
      [...keptPerBooking].filter(([, n]) => n > 1),
    );
    add(
      'no charge refunded twice at the gateway',
      taken.length,
      charges.filter((c) => c.refunds > 1).map((c) => c.id),
    );
    add(
      'no refund above what was paid, at the gateway',
      taken.length,
      charges.filter((c) => c.refundedValue > c.value + 0.001).map((c) => `${c.id}: ${c.refundedValue} of ${c.value}`),
    );
    // A cancellation with the supplier's penalty refunds once, exactly what it recorded, never above the payment.
    const settled = await rowsOf(
      sql,
      `SELECT b.id::text AS booking_id, b.cancellation_refund_cents AS refund, p.amount_cents AS amount, p.refunded_cents AS refunded,
        p.gateway_charge_id AS charge
      FROM bookings b JOIN payments p ON p.booking_id = b.id
      WHERE b.cancellation_refund_cents > 0 AND p.status = 'refunded'`,
    );
    add(
      'one refund per cancellation: what the booking records is what its payment and the gateway gave back, never above what was paid',
      settled.length,
      settled.filter((r) => {
        const charge = r.charge ? gateway.charges.get(r.charge as string) : undefined;
        const atGateway = charge ? Math.round(charge.refundedValue * 100) : r.refund;
        return r.refunded !== r.refund || r.refund > r.amount || atGateway !== r.refund || (charge?.refunds ?? 1) !== 1;
      }),
    );
    const overRefunded = await rowsOf(
      sql,
      `SELECT id::text, amount_cents, refunded_cents FROM payments WHERE refunded_cents > amount_cents`,
    );
    add('no payment records more refunded than its amount', payments.length, overRefunded);
    const unknownCharges = payments.filter(
      (p) => p.gateway === 'asaas' && p.gateway_charge_id && !gateway.charges.has(p.gateway_charge_id),
    );
    add('every asaas payment row names a charge the gateway made', payments.filter((p) => p.gateway === 'asaas').length, unknownCharges);

    // 3b. The expiry job kept running through the faults: no PIX left open well past its expiry
    // (the job runs every minute; two minutes of slack).
    const overdue = await rowsOf(
      sql,
      `SELECT id::text, expires_at FROM payments WHERE method = 'pix' AND status = 'pending' AND expires_at < now() - interval '2 minutes'`,
    );
    const pix = payments.filter((p) => p.method === 'pix').length;
    add('every PIX past its expiry was closed by the expiry job (jobs survive the faults)', pix, overdue);

    // 3c. A charge attempt whose book never committed (a SIGKILL mid-book, a decline, a timeout) was
    // settled at the gateway by the payments.intents job: no intent left open.
    const intents = await rowsOf(
      sql,
      `SELECT status::text, count(*)::int AS n, sum(charges_undone)::int AS undone FROM payment_intents GROUP BY 1`,
    );
    const open = await rowsOf(
      sql,
      `SELECT id::text, status::text, attempts, last_error, created_at FROM payment_intents WHERE status NOT IN ('booked', 'closed')`,
    );
    add(
      'every charge attempt (payment intent) booked, or settled at the gateway (none left open)',
      intents.reduce((n, r) => n + (r.n as number), 0),
      open,
    );
    notes.push(
      `payment intents: ${intents.map((r) => `${r.status} ${r.n}`).join(', ')}; charges found at the gateway without a booking and given back by the payments.intents job: ${intents.find((r) => r.status === 'closed')?.undone ?? 0}`,
    );

    // 3d. Hotels paid in automatic mode have their supplier reservation, or wait in the follow-up
    // queue (retried, or failed for the panel), or were cancelled and refunded.
    const unreserved = await rowsOf(
      sql,
      `SELECT b.id::text, b.metadata->'supplier' AS supplier
      FROM bookings b JOIN payments p ON p.booking_id = b.id AND p.status = 'paid'
      WHERE b.type = 'hotel' AND b.status IN ('confirmed', 'completed') AND b.metadata->'supplier'->>'mode' = 'automatic'
        AND coalesce(b.metadata->'supplier'->>'status', '') <> 'issued'
        AND NOT EXISTS (SELECT 1 FROM payment_follow_ups f WHERE f.booking_id = b.id AND f.kind = 'hotel_issue' AND f.status IN ('pending', 'failed'))`,
    );
    const paidHotels = (
      await rowsOf(
        sql,
        `SELECT count(*)::int AS n FROM bookings b JOIN payments p ON p.booking_id = b.id AND p.status = 'paid' WHERE b.type = 'hotel' AND b.metadata->'supplier'->>'mode' = 'automatic'`,
      )
    )[0].n as number;
    add('every paid hotel (automatic issuing) has its supplier reservation, or is in the follow-up queue', paidHotels, unreserved);
    const followUps = await rowsOf(
      sql,
      `SELECT kind::text, status::text, count(*)::int AS n FROM payment_follow_ups GROUP BY 1, 2 ORDER BY 1, 2`,
    );
    notes.push(`payment follow-ups: ${followUps.map((r) => `${r.kind} ${r.status} ${r.n}`).join(', ') || 'none'}`);
    // The supplier faults as the app met them: reservations retried after a refusal or a timeout, and
    // card books cancelled and refunded because the supplier could not confirm.
    const issueRetried = (
      await rowsOf(sql, `SELECT count(*)::int AS n FROM payment_follow_ups WHERE kind = 'hotel_issue' AND attempts > 1`)
    )[0].n as number;
    const supplierCancelled = (
      await rowsOf(sql, `SELECT count(*)::int AS n FROM booking_status_changes WHERE note LIKE 'Supplier could not confirm%'`)
    )[0].n as number;
    notes.push(
      `hotel supplier faults met: ${issueRetried} reservations (paid by PIX/boleto) made only on a retry; ${supplierCancelled} card books cancelled (refunded) because the supplier could not confirm`,
    );

    // 4. Prebook tokens: one booking each.
    const replays = [...driver.tokenUses].filter(([, n]) => n > 1);
    const unlinked = await rowsOf(
      sql,
      `SELECT p.token, count(b.id)::int AS n FROM prebooks p JOIN bookings b ON b.id = p.booking_id GROUP BY p.token HAVING count(b.id) > 1`,
    );
    add('no prebook token used twice (answers and SQL)', driver.tokenUses.size, [...replays, ...unlinked]);

    // 5. Gateway events: each accepted event recorded once; its effect applied once.
    const accepted = driver.events.filter((e) => e.statuses.some((s) => s >= 200 && s < 300));
    const recorded = await rowsOf(
      sql,
      `SELECT team_id::text, event_id, count(*)::int AS n FROM payment_webhook_events WHERE gateway = 'asaas' GROUP BY 1, 2`,
    );
    const recordedKey = new Map(recorded.map((r) => [`${r.team_id}|${r.event_id}`, r.n as number]));
    const notOnce = accepted
      .filter((e) => recordedKey.get(`${e.teamId}|${e.eventId}`) !== 1)
      .map((e) => ({ event: e.eventId, type: e.event, recorded: recordedKey.get(`${e.teamId}|${e.eventId}`) ?? 0 }));
    const confirmedTwice = await rowsOf(
      sql,
      `SELECT booking_id::text, count(*)::int AS n FROM booking_status_changes WHERE to_status = 'confirmed' GROUP BY booking_id HAVING count(*) > 1`,
    );
    add('each gateway event applied once (recorded once, no booking confirmed twice)', accepted.length, [...notOnce, ...confirmedTwice]);
    const neverAccepted = driver.events.filter((e) => !e.statuses.some((s) => s >= 200 && s < 300));
    add(
      'every gateway event accepted (2xx) within its retries',
      driver.events.length,
      neverAccepted.map((e) => ({ event: e.event, statuses: e.statuses })),
    );

    // 6. Outbound webhooks: every delivery delivered, and the receiver has each event with a valid signature.
    const deliveries = await rowsOf(sql, `SELECT event_id::text, event_type, status::text, attempts, last_error FROM webhook_deliveries`);
    const validAt = new Set(receiver.received.filter((r) => r.validSignature).map((r) => r.eventId));
    const lost = deliveries.filter((d) => d.status !== 'delivered' || !validAt.has(d.event_id));
    add('every outbound event reached the receiver with a valid signature (none lost)', deliveries.length, lost);
    const retried = deliveries.filter((d) => d.attempts > 1);
    const outage =
      receiver.received.length > 0
        ? `; ${retried.length} deliveries needed more than one attempt (receiver down), all delivered later: ${retried.every((d) => d.status === 'delivered')}`
        : '';
    notes.push(`outbound webhooks: ${deliveries.length} deliveries, ${receiver.received.length} received (duplicates included)${outage}`);
    add(
      'no delivery with an invalid signature',
      receiver.received.length,
      receiver.received.filter((r) => !r.validSignature),
    );

    // 6b. Every paid online flight holds its seats at the supplier (locator), was refunded (its booking
    // cancelled), or waits in the follow-up queue (retried, or failed with its reason for the panel).
    const unticketed = await rowsOf(
      sql,
      `SELECT b.id::text, b.status::text, b.metadata->'supplier' AS supplier
      FROM bookings b JOIN payments p ON p.booking_id = b.id AND p.status = 'paid'
      WHERE b.type = 'flight' AND b.metadata->'flight'->>'provider' = 'online_supplier' AND b.status IN ('confirmed', 'completed')
        AND NOT (b.metadata->'supplier'->>'status' = 'issued' AND coalesce(b.metadata->'supplier'->>'locator', '') <> '')
        AND NOT EXISTS (SELECT 1 FROM payment_follow_ups f WHERE f.booking_id = b.id AND f.status IN ('pending', 'failed'))`,
    );
    const paidFlights = (
      await rowsOf(
        sql,
        `SELECT count(*)::int AS n FROM bookings b JOIN payments p ON p.booking_id = b.id AND p.status = 'paid'
        WHERE b.type = 'flight' AND b.metadata->'flight'->>'provider' = 'online_supplier'`,
      )
    )[0].n as number;
    add('every paid online flight is ticketed at the supplier, or refunded, or in the follow-up queue', paidFlights, unticketed);

    // 6c. A book the client was left believing failed (no answer, or a 5xx other than the supplier's
    // refusal, after repeating it with the same Idempotency-Key) made no booking that stands: an
    // error answered for a committed charge invites a second charge.
    const leftFailed = driver.bookOutcomes.filter(
      (o) => o.final.status === 0 || (o.final.status >= 500 && o.final.code !== 'SUPPLIER_ERROR') || o.final.status === 409,
    );
    const standing = leftFailed.length
      ? await rowsOf(
          sql,
          `SELECT pb.token, b.id::text AS booking_id, b.status::text, p.status::text AS payment_status
          FROM prebooks pb JOIN bookings b ON b.id = pb.booking_id LEFT JOIN payments p ON p.booking_id = b.id
          WHERE pb.token = ANY($1::text[]) AND b.status <> 'cancelled'`,
          [leftFailed.map((o) => o.prebookToken)],
        )
      : [];
    const standingByToken = new Map(standing.map((r) => [r.token as string, r]));
    add(
      'no book answered as an error (after repeating it with its Idempotency-Key) while its booking and charge committed',
      driver.bookOutcomes.length,
      leftFailed
        .filter((o) => standingByToken.has(o.prebookToken))
        .map((o) => ({ op: o.op, answers: o.statuses, booking: standingByToken.get(o.prebookToken) })),
    );
    notes.push(
      `books: ${driver.bookOutcomes.length}; repeated with the same Idempotency-Key after no answer or a 5xx: ${driver.bookOutcomes.filter((o) => o.statuses.length > 1).length}; left with an error in the end: ${leftFailed.length}`,
    );

    // 6d. One clock: expiry after creation, and each booking's status history in order (each change
    // leaves the status the previous one entered, and none before the booking was created).
    const expiryBeforeCreation = await rowsOf(
      sql,
      `SELECT id::text, created_at, expires_at FROM payments WHERE expires_at IS NOT NULL AND expires_at <= created_at`,
    );
    const withExpiry = (await rowsOf(sql, `SELECT count(*)::int AS n FROM payments WHERE expires_at IS NOT NULL`))[0].n as number;
    add('every payment expires after it was created (one clock across instances)', withExpiry, expiryBeforeCreation);
    const outOfOrder = await rowsOf(
      sql,
      `SELECT booking_id::text, from_status::text, to_status::text, at, previous_to::text, booking_created_at FROM (
        SELECT c.*, b.created_at AS booking_created_at,
          lag(c.to_status) OVER (PARTITION BY c.booking_id ORDER BY c.at, c.id) AS previous_to,
          row_number() OVER (PARTITION BY c.booking_id ORDER BY c.at, c.id) AS n
        FROM booking_status_changes c JOIN bookings b ON b.id = c.booking_id) h
      WHERE at < booking_created_at OR (n > 1 AND from_status IS DISTINCT FROM previous_to)`,
    );
    const changes = (await rowsOf(sql, `SELECT count(*)::int AS n FROM booking_status_changes`))[0].n as number;
    add("every booking's status history in order (one clock across instances)", changes, outOfOrder);

    // 6e. Each planned fault took effect.
    add(
      'every planned fault took effect (met traffic, or shows in the logs)',
      args.proofs.length,
      args.proofs.filter((p) => !p.exercised).map((p) => `${p.fault}: ${p.evidence}`),
    );
    for (const p of args.proofs) notes.push(`fault ${p.exercised ? 'exercised' : 'NOT exercised'}: ${p.fault}: ${p.evidence}`);

    // 7. Rate limits across the three instances.
    if (args.rate) {
      const over = args.rate.windows.filter((w) => w.accepted > args.rate!.limit);
      add(
        `rate limit (${args.rate.limit}/min per team) exact across instances (one with its clock 90 s ahead)`,
        args.rate.windows.reduce((n, w) => n + w.sent, 0),
        over,
      );
    }
  } finally {
    await sql.end();
  }

  // 8. 5xx (and answers that never came): only for requests in flight on the killed instance or during the database restart.
  const failed = driver.answers.filter((a) => a.status >= 500 || a.status === 0);
  const explained: Recorded[] = [];
  const unexplained: Recorded[] = [];
  for (const a of failed) {
    if ((a.injectedSupplierFailure || a.hotelbeds) && a.status === 502 && a.code === 'SUPPLIER_ERROR') continue; // the answer the contract gives
    const window = args.faults.find((f) => a.startedAt <= f.to && a.endedAt >= f.from);
    (window ? explained : unexplained).push(window ? { ...a, op: `${a.op} [${window.fault}]` } : a);
  }
  invariants.push({
    invariant: '5xx only for requests in flight during a fault (killed or frozen instance, database restart or crash)',
    checked: driver.answers.length,
    violations: unexplained.length,
    examples: unexplained.slice(0, 8).map((a) => `${a.op} ${a.status} ${a.code ?? a.error ?? ''} at +${a.startedAt}`),
  });
  return { invariants, unexplained5xx: unexplained, explained5xx: explained, notes };
}
