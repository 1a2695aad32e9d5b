import { createSandboxOnlineFlightSupplier, createSandboxOfflineFlightSupplier } from './src/flights/sandbox/supplier';
const now = () => new Date('2026-01-15T12:00:00Z');
const on = createSandboxOnlineFlightSupplier({ now });
const creds = { credentials: { username: 'sandbox', password: 'sandbox' } };
let t = performance.now();
const r = await on.search({ origin: 'GRU', destination: 'LIS', departureDate: '2026-03-10', returnDate: '2026-03-20', adults: 2, children: 1, infants: 0 }, creds);
console.log('GRU-LIS RT ms', performance.now() - t, 'groups', r.flightGroups.length);
t = performance.now();
await on.search({ origin: 'GRU', destination: 'LIS', departureDate: '2026-03-11', returnDate: '2026-03-21', adults: 1, children: 0, infants: 0 }, creds);
console.log('2nd ms', performance.now() - t);
for (const g of r.flightGroups.slice(0, 12)) {
  console.log(g.id, g.offers.map((o) => `${o.fareClass}:${o.price.total}(${o.price.base}+${o.price.taxes}+${o.price.commission})`).join(' | '));
  for (const it of g.flightInfo.itineraries) console.log('   ', it.stops, it.duration, it.segments.map((s) => `${s.flightNumber} ${s.departure.airportCode} ${s.departure.dateTime} -> ${s.arrival.airportCode} ${s.arrival.dateTime} (${s.duration})`).join(' ; '));
}
console.log(JSON.stringify(r.flightGroups[0]!.offers[0], null, 1));
const airlines = new Set(r.flightGroups.map((g) => g.flightInfo.itineraries[0]!.segments[0]!.airline.code)); console.log([...airlines]);
for (const [o, d] of [['GRU', 'GIG'], ['JJD', 'LIS'], ['FLN', 'MCO'], ['IGU', 'SSA'], ['CGH', 'SDU'], ['BPS', 'CDG'], ['GIG', 'JFK'], ['POA', 'EZE'], ['GRU', 'NRT'], ['MAO', 'FEN']]) {
  t = performance.now();
  const x = await on.search({ origin: o!, destination: d!, departureDate: '2026-04-14', adults: 1, children: 0, infants: 0 }, creds);
  const g = x.flightGroups[0];
  console.log(o, d, (performance.now() - t).toFixed(1), 'ms', x.flightGroups.length, g && g.offers[0]!.price.total, g && g.flightInfo.itineraries[0]!.segments.map((s) => `${s.flightNumber}:${s.departure.airportCode}${s.departure.dateTime.slice(11, 16)}-${s.arrival.airportCode}${s.arrival.dateTime.slice(11, 16)}`).join(' '));
}
const off = createSandboxOfflineFlightSupplier({ now });
const ro = await off.search({ origin: 'GRU', destination: 'LIS', departureDate: '2026-03-10', returnDate: '2026-03-20', adults: 2, children: 1, infants: 0 }, {});
console.log(ro.flightGroups[0]!.offers[0]!.price);
const offer = r.flightGroups[0]!.offers[0]!;
const pax = [
  { type: 'adult' as const, firstName: 'Ana', lastName: 'Silva', birthDate: '1990-01-01', documentType: 'cpf' as const, documentNumber: '1' },
  { type: 'adult' as const, firstName: 'Bruno', lastName: 'Silva', birthDate: '1990-01-01', documentType: 'cpf' as const, documentNumber: '2' },
  { type: 'child' as const, firstName: 'Caio', lastName: 'Silva', birthDate: '2018-01-01', documentType: 'cpf' as const, documentNumber: '3' },
];
console.log(await on.book({ offer, passengers: pax, contact: { email: 'a@b.c', phone: '1' } }, creds));
