import { checksum } from './src/lib/prng';
import { formatIsoDate } from './src/lib/dates';
import { centsToReais } from './src/lib/money';
function time(label: string, fn: () => void) { for (let i = 0; i < 20; i++) fn(); const t = performance.now(); for (let i = 0; i < 50; i++) fn(); console.log(label, ((performance.now() - t) / 50).toFixed(3), 'ms per 3400'); }
const ids = Array.from({ length: 300 }, (_, i) => `3304557${String(i).padStart(4, '0')}`);
let sink = 0;
time('checksum', () => { for (let i = 0; i < 3400; i++) sink += checksum(`${ids[i % 300]}-0BBr-20260310-5-2-0-1`).length; });
time('concat', () => { for (let i = 0; i < 3400; i++) sink += (`${ids[i % 300]}-0BBr-20260310-5-2-0-1`).length; });
time('formatIsoDate', () => { for (let i = 0; i < 3400; i++) sink += formatIsoDate(20500 + (i % 30)).length; });
time('centsToReais', () => { for (let i = 0; i < 3400; i++) sink += centsToReais(i * 1234); });
time('objects', () => { const a = []; for (let i = 0; i < 3400; i++) a.push({ a: ids[i % 300], b: 'BB', c: ['x'], d: i / 100, e: 'BRL', f: false, g: null }); sink += a.length; });
console.log(sink > 0);
