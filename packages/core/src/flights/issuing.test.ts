import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RestServer } from '../testing/rest-server';
import {
  ADULT,
  apiErrorOf,
  bookBody,
  bookingDetail,
  CARD,
  newCustomer,
  OUTBOUND,
  panelCaller,
  paySandbox,
  prebookFlight,
  startFlightApi,
  useFlightClock,
  type TestTeam,
} from './test-fixtures';

let api: RestServer;
let team: TestTeam;
let customer: { id: string; full_name: string };
const clock = useFlightClock();
const later = () => clock.travelTo(new Date(clock.now().getTime() + 1000));

beforeAll(async () => {
  api = await startFlightApi();
  team = await api.team();
  customer = await newCustomer(api, team, 'Ana Souza');
});
afterAll(() => api.close());

const OFFLINE = { provider: 'offline_supplier' };

async function bookFlight(
  search: Record<string, unknown>,
  payment: Record<string, unknown>,
  forTeam = team,
  client: { id: string } = customer,
) {
  const flight = await prebookFlight(api, forTeam, search);
  const res = await api.post('/api/v1/flights/book', { key: forTeam.key, body: bookBody(flight.prebook_token, client.id, payment) });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data as {
    booking: { id: string; booking_number: string; status: string; external_locator: string | null };
    payment: { id: string };
  };
}

describe('payment webhook for flight bookings', () => {
  it.each(['pix', 'boleto'])(
    'online supplier, %s: paying through the sandbox confirms the booking; the airline locator stays',
    async (method) => {
      const { booking, payment } = await bookFlight({}, { method });
      const paid = await paySandbox(api, team, payment.id);
      expect(paid.payment).toMatchObject({ id: payment.id, status: 'paid' });
      expect(paid.booking).toMatchObject({
        id: booking.id,
        status: 'confirmed',
        supplier: { mode: 'automatic', status: 'issued', locator: booking.external_locator },
      });
      const detail = await bookingDetail(api, team, booking.id);
      expect(detail.status).toBe('confirmed');
      expect(detail.external_locator).toBe(booking.external_locator);
      expect(detail.status_history.at(-1)).toMatchObject({
        from: 'pending',
        to: 'confirmed',
        actor: { type: 'system', name: 'Payment gateway' },
      });
    },
  );

  it('offline supplier, pix: once paid the booking is confirmed and awaiting_issue (nothing is issued automatically)', async () => {
    const { booking, payment } = await bookFlight(OFFLINE, { method: 'pix' });
    const paid = await paySandbox(api, team, payment.id);
    expect(paid.booking).toMatchObject({ status: 'confirmed', supplier: { mode: 'manual', status: 'awaiting_issue', locator: null } });
    expect((await bookingDetail(api, team, booking.id)).external_locator).toBeNull();
  });
});

describe('panel: flights.toIssueQueue', () => {
  it('lists offline bookings not yet issued (paid or awaiting payment), newest first, with passengers and flight', async () => {
    const unpaid = await bookFlight(OFFLINE, { method: 'pix' });
    later();
    const paid = await bookFlight(OFFLINE, { method: 'credit_card', credit_card: CARD });
    const online = await bookFlight({}, { method: 'credit_card', credit_card: CARD });
    const { bookings } = await panelCaller(api, team.id).flights.toIssueQueue();
    const ids = bookings.map((b) => b.id);
    expect(ids).toContain(unpaid.booking.id);
    expect(ids).toContain(paid.booking.id);
    expect(ids).not.toContain(online.booking.id);
    expect(ids.indexOf(paid.booking.id)).toBeLessThan(ids.indexOf(unpaid.booking.id));
    const entry = bookings.find((b) => b.id === paid.booking.id)!;
    expect(Object.keys(entry).sort()).toEqual(
      [
        'booking_number',
        'created_at',
        'currency',
        'customer',
        'end_date',
        'flight',
        'id',
        'issue_problem',
        'passengers',
        'payment_status',
        'start_date',
        'status',
        'title',
        'total_amount',
      ].sort(),
    );
    expect(entry).toMatchObject({
      issue_problem: null,
      booking_number: paid.booking.booking_number,
      title: 'GRU -> GIG',
      status: 'confirmed',
      customer: { id: customer.id, name: 'Ana Souza' },
      currency: 'BRL',
      start_date: OUTBOUND,
      payment_status: 'paid',
      passengers: [
        { name: 'Ana Souza', type: 'adult', birth_date: ADULT.birth_date, document_type: 'cpf', document_number: '52998224725' },
      ],
      flight: {
        provider: 'offline_supplier',
        origin: 'GRU',
        destination: 'GIG',
        departure_date: OUTBOUND,
        return_date: null,
        cabin_class: 'economy',
      },
    });
    const segment = entry.flight.itineraries[0]!.segments[0]!;
    expect(Object.keys(segment).sort()).toEqual(['airline', 'arrival', 'departure', 'flightNumber']);
    expect(bookings.find((b) => b.id === unpaid.booking.id)).toMatchObject({ status: 'pending', payment_status: 'pending' });
  });

  it("is the team's own: another team's bookings are not listed", async () => {
    const other = await api.team({ name: 'Other agency' });
    const theirClient = await newCustomer(api, other);
    const theirs = await bookFlight(OFFLINE, { method: 'credit_card', credit_card: CARD }, other, theirClient);
    const { bookings } = await panelCaller(api, team.id).flights.toIssueQueue();
    expect(bookings.map((b) => b.id)).not.toContain(theirs.booking.id);
  });
});

