import { isValidBoleto } from '@brazilian-utils/brazilian-utils';
import { describe, expect, it } from 'vitest';
import { barcodeCheckDigit, barcodeFromDigitableLine, buildBoletoNumbers, dueFactor, formatDigitableLine } from './boleto-line';
import { renderBoletoPdf } from './boleto-pdf';

const freeField = '0500940144816060680935031';

describe('sandbox boleto numbers', () => {
  it('counts the due factor from 1997-10-07 and restarts at 1000 on 2025-02-22', () => {
    expect(dueFactor('2000-07-03')).toBe('1000');
    expect(dueFactor('2025-02-21')).toBe('9999');
    expect(dueFactor('2025-02-22')).toBe('1000');
    expect(dueFactor('2026-03-18')).toBe(String(1000 + 389));
  });

  it('reproduces a published boleto (Banco do Brasil example) digit for digit', () => {
    const numbers = buildBoletoNumbers({ bankCode: '001', amountCents: 100, dueDate: '2007-12-31', freeField });
    expect(numbers.digitableLine).toBe('00190500954014481606906809350314337370000000100');
    expect(numbers.barcode).toBe('00193373700000001000500940144816060680935031');
  });

  it('gives a 47-digit line that an independent validator accepts, and its 44-digit barcode', () => {
    const { digitableLine, barcode } = buildBoletoNumbers({
      bankCode: '999',
      amountCents: 123_456,
      dueDate: '2026-03-18',
      freeField: '1234567890123456789012345',
    });
    expect(digitableLine).toMatch(/^\d{47}$/);
    expect(isValidBoleto(digitableLine)).toBe(true);
    expect(barcode).toMatch(/^\d{44}$/);
    expect(barcode.slice(9, 19)).toBe('0000123456');
    expect(Number(barcode[4])).toBe(barcodeCheckDigit(barcode.slice(0, 4) + barcode.slice(5)));
    expect(barcodeFromDigitableLine(digitableLine)).toBe(barcode);
    expect(formatDigitableLine(digitableLine).replace(/\D/g, '')).toBe(digitableLine);
  });

  it('a line with one digit changed no longer validates', () => {
    const { digitableLine } = buildBoletoNumbers({ bankCode: '999', amountCents: 500, dueDate: '2026-03-18', freeField });
    const tampered = digitableLine.slice(0, 40) + ((Number(digitableLine[40]) + 1) % 10) + digitableLine.slice(41);
    expect(isValidBoleto(tampered)).toBe(false);
  });
});

describe('boleto PDF', () => {
  it('renders a PDF document', async () => {
    const { digitableLine } = buildBoletoNumbers({ bankCode: '999', amountCents: 150_050, dueDate: '2026-03-18', freeField });
    const pdf = await renderBoletoPdf({
      digitableLine,
      amountCents: 150_050,
      dueDate: '2026-03-18',
      payer: { name: 'João da Silva', cpfCnpj: '12345678909' },
      beneficiary: { name: 'Agência Sandbox' },
      description: 'Hotel Copacabana, 3 noites',
      reference: 'BK-2026-000001',
    });
    expect(pdf.subarray(0, 5).toString('ascii')).toBe('%PDF-');
    expect(pdf.subarray(-8).toString('ascii')).toContain('%%EOF');
    expect(pdf.toString('latin1')).toMatch(/\/Subtype \/Image/);
    expect(pdf.length).toBeGreaterThan(2000);
  });
});
