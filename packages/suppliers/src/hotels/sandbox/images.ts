import { createRng } from '../../lib/prng';
import { findHotel } from './catalog';
import type { CityStyle } from './city';

/** App-relative: core serves them from `renderSandboxHotelImage`, so nothing is fetched from the internet. */
export function hotelImageUrl(hotelId: string, n: number): string {
  return `/api/public/sandbox-images/hotels/${hotelId}/${n}.svg`;
}

export function hotelImageUrls(hotelId: string, count: number): string[] {
  return Array.from({ length: count }, (_, i) => hotelImageUrl(hotelId, i + 1));
}

const escapeXml = (value: string) =>
  value.replace(/[<>&"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c] ?? c);

const LANDSCAPE: Record<CityStyle, (hue: number) => string> = {
  beach: (hue) =>
    `<rect y="170" width="400" height="50" fill="hsl(${195 + (hue % 20)},70%,45%)"/><rect y="220" width="400" height="80" fill="#ecd9a8"/>`,
  city: () =>
    `<path d="M0 220V150h40v-30h30v50h40v-70h35v90h50v-40h40v60h45v-80h40v40h40v-20h40v70Z" fill="#7b8794" opacity=".55"/><rect y="220" width="400" height="80" fill="#9aa5b1"/>`,
  mountain: () =>
    `<path d="M0 220 90 110l70 80 80-120 90 110 70-50v90Z" fill="#5b7553"/><rect y="220" width="400" height="80" fill="#7a9a6e"/>`,
  nature: () =>
    `<circle cx="40" cy="190" r="38" fill="#2f6b3a"/><circle cx="360" cy="185" r="45" fill="#2f6b3a"/><rect y="220" width="400" height="80" fill="#4e8a4a"/>`,
};

/**
 * A small deterministic SVG "photo" of a sandbox hotel: sky, landscape of the
 * place, the building (taller with more stars) and a caption.
 */
export function renderSandboxHotelImage(hotelId: string, n: number): string {
  const hotel = findHotel(hotelId);
  const rng = createRng(`${hotelId}:image:${n}`);
  const hue = rng.int(0, 359);
  const style: CityStyle = hotel?.city.style ?? 'city';
  const floors = hotel ? hotel.stars + 1 : 3;
  const width = rng.int(120, 190);
  const x = rng.int(60, 340 - width);
  const top = 220 - floors * 26;
  const windows: string[] = [];
  for (let floor = 0; floor < floors; floor++) {
    for (let col = 0; col * 26 + 14 < width - 10; col++) {
      const lit = rng.chance(0.35) ? '#ffe8a3' : '#cfe3f5';
      windows.push(`<rect x="${x + 12 + col * 26}" y="${top + 8 + floor * 26}" width="14" height="14" fill="${lit}"/>`);
    }
  }
  const caption = escapeXml(hotel ? `${hotel.name} · ${hotel.city.name}` : 'Sandbox hotel');
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300" viewBox="0 0 400 300">',
    `<defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="hsl(${hue},60%,70%)"/><stop offset="1" stop-color="hsl(${(hue + 40) % 360},70%,88%)"/></linearGradient></defs>`,
    '<rect width="400" height="300" fill="url(#s)"/>',
    `<circle cx="${rng.int(40, 360)}" cy="${rng.int(30, 70)}" r="22" fill="#fff6c9" opacity=".9"/>`,
    LANDSCAPE[style](hue),
    `<rect x="${x}" y="${top}" width="${width}" height="${floors * 26 + 4}" fill="hsl(${(hue + 180) % 360},25%,${rng.int(55, 80)}%)"/>`,
    ...windows,
    `<rect y="262" width="400" height="38" fill="#000" opacity=".45"/>`,
    `<text x="12" y="286" font-family="sans-serif" font-size="15" fill="#fff">${caption}</text>`,
    `<text x="388" y="286" font-family="sans-serif" font-size="13" fill="#fff" text-anchor="end">${Math.trunc(n)}</text>`,
    '</svg>',
  ].join('');
}
