import { cityHotels } from './src/hotels/sandbox/catalog';
import { findCity } from './src/hotels/sandbox/cities';
import { priceRates, roomNames } from './src/hotels/sandbox/rates';
import { encodeSearchCode, stayPart } from './src/hotels/sandbox/search-code';
import { formatIsoDate } from './src/lib/dates';
const hotels = cityHotels(findCity('3304557')!);
const stay = { checkInDay: 20522, nights: 5, adults: 2, children: 0, rooms: 1 };
function time(label: string, fn: () => void) { for (let i = 0; i < 20; i++) fn(); const t = performance.now(); for (let i = 0; i < 50; i++) fn(); console.log(label, ((performance.now() - t) / 50).toFixed(2), 'ms'); }
const rates = hotels.map((h) => priceRates(h, stay, 20400));
const cs = stayPart(stay);
let sink = 0;
time('encode', () => { hotels.forEach((h, i) => rates[i]!.forEach((r) => { sink += encodeSearchCode(h.hotelId, r.spec.key, cs).length; })); });
time('roomNames', () => { hotels.forEach((h, i) => rates[i]!.forEach((r) => { sink += roomNames(r.spec, stay, 'pt').length; })); });
time('deadline', () => { hotels.forEach((h, i) => rates[i]!.forEach((r) => { sink += r.deadlineDay === null ? 0 : formatIsoDate(r.deadlineDay).length; })); });
console.log(sink > 0);
