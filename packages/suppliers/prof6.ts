import { createSandboxOnlineFlightSupplier } from './src/flights/sandbox/supplier';
const on = createSandboxOnlineFlightSupplier({ now: () => new Date('2026-01-15T12:00:00Z') });
const creds = { credentials: { username: 'sandbox', password: 'sandbox' } };
const times: number[] = [];
for (let i = 0; i < 40; i++) {
  const t = performance.now();
  await on.search({ origin: 'GRU', destination: 'LIS', departureDate: `2026-03-${String(1 + (i % 28)).padStart(2, '0')}`, returnDate: '2026-04-20', adults: 1, children: 0, infants: 0 }, creds);
  times.push(performance.now() - t);
}
console.log(times.map((t) => t.toFixed(1)).join(' '));
