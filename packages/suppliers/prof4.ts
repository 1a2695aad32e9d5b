import { hashString } from './src/lib/prng';
function time(label: string, fn: () => void) { for (let i = 0; i < 20; i++) fn(); const t = performance.now(); for (let i = 0; i < 50; i++) fn(); console.log(label, ((performance.now() - t) / 50).toFixed(3), 'ms per 3400'); }
const strs = Array.from({ length: 3400 }, (_, i) => `sbx:3304557${String(i % 300).padStart(4, '0')}-0BBr-20260310-5-2-0-1`);
let sink = 0;
time('hash flat', () => { for (let i = 0; i < 3400; i++) sink += hashString(strs[i]!); });
time('toString36', () => { for (let i = 0; i < 3400; i++) sink += (i * 2654435761 >>> 0).toString(36).length; });
const A = '0123456789abcdefghijklmnopqrstuvwxyz';
const four = (h: number) => A[h % 36]! + A[Math.floor(h / 36) % 36]! + A[Math.floor(h / 1296) % 36]! + A[Math.floor(h / 46656) % 36]!;
time('four', () => { for (let i = 0; i < 3400; i++) sink += four(i * 2654435761 >>> 0).length; });
console.log(sink > 0);
