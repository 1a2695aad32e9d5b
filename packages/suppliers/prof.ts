import { createSandboxHotelSupplier } from './src/hotels/sandbox/supplier';
import { formatIsoDate, parseIsoDate } from './src/lib/dates';
const s = createSandboxHotelSupplier({ now: () => new Date('2026-01-15T12:00:00Z') });
const creds = { username: 'sandbox', password: 'sandbox' };
const times: number[] = [];
const start = parseIsoDate('2026-02-01')!;
for (let i = 0; i < 200; i++) {
  const t = performance.now();
  const ci = start + i;
  await s.search({ cityCode: '3304557', checkIn: formatIsoDate(ci), checkOut: formatIsoDate(ci + 3 + (i % 5)), adults: 2, children: 0, rooms: 1, nationality: 'BR' }, { credentials: creds });
  times.push(performance.now() - t);
}
console.log('first', times[0], 'median after warmup', times.slice(20).sort((a, b) => a - b)[90]);
const t = performance.now(); for (let i = 0; i < 1000; i++) await s.search({ cityCode: '3304557', checkIn: '2026-03-10', checkOut: '2026-03-15', adults: 2, children: 0, rooms: 1, nationality: 'BR' }, { credentials: creds });
console.log('cached', (performance.now() - t) / 1000);
