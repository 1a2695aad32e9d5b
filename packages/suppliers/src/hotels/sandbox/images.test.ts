import { describe, expect, it } from 'vitest';
import { renderSandboxHotelImage } from './images';
import { call, rioQuery, sandbox } from './test-support';

describe('sandbox hotel images', () => {
  it('renders a small deterministic SVG named after the hotel', async () => {
    const hotel = (await sandbox().search(rioQuery(), call)).hotels[0]!;
    const svg = renderSandboxHotelImage(hotel.hotelId, 1);
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect(svg.endsWith('</svg>')).toBe(true);
    expect(svg).toContain(hotel.name.replace('&', '&amp;'));
    expect(svg.length).toBeLessThan(8_000);
    expect(renderSandboxHotelImage(hotel.hotelId, 1)).toBe(svg);
    expect(renderSandboxHotelImage(hotel.hotelId, 2)).not.toBe(svg);
  });

  it('escapes whatever id it is given', () => {
    const svg = renderSandboxHotelImage('<script>alert(1)</script>', 1);
    expect(svg).not.toContain('<script>');
    expect(svg).toContain('Sandbox hotel');
  });
});