describe('panel: flights.issueOffline', () => {
  it('the agent enters the airline locator: external_locator set, supplier issued, history notes who and which locator', async () => {
    const { booking } = await bookFlight(OFFLINE, { method: 'credit_card', credit_card: CARD });
    const result = await panelCaller(api, team.id).flights.issueOffline({ booking_id: booking.id, external_locator: '  xyz12a ' });
    expect(result).toEqual({ id: booking.id, booking_number: booking.booking_number, status: 'confirmed', external_locator: 'XYZ12A' });
    const detail = await bookingDetail(api, team, booking.id);
    expect(detail.external_locator).toBe('XYZ12A');
    expect(detail.status).toBe('confirmed');
    expect(detail.metadata.supplier).toEqual({ mode: 'manual', status: 'issued', locator: 'XYZ12A' });
    expect(detail.status_history.at(-1)).toMatchObject({
      actor: { type: 'agent', name: 'Agent Ana' },
      note: 'Issued by Agent Ana with locator XYZ12A',
    });
    const { bookings } = await panelCaller(api, team.id).flights.toIssueQueue();
    expect(bookings.map((b) => b.id)).not.toContain(booking.id);
  });

  it('already issued: 400 "Booking already issued"; unpaid: 400 "Payment not received yet"', async () => {
    const { booking } = await bookFlight(OFFLINE, { method: 'credit_card', credit_card: CARD });
    const panel = panelCaller(api, team.id);
    await panel.flights.issueOffline({ booking_id: booking.id, external_locator: 'ABC123' });
    expect(await apiErrorOf(panel.flights.issueOffline({ booking_id: booking.id, external_locator: 'ABC124' }))).toMatchObject({
      status: 400,
      message: 'Booking already issued',
    });
    const unpaid = await bookFlight(OFFLINE, { method: 'pix' });
    expect(await apiErrorOf(panel.flights.issueOffline({ booking_id: unpaid.booking.id, external_locator: 'ABC125' }))).toMatchObject({
      status: 400,
      message: 'Payment not received yet',
    });
  });

  it('online-supplier bookings are not issued by hand (400); a bad locator is a validation error', async () => {
    const online = await bookFlight({}, { method: 'credit_card', credit_card: CARD });
    const panel = panelCaller(api, team.id);
    expect(await apiErrorOf(panel.flights.issueOffline({ booking_id: online.booking.id, external_locator: 'ABC123' }))).toMatchObject({
      status: 400,
    });
    for (const locator of ['AB1', 'ABCDEFGHI', 'AB-123']) {
      expect(await apiErrorOf(panel.flights.issueOffline({ booking_id: online.booking.id, external_locator: locator }))).toMatchObject({
        status: 400,
        code: 'VALIDATION_ERROR',
      });
    }
  });

  it("unknown or another team's booking is 404", async () => {
    const other = await api.team({ name: 'Fourth agency' });
    const theirClient = await newCustomer(api, other);
    const theirs = await bookFlight(OFFLINE, { method: 'credit_card', credit_card: CARD }, other, theirClient);
    const panel = panelCaller(api, team.id);
    expect(await apiErrorOf(panel.flights.issueOffline({ booking_id: theirs.booking.id, external_locator: 'ABC123' }))).toMatchObject({
      status: 404,
    });
    expect(
      await apiErrorOf(panel.flights.issueOffline({ booking_id: '00000000-0000-4000-8000-000000000000', external_locator: 'ABC123' })),
    ).toMatchObject({
      status: 404,
    });
  });

  it('starter teams have no flight panel procedures (403 PLAN_REQUIRED)', async () => {
    const starter = await api.team({ plan: 'starter', name: 'Starter agency' });
    expect(await apiErrorOf(panelCaller(api, starter.id).flights.toIssueQueue())).toMatchObject({ status: 403, code: 'PLAN_REQUIRED' });
  });
});
