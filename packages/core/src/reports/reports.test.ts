import { PassThrough } from 'node:stream';
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingIn } from '../bookings/test-fixtures';
import {
  bookBody,
  CARD,
  newCustomer,
  panelCaller,
  prebookStay,
  startHotelApi,
  useHotelClock,
  type TestTeam,
} from '../hotels/test-fixtures';
import { expectErrorShape, type RestServer } from '../testing/rest-server';
import { bookingReportBatches, BOOKINGS_SHEET } from './bookings-report';
import { writeCsv } from './write-csv';

let api: RestServer;
let team: TestTeam;
let other: TestTeam;
const clock = useHotelClock();
let customer: { id: string; full_name: string };
let hotelTotal: number;

const BOOKING_HEADERS = BOOKINGS_SHEET.columns.map((c) => c.header);

beforeAll(async () => {
  api = await startHotelApi();
  team = await api.team({ name: 'Mar Azul Viagens' });
  other = await api.team({ name: 'Other Agency' });
  customer = await newCustomer(api, team, 'Ana Souza');
  const bruno = await newCustomer(api, team, 'Bruno Lima');
  clock.travelTo('2030-03-01T02:30:00Z'); // 2030-02-28 23:30 in São Paulo
  await bookingIn(api, team, customer.id, 'completed', { total_amount: 70, title: 'Fevereiro' });
  clock.travelTo('2030-03-04T12:00:00Z');
  await bookingIn(api, team, bruno.id, 'cancelled', { total_amount: 200, type: 'package', title: 'Pacote "Bahia", 5 noites' });
  // A minute later: rows made at one instant would be ordered by their random ids.
  clock.travelTo('2030-03-04T12:01:00Z');
  await bookingIn(api, team, customer.id, 'pending', { total_amount: 300, type: 'experience', title: 'City tour' });
  clock.travelTo('2030-03-05T12:00:00Z');
  const panel = panelCaller(api, team.id, 'agent');
  const made = await panel.bookings.create({
    customer_id: customer.id,
    type: 'package',
    title: 'Pacote Nordeste',
    total_amount: 1234.56,
  } as never);
  await panel.bookings.update({ id: made.id, status: 'confirmed' } as never);
  // A sandbox hotel paid by card (paid payment) and one by PIX (pending payment), a minute apart each.
  clock.travelTo('2030-03-05T12:01:00Z');
  const stay = await prebookStay(api, team);
  const paid = await api.post('/api/v1/hotels/book', {
    key: team.key,
    body: bookBody(stay.prebook_token, customer.id, { method: 'credit_card', credit_card: CARD }),
  });
  expect(paid.status, JSON.stringify(paid.body)).toBe(201);
  hotelTotal = paid.body.data.booking.total_amount;
  clock.travelTo('2030-03-05T12:02:00Z');
  const pixStay = await prebookStay(api, team, 1);
  const pix = await api.post('/api/v1/hotels/book', { key: team.key, body: bookBody(pixStay.prebook_token, customer.id) });
  expect(pix.status, JSON.stringify(pix.body)).toBe(201);
  const theirs = await newCustomer(api, other, 'Outra Cliente');
  await bookingIn(api, other, theirs.id, 'confirmed', { total_amount: 999, title: 'Not ours' });
});
afterAll(async () => {
  await api?.close();
});

async function download(path: string, key = team.key) {
  const res = await fetch(api.url + path, { headers: { authorization: `Bearer ${key}` } });
  return { res, bytes: Buffer.from(await res.arrayBuffer()) };
}

