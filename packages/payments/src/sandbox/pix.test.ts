import { describe, expect, it } from 'vitest';
import { buildPixCharge } from './pix';

/** CRC-16/CCITT-FALSE written bit by bit, independent of the table-driven one in pix-utils. */
function crc16(text: string): string {
  let crc = 0xffff;
  for (const byte of Buffer.from(text, 'utf8')) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit++) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

/** EMV TLV: two-digit id, two-digit length, value. */
function parseEmv(text: string): Map<string, string> {
  const fields = new Map<string, string>();
  let i = 0;
  while (i < text.length) {
    const id = text.slice(i, i + 2);
    const length = Number(text.slice(i + 2, i + 4));
    expect(Number.isInteger(length), `length of field ${id}`).toBe(true);
    fields.set(id, text.slice(i + 4, i + 4 + length));
    i += 4 + length;
  }
  expect(i).toBe(text.length);
  return fields;
}

const merchant = { name: 'Viagens Ação & Cia Turismo Ltda', city: 'São José dos Campos', pixKey: 'pix@agencia.com.br' };
const now = new Date('2026-03-15T12:00:00Z');

describe('sandbox PIX charge', () => {
  it('checks the test CRC against the CRC-16/CCITT-FALSE reference value', () => {
    expect(crc16('123456789')).toBe('29B1');
  });

  it('gives a BR Code with the EMV fields 00/26/52/53/54/58/59/60/62/63 and a correct CRC16', async () => {
    const pix = await buildPixCharge({ merchant, amountCents: 150_050, txid: 'SBXabc123', now });
    const fields = parseEmv(pix.code);
    expect([...fields.keys()]).toEqual(['00', '26', '52', '53', '54', '58', '59', '60', '62', '63']);
    expect(fields.get('00')).toBe('01');
    const account = parseEmv(fields.get('26')!);
    expect(account.get('00')).toBe('br.gov.bcb.pix');
    expect(account.get('01')).toBe('pix@agencia.com.br');
    expect(fields.get('52')).toBe('0000');
    expect(fields.get('53')).toBe('986');
    expect(fields.get('54')).toBe('1500.50');
    expect(fields.get('58')).toBe('BR');
    expect(fields.get('59')).toBe('VIAGENS ACAO CIA TURISMO');
    expect(fields.get('59')!.length).toBeLessThanOrEqual(25);
    expect(fields.get('60')).toBe('SAO JOSE DOS CA');
    expect(parseEmv(fields.get('62')!).get('05')).toBe('SBXabc123');
    expect(pix.code.slice(-8, -4)).toBe('6304');
    expect(fields.get('63')).toBe(crc16(pix.code.slice(0, -4)));
  });

  it.each([
    [1, '0.01'],
    [1005, '10.05'],
    [2_999_999, '29999.99'],
  ])('writes %i cents as amount %s', async (amountCents, expected) => {
    const pix = await buildPixCharge({ merchant, amountCents, txid: 'T1', now });
    expect(parseEmv(pix.code).get('54')).toBe(expected);
  });

  it('expires 30 minutes after creation', async () => {
    const pix = await buildPixCharge({ merchant, amountCents: 100, txid: 'T1', now });
    expect(pix.expiresAt.toISOString()).toBe('2026-03-15T12:30:00.000Z');
  });

  it('gives the QR code as base64 PNG data', async () => {
    const pix = await buildPixCharge({ merchant, amountCents: 100, txid: 'T1', now });
    expect(pix.qrPngBase64).toMatch(/^[A-Za-z0-9+/]+=*$/);
    const png = Buffer.from(pix.qrPngBase64, 'base64');
    expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    expect(png.subarray(12, 16).toString('ascii')).toBe('IHDR');
    expect(png.readUInt32BE(16)).toBeGreaterThanOrEqual(200); // width in pixels
  });
});
