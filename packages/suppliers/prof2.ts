import { cityHotels } from './src/hotels/sandbox/catalog';
import { findCity } from './src/hotels/sandbox/cities';
import { priceRates, toOffer } from './src/hotels/sandbox/rates';
import { stayPart } from './src/hotels/sandbox/search-code';
import { nightlyBase } from './src/hotels/sandbox/pricing';
const hotels = cityHotels(findCity('3304557')!);
const stay = { checkInDay: 20522, nights: 5, adults: 2, children: 0, rooms: 1 };
function time(label: string, fn: () => void) { for (let i = 0; i < 20; i++) fn(); const t = performance.now(); for (let i = 0; i < 50; i++) fn(); console.log(label, ((performance.now() - t) / 50).toFixed(2), 'ms'); }
time('nightlyBase', () => { for (const h of hotels) nightlyBase(h, stay); });
time('priceRates', () => { for (const h of hotels) priceRates(h, stay, 20400); });
const rates = hotels.map((h) => priceRates(h, stay, 20400));
const cs = stayPart(stay);
time('toOffer', () => { hotels.forEach((h, i) => rates[i]!.map((r) => toOffer(h, r, stay, 'pt', cs))); });
