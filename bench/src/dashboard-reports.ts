import { request } from 'node:http';
import type { Target } from './measure';
import { memoryOf } from './processes';

/** `GET /api/v1/dashboard` over the last 30 days: every bench booking falls in it. */
export function dashboardTarget(baseUrl: string, headers: Record<string, string>, bookings: number): Target {
  const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  return {
    name: `GET /api/v1/dashboard last 30 days (${bookings / 1000}k bookings)`,
    url: `${baseUrl}/api/v1/dashboard?from=${day(-29)}&to=${day(1)}`,
    headers,
  };
}

export interface ExportRun {
  format: 'csv' | 'xlsx';
  rows: number;
  megabytes: number;
  seconds: number;
  rssBeforeMb: number;
  /** The server's highest resident memory sampled while it streamed the file. */
  rssPeakMb: number;
}

/**
 * Downloads the whole bookings report once per format while sampling the server's RSS every 20 ms:
 * a streamed export keeps it near its idle size whatever the row count.
 */
export async function measureExports(baseUrl: string, key: string, pid: number, rows: number): Promise<ExportRun[]> {
  const runs: ExportRun[] = [];
  for (const format of ['csv', 'xlsx'] as const) {
    const rssBeforeMb = memoryOf(pid).rssMb;
    let rssPeakMb = rssBeforeMb;
    const sampler = setInterval(() => {
      rssPeakMb = Math.max(rssPeakMb, memoryOf(pid).rssMb);
    }, 20);
    const started = process.hrtime.bigint();
    const bytes = await new Promise<number>((resolve, reject) => {
      const req = request(`${baseUrl}/api/v1/reports/bookings?format=${format}`, { headers: { authorization: `Bearer ${key}` } }, (res) => {
        if (res.statusCode !== 200) reject(new Error(`export ${format}: HTTP ${res.statusCode}`));
        let total = 0;
        res.on('data', (chunk: Buffer) => (total += chunk.length));
        res.on('end', () => resolve(total));
        res.on('error', reject);
      });
      req.on('error', reject);
      req.end();
    });
    clearInterval(sampler);
    rssPeakMb = Math.max(rssPeakMb, memoryOf(pid).rssMb);
    runs.push({
      format,
      rows,
      megabytes: bytes / 1024 / 1024,
      seconds: Number(process.hrtime.bigint() - started) / 1e9,
      rssBeforeMb,
      rssPeakMb,
    });
  }
  return runs;
}

export function reportExports(runs: ExportRun[]) {
  if (runs.length === 0) return;
  console.log('\nStreamed export of every bench booking (GET /api/v1/reports/bookings), server RSS sampled every 20 ms');
  console.log('\n| format | rows | MB sent | seconds | rows/s | RSS before MB | peak RSS during MB | growth MB |');
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|');
  for (const r of runs) {
    console.log(
      `| ${r.format} | ${r.rows} | ${r.megabytes.toFixed(1)} | ${r.seconds.toFixed(1)} | ${(r.rows / r.seconds).toFixed(0)} | ${r.rssBeforeMb.toFixed(0)} | ${r.rssPeakMb.toFixed(0)} | ${(r.rssPeakMb - r.rssBeforeMb).toFixed(0)} |`,
    );
  }
}