async function csvRows(path: string) {
  const { res, bytes } = await download(path);
  expect(res.status, bytes.toString()).toBe(200);
  expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
  expect(bytes.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
  return parse<Record<string, string>>(bytes, { bom: true, columns: true });
}

describe('GET /api/v1/reports/bookings', () => {
  it("CSV: every booking of the key's team, newest first, with the list's columns; other teams' rows never", async () => {
    const { res, bytes } = await download('/api/v1/reports/bookings?format=csv');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="reservas-2030-03-05.csv"');
    const [headers]: string[][] = parse(bytes, { bom: true, to_line: 1 });
    expect(headers).toEqual(BOOKING_HEADERS);
    const records = await csvRows('/api/v1/reports/bookings');
    expect(records.map((r) => r['Título'])).not.toContain('Not ours');
    expect(records).toHaveLength(6);
    expect(records.map((r) => r.Status)).toEqual(['pending', 'confirmed', 'confirmed', 'pending', 'cancelled', 'completed']);
    const manual = records.find((r) => r['Título'] === 'Pacote Nordeste')!;
    expect(manual).toMatchObject({
      Tipo: 'package',
      Total: '1234.56',
      Moeda: 'BRL',
      Cliente: 'Ana Souza',
      Agente: 'Agent Ana',
      Fornecedor: '',
      Markup: '0.00',
    });
    expect(manual['Número']).toMatch(/^BK-2030-\d{6}$/);
    expect(manual['Criada em']).toBe('2030-03-05T12:00:00.000Z');
    const hotel = records.find((r) => r.Status === 'confirmed' && r.Tipo === 'hotel')!;
    expect(hotel).toMatchObject({ Fornecedor: 'sandbox', Agente: 'API', Total: hotelTotal.toFixed(2) });
    expect(Number(hotel.Markup)).toBeGreaterThan(0);
    // Quotes, commas and accents survive the round trip.
    expect(records.map((r) => r['Título'])).toContain('Pacote "Bahia", 5 noites');
  });

  it('filters as the bookings list does (status, type, customer_id, start dates) and by the São Paulo days the bookings were made', async () => {
    expect((await csvRows('/api/v1/reports/bookings?status=confirmed')).map((r) => r.Status)).toEqual(['confirmed', 'confirmed']);
    expect((await csvRows('/api/v1/reports/bookings?type=experience')).map((r) => r['Título'])).toEqual(['City tour']);
    const bruno = await csvRows(
      '/api/v1/reports/bookings?customer_id=' + (await api.db.client.findFirstOrThrow({ where: { fullName: 'Bruno Lima' } })).id,
    );
    expect(bruno.map((r) => r.Cliente)).toEqual(['Bruno Lima']);
    expect((await csvRows('/api/v1/reports/bookings?created_from=2030-02-28&created_to=2030-02-28')).map((r) => r['Título'])).toEqual([
      'Fevereiro',
    ]);
    expect(await csvRows('/api/v1/reports/bookings?created_from=2030-03-01&created_to=2030-03-03')).toEqual([]);
    expect(await csvRows('/api/v1/reports/bookings?start_date_from=2031-01-01')).toEqual([]);
  });

  it('XLSX: the same rows as typed cells (numbers, dates in São Paulo time), read back with exceljs', async () => {
    const { res, bytes } = await download('/api/v1/reports/bookings?format=xlsx&status=confirmed');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="reservas-2030-03-05.xlsx"');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(bytes as never);
    const sheet = workbook.getWorksheet('reservas')!;
    expect(sheet.rowCount).toBe(3);
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(BOOKING_HEADERS);
    const byHeader = (row: number) => Object.fromEntries(BOOKING_HEADERS.map((h, i) => [h, sheet.getRow(row).getCell(i + 1)]));
    const manual = [2, 3].map(byHeader).find((r) => r['Título']!.value === 'Pacote Nordeste')!;
    expect(manual.Total!.value).toBe(1234.56);
    expect(manual.Total!.numFmt).toBe('#,##0.00');
    // 12:00 UTC is 09:00 in São Paulo.
    expect(manual['Criada em']!.value).toEqual(new Date('2030-03-05T09:00:00Z'));
    expect(manual['Criada em']!.numFmt).toBe('dd/mm/yyyy hh:mm');
    expect(manual.Agente!.value).toBe('Agent Ana');
  });

  it('400 VALIDATION_ERROR in the envelope for a bad filter or format; 401 without a key; 405 for POST', async () => {
    for (const [query, message] of [
      ['?format=pdf', 'Validation error: format: Invalid option: expected one of "csv"|"xlsx"'],
      ['?status=lost', 'Validation error: status: Invalid option: expected one of "pending"|"confirmed"|"cancelled"|"completed"'],
      ['?customer_id=42', 'Validation error: customer_id: must be a UUID'],
      ['?created_from=2030-03-05&created_to=2030-03-01', 'Validation error: created_to: must not be before created_from'],
      ['?start_date_from=2030-02-30', 'Validation error: start_date_from: must be a real date'],
    ] as const) {
      const res = await api.get(`/api/v1/reports/bookings${query}`, { key: team.key });
      expect(res.status, query).toBe(400);
      expectErrorShape(res.body, 'VALIDATION_ERROR');
      expect(res.body.error).toBe(message);
    }
    const anonymous = await api.get('/api/v1/reports/bookings');
    expect(anonymous.status).toBe(401);
    expectErrorShape(anonymous.body, 'UNAUTHORIZED');
    const post = await api.post('/api/v1/reports/payments', { key: team.key, body: {} });
    expect(post.status).toBe(405);
    expect(post.headers.get('allow')).toBe('GET');
    expectErrorShape(post.body, 'METHOD_NOT_ALLOWED');
  });

  it("gives the team's export lease back before the last byte: the next export, asked at once, is never refused", async () => {
    // The release raced the client: often enough, 20 back-to-back downloads catch a lease still held.
    for (const format of Array.from({ length: 20 }, (_, i) => (i % 2 ? 'xlsx' : 'csv'))) {
      const { res } = await download(`/api/v1/reports/bookings?format=${format}`);
      expect(res.status).toBe(200);
      const leases = await api.db.$queryRaw<
        { n: number }[]
      >`SELECT count(*)::int AS n FROM report_export_leases WHERE team_id = ${team.id}::uuid`;
      expect(leases[0]!.n).toBe(0);
    }
  });

  it('counts against the team rate limit and says so in the X-RateLimit headers', async () => {
    const { res } = await download('/api/v1/reports/bookings?status=pending');
    expect(Number(res.headers.get('x-ratelimit-limit'))).toBeGreaterThan(0);
    expect(res.headers.get('x-ratelimit-remaining')).not.toBeNull();
  });
});

describe('GET /api/v1/reports/payments', () => {
  it('every payment of the team with its booking, filtered by status and method; never card data', async () => {
    const all = await csvRows('/api/v1/reports/payments');
    expect(all.map((r) => [r.Forma, r.Status])).toEqual([
      ['pix', 'pending'],
      ['credit_card', 'paid'],
    ]);
    expect(all[1]).toMatchObject({
      Valor: hotelTotal.toFixed(2),
      Moeda: 'BRL',
      Cliente: 'Ana Souza',
      'Tipo da reserva': 'hotel',
      Parcelas: '1',
    });
    expect(all[1]!['Pago em']).toBe('2030-03-05T12:01:00.000Z');
    expect((await csvRows('/api/v1/reports/payments?status=paid')).map((r) => r.Forma)).toEqual(['credit_card']);
    expect((await csvRows('/api/v1/reports/payments?method=pix')).map((r) => r.Status)).toEqual(['pending']);
    const { bytes } = await download('/api/v1/reports/payments?format=xlsx');
    const text = (await download('/api/v1/reports/payments')).bytes.toString();
    const card = await api.db.payment.findFirstOrThrow({ where: { teamId: team.id, method: 'credit_card' } });
    expect(card.cardBrand?.toLowerCase()).toBe('visa');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(bytes as never);
    const cells: string[] = [];
    workbook.getWorksheet('pagamentos')!.eachRow((row) => cells.push(JSON.stringify(row.values)));
    expect(cells).toHaveLength(3);
    for (const file of [text, cells.join('\n')]) {
      expect(file).not.toMatch(/4111 ?1111|ANA SOUZA/);
      expect(file).not.toMatch(/\bvisa\b/i);
    }
    const other_ = await download('/api/v1/reports/payments', other.key);
    expect(parse(other_.bytes, { bom: true, columns: true })).toEqual([]);
  });
});

describe('streaming', () => {
  it('rows are read in batches as the reader takes them: the first bytes come after one batch, and an unread export stops reading', async () => {
    const big = await api.team({ name: 'Big Agency' });
    const client = await newCustomer(api, big, 'Bulk Customer');
    await api.db.$executeRawUnsafe(
      `INSERT INTO bookings (id, team_id, booking_number, locator, type, status, title, total_cents, customer_id, created_at, updated_at)
       SELECT gen_random_uuid(), $1::uuid, 'BK-2030-' || lpad(i::text, 6, '0'), 'L' || i, 'hotel', 'confirmed', 'Bulk ' || i, 10000 + i, $2::uuid,
              timestamptz '2030-03-01' + (i || ' seconds')::interval, now()
       FROM generate_series(1, 20000) AS i`,
      big.id,
      client.id,
    );
    let pulled = 0;
    async function* counted() {
      for await (const batch of bookingReportBatches(api.db, big.id, { format: 'csv' })) {
        pulled += 1;
        yield batch;
      }
    }
    const sink = new PassThrough();
    const written = writeCsv(sink, BOOKINGS_SHEET, counted());
    await new Promise((resolve) => sink.once('readable', resolve));
    expect(pulled).toBe(1);
    // Nobody reads: the writer waits for the reader instead of loading the other 19 batches.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(pulled).toBeLessThan(5);
    const chunks: Buffer[] = [];
    for await (const chunk of sink) chunks.push(chunk as Buffer);
    await written;
    expect(pulled).toBe(20);
    const rows = parse<Record<string, string>>(Buffer.concat(chunks), { bom: true, columns: true });
    expect(rows).toHaveLength(20_000);
    expect(rows[0]!['Título']).toBe('Bulk 20000');
    expect(rows.at(-1)!['Título']).toBe('Bulk 1');
    expect(new Set(rows.map((r) => r['Número'])).size).toBe(20_000);
  });
});
