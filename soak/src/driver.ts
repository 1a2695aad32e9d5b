import { randomUUID } from 'node:crypto';
import type { AsaasStandIn } from './asaas-stand-in';
import { DECLINED_CARD } from './asaas-stand-in';
import { call, futureDate, sleep, type Answer } from './http';
import type { PanelSession } from './panel';

/** One agency of the soak: its keys, clients, panel session, gateway webhook token. */
export interface SoakTeam {
  name: string;
  teamId: string;
  keys: string[];
  clients: string[];
  panel: PanelSession;
  gatewayToken: string;
  manualIssuing: boolean;
}

/** Every answer the driver got, for the 5xx accounting. */
export interface Recorded {
  op: string;
  team: string;
  status: number;
  code?: string;
  error?: string;
  startedAt: number;
  endedAt: number;
  /** A 502 the driver asked for (a flight supplier failing at book). */
  injectedSupplierFailure?: boolean;
  /** A hotel book at the Hotelbeds stand-in, which fails 10% of bookings and hangs on 5%: a 502 SUPPLIER_ERROR is its contract answer. */
  hotelbeds?: boolean;
}

export interface SentEvent {
  team: string;
  teamId: string;
  eventId: string;
  event: string;
  chargeId: string;
  /** Answers to each delivery of this event (duplicates included). */
  statuses: number[];
}

/** A book as a client saw it in the end: every answer to the same request (one Idempotency-Key), the last one decisive. */
export interface BookOutcome {
  op: string;
  team: string;
  prebookToken: string;
  statuses: number[];
  final: Pick<Recorded, 'status' | 'code' | 'error' | 'endedAt'>;
}

export interface Booked {
  team: SoakTeam;
  bookingId: string;
  paymentId: string;
  method: 'pix' | 'boleto' | 'credit_card';
  kind: 'hotel' | 'flight';
  cancelled: boolean;
}

// Hotelbeds destinations as the API serves them (hotels/hotelbeds-city-code.ts: `9` + base-36 value in 8 digits).
const HOTELBEDS_CITIES = ['RIO', 'SAO'].map((code) => `9${String(parseInt(code, 36)).padStart(8, '0')}`);

const CARD = { holder_name: 'ANA SOUZA', number: '4111111111111111', expiry_month: '12', expiry_year: '2035', ccv: '123' };
const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)]!;
const chance = (p: number) => Math.random() < p;

/**
 * The traffic: searches, prebooks and books (PIX, boleto, card) for hotels and flights, the gateway's
 * events for them (duplicated, out of order, late after expiry), cancellations, panel refunds and
 * manual confirmations, as several teams with several keys, all through the load balancer.
 */
export class Driver {
  readonly answers: Recorded[] = [];
  readonly events: SentEvent[] = [];
  readonly bookings: Booked[] = [];
  readonly bookOutcomes: BookOutcome[] = [];
  /** Successful book answers per prebook token (a second success would be a token used twice). */
  readonly tokenUses = new Map<string, number>();
  readonly counts = {
    supplierFailuresInjected: 0,
    hotelbedsBooks: 0,
    hotelbedsFailed: 0,
    hotelbedsHung: 0,
    declinedCards: 0,
    tokenReplays: 0,
    latePayments: 0,
    unpaid: 0,
    duplicatesSent: 0,
    outOfOrderSent: 0,
    refundsAsked: 0,
    quotedCancellations: 0,
    cancellations: 0,
    panelConfirmations: 0,
  };
  /** Work scheduled for later (payments that arrive late): awaited before the checks. */
  readonly pending: Promise<unknown>[] = [];
  inFlightBooks = 0;
  /** Requests of the scenarios sent and not yet answered (a fault timed to meet traffic waits for one). */
  inFlight = 0;
  stopping = false;

  constructor(
    readonly lb: string,
    readonly teams: SoakTeam[],
    readonly gateway: AsaasStandIn,
    readonly pixTtlMs: number,
  ) {
    // Asaas tells the account about every refund (PAYMENT_REFUNDED), whoever asked for it.
    gateway.onRefund = (charge) => {
      const team = teams.find((t) => `soak-${t.teamId}` === charge.account);
      if (team)
        this.pending.push(
          sleep(1_000 + Math.random() * 2_000).then(() =>
            this.#sendEvent(team, 'PAYMENT_REFUNDED', charge.id, charge.externalReference, charge.value, chance(0.3)),
          ),
        );
    };
  }

