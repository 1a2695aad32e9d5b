import { readdirSync, readFileSync } from 'node:fs';
import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import { describe, expect, it, vi } from 'vitest';
import { BOOKINGS_SHEET, type BookingReportRow } from './bookings-report';
import { writeXlsx } from './write-xlsx';
import { largestUnzippedBacklog, xlsxWorkerRunning, xlsxWorkersStarted } from './xlsx-workbooks';

/** `count` bookings of one agency, from memory: titles name the agency, so a row in another's file shows. */
async function* bookingsOf(agency: string, count: number, perBatch = 500): AsyncGenerator<BookingReportRow[]> {
  for (let start = 0; start < count; start += perBatch) {
    await new Promise((resolve) => setImmediate(resolve));
    yield Array.from({ length: Math.min(perBatch, count - start) }, (_, i) => booking(agency, start + i));
  }
}

// The worker runs at a lower CPU priority (nice 10): a busy machine, as a parallel test run is, slows it down.
const XLSX_TEST_MS = 120_000;

function booking(agency: string, i: number): BookingReportRow {
  return {
    id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
    created_at: new Date(Date.UTC(2030, 2, 1) + i * 1000),
    booking_number: `BK-2030-${String(i).padStart(6, '0')}`,
    locator: `L${i}`,
    external_locator: null,
    type: 'hotel',
    status: 'confirmed',
    title: `${agency} ${i}`,
    start_date: '2030-04-01',
    end_date: '2030-04-04',
    total_cents: 100_000 + i,
    currency: 'BRL',
    supplier: 'sandbox',
    markup_cents: 9_000,
    du_cents: 0,
    customer_name: 'Ana Souza',
    customer_email: 'ana@example.com',
    agent_name: null,
    agent_user_id: null,
  };
}

/** The sink's bytes once written; `cutAfter` hangs up after that many bytes, as a reader that leaves. */
function collected(sink: PassThrough, cutAfter = Infinity): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let bytes = 0;
  return new Promise((resolve) => {
    sink.on('data', (chunk: Buffer) => {
      chunks.push(chunk);
      bytes += chunk.length;
      if (bytes > cutAfter) sink.destroy();
    });
    sink.on('end', () => resolve(Buffer.concat(chunks)));
    sink.on('close', () => resolve(Buffer.concat(chunks)));
  });
}

async function titlesIn(file: Buffer): Promise<string[]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(file as never);
  const sheet = workbook.getWorksheet('reservas')!;
  const titles: string[] = [];
  sheet.eachRow((row, n) => {
    if (n > 1) titles.push(row.getCell(7).text);
  });
  return titles;
}

describe('the XLSX worker thread, shared by every export of the instance', () => {
  it(
    'four exports at once are written by one thread, each file whole with its own rows only; the thread stops once they end',
    async () => {
      const started = xlsxWorkersStarted();
      const agencies = ['Alfa', 'Bravo', 'Charlie', 'Delta'];
      const files = await Promise.all(
        agencies.map(async (agency, n) => {
          const sink = new PassThrough();
          const bytes = collected(sink);
          await writeXlsx(sink, BOOKINGS_SHEET, bookingsOf(agency, 2_000 + n * 500));
          return bytes;
        }),
      );
      // Four workers (one per export) took four cores' worth of CPU and four heaps from the instance.
      expect(xlsxWorkersStarted() - started).toBe(1);
      await vi.waitFor(() => expect(xlsxWorkerRunning()).toBe(false));
      for (const [n, agency] of agencies.entries()) {
        const titles = await titlesIn(files[n]!);
        expect(titles).toHaveLength(2_000 + n * 500);
        expect(titles.every((t) => t.startsWith(`${agency} `))).toBe(true);
        expect(titles.at(-1)).toBe(`${agency} ${2_000 + n * 500 - 1}`);
      }
    },
    XLSX_TEST_MS,
  );

  it(
    'a reader hanging up drops its workbook and stops its rows; the exports beside it finish whole',
    async () => {
      let pulled = 0;
      async function* counted() {
        for await (const batch of bookingsOf('Left', 50_000)) {
          pulled += 1;
          yield batch;
        }
      }
      const leaving = new PassThrough();
      const cut = collected(leaving, 20_000);
      const staying = new PassThrough();
      const whole = collected(staying);
      const [left, stayed] = await Promise.allSettled([
        writeXlsx(leaving, BOOKINGS_SHEET, counted()),
        writeXlsx(staying, BOOKINGS_SHEET, bookingsOf('Stays', 3_000)),
      ]);
      expect(left.status).toBe('rejected');
      expect(stayed.status).toBe('fulfilled');
      await cut;
      // 100 batches were there to read: the export stopped a few after its reader left.
      expect(pulled).toBeLessThan(30);
      expect(await titlesIn(await whole)).toHaveLength(3_000);
      await vi.waitFor(() => expect(xlsxWorkerRunning()).toBe(false));
    },
    XLSX_TEST_MS,
  );

  it(
    "waits for each batch's XML to be zipped before taking the next: an export holds about one batch, not its sheet",
    async () => {
      const sink = new PassThrough();
      const bytes = collected(sink);
      await writeXlsx(sink, BOOKINGS_SHEET, bookingsOf('Zip', 20_000, 1_000));
      expect((await titlesIn(await bytes)).length).toBe(20_000);
      // One batch of 1,000 rows is about 0.7 MB of XML; unchecked, the 20,000 rows' 14 MB waited for
      // zlib (140 MB for the bench's 200k).
      expect(largestUnzippedBacklog()).toBeGreaterThanOrEqual(0);
      expect(largestUnzippedBacklog()).toBeLessThan(1.5 * 1024 * 1024);
    },
    XLSX_TEST_MS,
  );

  it(
    "runs at a lower CPU priority than the instance's other threads (Linux: nice 10 on that thread only)",
    async () => {
      /** The nice value of each thread of this process (/proc/self/task/<tid>/stat, field 19). */
      const niceOfThreads = () =>
        readdirSync('/proc/self/task').map((tid) => {
          const stat = readFileSync(`/proc/self/task/${tid}/stat`, 'utf8');
          return { tid: Number(tid), nice: Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16]) };
        });
      const sink = new PassThrough();
      const bytes = collected(sink);
      let during: { tid: number; nice: number }[] = [];
      async function* watched() {
        for await (const batch of bookingsOf('Nice', 3_000)) {
          during = niceOfThreads();
          yield batch;
        }
      }
      await writeXlsx(sink, BOOKINGS_SHEET, watched());
      await bytes;
      expect(during.filter((t) => t.nice === 10)).toHaveLength(1);
      expect(during.find((t) => t.tid === process.pid)?.nice).toBe(0);
    },
    XLSX_TEST_MS,
  );

  it(
    'exports one after another each get a whole file: the stopping worker never fails the next one',
    async () => {
      const started = xlsxWorkersStarted();
      const files: Promise<Buffer>[] = [];
      for (let n = 0; n < 3; n++) {
        const sink = new PassThrough();
        files.push(collected(sink));
        // Started as soon as the last one ends, while its worker is still being stopped.
        await writeXlsx(sink, BOOKINGS_SHEET, bookingsOf(`Next${n}`, 600));
      }
      for (const file of files) expect(await titlesIn(await file)).toHaveLength(600);
      expect(xlsxWorkersStarted() - started).toBe(3);
    },
    XLSX_TEST_MS,
  );
});