  async #call(
    op: string,
    team: SoakTeam,
    method: string,
    path: string,
    body?: unknown,
    extra: Partial<Recorded> = {},
    options: { key?: string; headers?: Record<string, string> } = {},
  ): Promise<Answer> {
    this.inFlight++;
    const answer = await call(this.lb, method, path, { key: options.key ?? pick(team.keys), body, headers: options.headers }).finally(
      () => this.inFlight--,
    );
    this.answers.push({
      op,
      team: team.name,
      status: answer.status,
      code: answer.body?.code,
      error: answer.error,
      startedAt: answer.startedAt,
      endedAt: answer.endedAt,
      ...extra,
    });
    return answer;
  }

  /** One worker: scenarios one after another until told to stop. */
  async worker(index: number) {
    for (let i = 0; !this.stopping; i++) {
      const team = this.teams[(index + i) % this.teams.length]!;
      const r = Math.random();
      try {
        if (r < 0.2) await (chance(0.5) ? this.#hotelSearch(team) : this.#flightSearch(team));
        else if (r < 0.65) await this.#hotelBook(team);
        else if (r < 0.9) await this.#flightBook(team);
        else await this.#cancelSomething(team);
      } catch (error) {
        // A scenario whose setup step failed (e.g. during a fault) ends; its answers are recorded.
        if (!(error instanceof StepFailed)) throw error;
        // As a client would, pause before trying again.
        await sleep(250);
      }
    }
  }

  #stay() {
    const start = 30 + Math.floor(Math.random() * 200);
    return { checkIn: futureDate(start), checkOut: futureDate(start + 2 + Math.floor(Math.random() * 4)) };
  }

  async #hotelSearch(team: SoakTeam, hotelbeds = false) {
    const stay = this.#stay();
    const cityCode = hotelbeds ? pick(HOTELBEDS_CITIES) : pick(['3304557', '3550308', '2927408']);
    const res = await this.#call(hotelbeds ? 'hotels.search (hotelbeds)' : 'hotels.search', team, 'POST', '/api/v1/hotels/search', {
      cityCode,
      ...stay,
      adults: 2,
    });
    if (res.status !== 200) throw new StepFailed();
    return { res, stay };
  }

  async #flightSearch(team: SoakTeam) {
    const res = await this.#call('flights.search', team, 'POST', '/api/v1/flights/search', {
      origin: 'GRU',
      destination: pick(['GIG', 'SSA', 'REC', 'LIS']),
      departureDate: futureDate(30 + Math.floor(Math.random() * 200)),
      adults: 1,
    });
    if (res.status !== 200) throw new StepFailed();
    return res;
  }

  #paymentBody(): { method: Booked['method']; body: Record<string, unknown> } {
    const r = Math.random();
    if (r < 0.4) return { method: 'pix', body: { method: 'pix' } };
    if (r < 0.6) return { method: 'boleto', body: { method: 'boleto' } };
    const declined = chance(0.05);
    if (declined) this.counts.declinedCards++;
    return { method: 'credit_card', body: { method: 'credit_card', credit_card: declined ? { ...CARD, number: DECLINED_CARD } : CARD } };
  }

  async #hotelBook(team: SoakTeam) {
    // Half the hotel books go to the Hotelbeds stand-in (failing 10% of bookings, hanging on 5%), half to the sandbox.
    const hotelbeds = chance(0.5);
    const { res: found, stay } = await this.#hotelSearch(team, hotelbeds);
    const hotels = (found.body.data.hotels as any[]).filter((h) => (h.provider === 'hotelbeds') === hotelbeds);
    const hotel = hotels[Math.floor(Math.random() * Math.min(5, hotels.length))];
    const offer = hotel?.offers?.[0];
    if (!offer) throw new StepFailed();
    const prebook = await this.#call(hotelbeds ? 'hotels.prebook (hotelbeds)' : 'hotels.prebook', team, 'POST', '/api/v1/hotels/prebook', {
      hotel_search_code: offer.hotelSearchCode,
      search_session_id: found.body.data.searchSessionId,
      check_in: stay.checkIn,
      check_out: stay.checkOut,
      adults: 2,
      room_basis: offer.roomBasis,
      hotel_name: hotel.name,
      hotel_id: hotel.id,
      unit_price: offer.totalPrice,
      net_price: offer.netPrice,
    });
    if (prebook.status !== 201) throw new StepFailed();
    const token = prebook.body.data.prebook_token as string;
    const payment = this.#paymentBody();
    const body = {
      prebook_token: token,
      customer_id: pick(team.clients),
      guests: [
        { first_name: 'Ana', last_name: 'Souza' },
        { first_name: 'Pedro', last_name: 'Souza' },
      ],
      payment: payment.body,
    };
    if (!hotelbeds) return this.#book(team, 'hotel', token, '/api/v1/hotels/book', body, payment.method);
    this.counts.hotelbedsBooks++;
    const res = await this.#book(team, 'hotel', token, '/api/v1/hotels/book', body, payment.method, false, true);
    if (res.status === 502 && res.body?.code === 'SUPPLIER_ERROR') {
      this.counts.hotelbedsFailed++;
      // The supplier call times out after 60 s: a hang at the stand-in.
      if (res.endedAt - res.startedAt >= 55_000) this.counts.hotelbedsHung++;
    }
  }

  async #flightBook(team: SoakTeam) {
    const found = await this.#flightSearch(team);
    const data = found.body.data;
    const offer = data.flightGroups?.[0]?.offers?.[0];
    if (!offer) throw new StepFailed();
    const p = data.searchParams;
    const prebook = await this.#call('flights.prebook', team, 'POST', '/api/v1/flights/prebook', {
      rate_token: offer.rateToken,
      provider: p.provider,
      origin: p.origin,
      destination: p.destination,
      departure_date: p.departureDate,
      cabin_class: p.cabinClass,
      adults: p.adults,
      children: p.children,
      infants: p.infants,
      total_price: offer.price.total,
      currency: 'BRL',
    });
    if (prebook.status !== 201) throw new StepFailed();
    const token = prebook.body.data.prebook_token as string;
    // The supplier fault injected now: the online flight supplier fails 10% of books (sandbox magic last name).
    const fail = chance(0.1);
    if (fail) this.counts.supplierFailuresInjected++;
    const payment = this.#paymentBody();
    const passenger = {
      type: 'adult',
      first_name: 'Ana',
      last_name: fail ? 'SUPPLIERFAIL' : 'Souza',
      gender: 'F',
      birth_date: '1988-04-12',
      document_type: 'cpf',
      document_number: '529.982.247-25',
    };
    const body = {
      prebook_token: token,
      customer_id: pick(team.clients),
      passengers: [passenger],
      contact_email: 'ana@example.com',
      contact_phone: '+55 21 98765-4321',
      payment: payment.body,
    };
    await this.#book(team, 'flight', token, '/api/v1/flights/book', body, payment.method, fail);
  }

  async #book(
    team: SoakTeam,
    kind: 'hotel' | 'flight',
    token: string,
    path: string,
    body: Record<string, any>,
    method: Booked['method'],
    supplierFails = false,
    hotelbeds = false,
  ): Promise<Answer> {
    const op = hotelbeds ? `${kind}s.book (hotelbeds)` : `${kind}s.book`;
    const extra = { ...(supplierFails && { injectedSupplierFailure: true }), ...(hotelbeds && { hotelbeds: true }) };
    // As the README tells integrators: one Idempotency-Key per book, and after no answer or a 5xx
    // (other than the supplier's refusal) the same request again with the same key and API key.
    const sameRequest = { key: pick(team.keys), headers: { 'idempotency-key': randomUUID() } };
    const statuses: number[] = [];
    this.inFlightBooks++;
    let res: Answer;
    try {
      res = await this.#call(op, team, 'POST', path, body, extra, sameRequest);
      statuses.push(res.status);
      // A claim whose instance died answers 409 "still being processed" until it is abandoned (3 minutes).
      const giveUpAt = Date.now() + 240_000;
      while (shouldRepeat(res) && Date.now() < giveUpAt) {
        await sleep(repeatDelayMs(res));
        res = await this.#call(`${op} (repeated, same key)`, team, 'POST', path, body, extra, sameRequest);
        statuses.push(res.status);
      }
    } finally {
      this.inFlightBooks--;
    }
    this.bookOutcomes.push({
      op,
      team: team.name,
      prebookToken: token,
      statuses,
      final: { status: res.status, code: res.body?.code, error: res.error, endedAt: res.endedAt },
    });
    if (res.status !== 201) return res;
    this.tokenUses.set(token, (this.tokenUses.get(token) ?? 0) + 1);
    const booked: Booked = {
      team,
      bookingId: res.body.data.booking.id,
      paymentId: res.body.data.payment.id,
      method,
      kind,
      cancelled: false,
    };
    this.bookings.push(booked);
    // Now and then a client sends the same token again: it must not book twice.
    if (chance(0.05)) {
      this.counts.tokenReplays++;
      const again = await this.#call(`${kind}s.book (token replay)`, team, 'POST', path, body);
      if (again.status === 201) this.tokenUses.set(token, (this.tokenUses.get(token) ?? 0) + 1);
    }
    this.pending.push(this.#gatewayEvents(booked));
    return res;
  }

  /** What the gateway sends for a booking's charge, and when. */
  async #gatewayEvents(booked: Booked) {
    const charge = this.gateway.byReference(booked.paymentId);
    if (!charge) return;
    if (booked.method === 'credit_card') {
      // Asaas confirms a card at capture and reports it received at settlement; sometimes in the other order.
      const outOfOrder = chance(0.3);
      if (outOfOrder) this.counts.outOfOrderSent++;
      const order = outOfOrder ? ['PAYMENT_RECEIVED', 'PAYMENT_CONFIRMED'] : ['PAYMENT_CONFIRMED', 'PAYMENT_RECEIVED'];
      await sleep(500 + Math.random() * 2_000);
      for (const event of order) await this.#sendEvent(booked.team, event, charge.id, booked.paymentId, charge.value, chance(0.3));
      return;
    }
    const r = Math.random();
    if (r < 0.2) {
      this.counts.unpaid++;
      return; // never paid: the PIX expires, a boleto stays open
    }
    const late = booked.method === 'pix' && r < 0.4;
    if (late) {
      // Paid after the PIX expired and the expiry job cancelled the booking: recorded and refunded.
      this.counts.latePayments++;
      await sleep(this.pixTtlMs + 75_000);
    } else {
      await sleep(1_000 + Math.random() * Math.min(8_000, this.pixTtlMs / 2));
    }
    if (!this.gateway.pay(charge.id)) return;
    await this.#sendEvent(booked.team, 'PAYMENT_RECEIVED', charge.id, booked.paymentId, charge.value, chance(0.5));
    // A stale event arriving after the payment: must change nothing.
    if (chance(0.3)) {
      this.counts.outOfOrderSent++;
      await this.#sendEvent(booked.team, 'PAYMENT_CREATED', charge.id, booked.paymentId, charge.value, false);
    }
  }

  /** One gateway event, sent once or twice at the same moment (duplicate delivery, likely to two instances). */
  async #sendEvent(team: SoakTeam, event: string, chargeId: string, paymentId: string, value: number, duplicate: boolean) {
    const sent: SentEvent = { team: team.name, teamId: team.teamId, eventId: `evt_${randomUUID()}`, event, chargeId, statuses: [] };
    this.events.push(sent);
    const rawBody = JSON.stringify({
      id: sent.eventId,
      event,
      payment: { id: chargeId, externalReference: paymentId, value, billingType: 'PIX' },
    });
    const once = async () => {
      // Gateways retry until they get a 2xx: so does the stand-in, a few times.
      for (let attempt = 0; attempt < 5; attempt++) {
        const res = await call(this.lb, 'POST', '/api/webhooks/payments/asaas', {
          rawBody,
          headers: { 'asaas-access-token': team.gatewayToken },
        });
        this.answers.push({
          op: `gateway event ${event}`,
          team: team.name,
          status: res.status,
          code: res.body?.code,
          error: res.error,
          startedAt: res.startedAt,
          endedAt: res.endedAt,
        });
        sent.statuses.push(res.status);
        if (res.status >= 200 && res.status < 300) return;
        await sleep(2_000 * (attempt + 1));
      }
    };
    if (duplicate) this.counts.duplicatesSent++;
    await Promise.all(duplicate ? [once(), once()] : [once()]);
  }

  async #cancelSomething(team: SoakTeam) {
    const candidates = this.bookings.filter((b) => b.team === team && !b.cancelled);
    if (candidates.length === 0) return;
    const booked = pick(candidates);
    booked.cancelled = true;
    this.counts.cancellations++;
    if (chance(0.5)) return this.#cancelWithQuote(team, booked);
    const res = await this.#call('bookings.cancel', team, 'DELETE', `/api/v1/bookings/${booked.bookingId}`);
    if (res.status !== 200) return;
    // A paid booking keeps its money until the agency decides: here the owner refunds it in the panel.
    const detail = await this.#call('bookings.get', team, 'GET', `/api/v1/bookings/${booked.bookingId}`);
    if (detail.status === 200) await this.refundIfPaid(booked);
  }

  /**
   * The integrator's cancellation with the supplier's penalty: quote, then confirm with the quoted refund. One
   * time in three the confirmation is sent twice at once (a double click): the customer is refunded once.
   */
  async #cancelWithQuote(team: SoakTeam, booked: Booked) {
    this.counts.quotedCancellations++;
    const path = `/api/v1/bookings/${booked.bookingId}`;
    const quote = await this.#call('bookings.cancellation-quote', team, 'GET', `${path}/cancellation-quote`);
    const refund = (quote.body?.data as { refund_amount?: number } | undefined)?.refund_amount;
    if (quote.status !== 200 || refund === undefined) return;
    const confirm = () => this.#call('bookings.cancellation', team, 'POST', `${path}/cancellation`, { refund_amount: refund });
    await Promise.all(chance(1 / 3) ? [confirm(), confirm()] : [confirm()]);
  }

  /** The owner's refund in the panel, when the cancelled booking's payment is paid. */
  async refundIfPaid(booked: Booked) {
    this.counts.refundsAsked++;
    const started = Date.now();
    const res = await booked.team.panel.mutate('payments.refund', { bookingId: booked.bookingId });
    // Not paid (pending, closed, already refunded) is a 4xx: expected.
    this.answers.push({
      op: 'panel payments.refund',
      team: booked.team.name,
      status: res.ok ? 200 : res.status,
      code: res.ok ? undefined : (res.error?.data?.code ?? res.error?.message),
      startedAt: started,
      endedAt: Date.now(),
    });
  }

  /** The agents of manual-issuing teams: confirm paid orders at the supplier every few seconds. */
  async panelAgent() {
    while (!this.stopping) {
      for (const team of this.teams.filter((t) => t.manualIssuing)) {
        const started = Date.now();
        const queue = await team.panel.query<{ bookings: { id: string }[] }>('hotels.toConfirmQueue');
        this.answers.push({
          op: 'panel hotels.toConfirmQueue',
          team: team.name,
          status: queue.ok ? 200 : queue.status,
          startedAt: started,
          endedAt: Date.now(),
        });
        if (!queue.ok) continue;
        for (const booking of queue.data.bookings.slice(0, 5)) {
          const at = Date.now();
          const res = await team.panel.mutate('hotels.confirmManual', {
            bookingId: booking.id,
            locator: `HB-${booking.id.slice(0, 6).toUpperCase()}`,
          });
          this.answers.push({
            op: 'panel hotels.confirmManual',
            team: team.name,
            status: res.ok ? 200 : res.status,
            code: res.ok ? undefined : res.error?.data?.code,
            startedAt: at,
            endedAt: Date.now(),
          });
          if (res.ok) this.counts.panelConfirmations++;
        }
      }
      await sleep(3_000);
    }
  }
}

class StepFailed extends Error {}

/** No answer, a 5xx that is not the supplier's refusal, or the first request still running under the key. */
function shouldRepeat(res: Answer): boolean {
  if (res.status === 0) return true;
  if (res.status === 502 && res.body?.code === 'SUPPLIER_ERROR') return false;
  if (res.status === 409 && /still being processed/.test(String(res.body?.error))) return true;
  return res.status >= 500;
}

function repeatDelayMs(res: Answer): number {
  if (res.status === 409) return 15_000;
  const retryAfter = Number(res.headers.get('retry-after'));
  return Number.isFinite(retryAfter) && retryAfter > 0 ? Math.min(retryAfter, 10) * 1000 : 2_000;
}
