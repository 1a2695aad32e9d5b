import { inspect } from 'node:util';
import { describe, expect, it } from 'vitest';
import { PaymentError } from '../errors';
import { SealedCard, type CardInput } from './card';
import { checkInstallments } from './installments';

const now = new Date('2026-03-15T12:00:00Z');
const card = (over: Partial<CardInput> = {}): CardInput => ({
  holderName: 'MARIA SILVA',
  number: '4111111111111111',
  expiryMonth: '12',
  expiryYear: '2030',
  ccv: '123',
  ...over,
});

function kindAndField(fn: () => unknown): [string, string | undefined] {
  try {
    fn();
  } catch (error) {
    if (error instanceof PaymentError) return [error.kind, error.field];
    throw error;
  }
  throw new Error('expected a PaymentError');
}

describe('card validation (Luhn, expiry, security code)', () => {
  it('accepts a Luhn-valid number, also typed with spaces or dashes', () => {
    expect(SealedCard.seal(card(), now).summary).toEqual({ brand: 'visa', last4: '1111' });
    expect(SealedCard.seal(card({ number: '4111 1111-1111 1111' }), now).summary.last4).toBe('1111');
  });

  it('rejects a number failing the Luhn check as invalid_card on number', () => {
    expect(kindAndField(() => SealedCard.seal(card({ number: '4111111111111112' }), now))).toEqual(['invalid_card', 'number']);
    expect(kindAndField(() => SealedCard.seal(card({ number: '41111111abcd1111' }), now))).toEqual(['invalid_card', 'number']);
    expect(kindAndField(() => SealedCard.seal(card({ number: '' }), now))).toEqual(['invalid_card', 'number']);
  });

  it.each([
    ['4111111111111111', 'visa'],
    ['5555555555554444', 'mastercard'],
    ['378282246310005', 'american-express'],
    ['6362970000457013', 'elo'],
    ['6062825624254001', 'hipercard'],
  ])('detects the brand of %s as %s', (number, brand) => {
    const ccv = brand === 'american-express' ? '1234' : '123';
    expect(SealedCard.seal(card({ number, ccv }), now).summary).toEqual({ brand, last4: number.slice(-4) });
  });

  it('rejects an expired card and accepts one expiring this month', () => {
    expect(kindAndField(() => SealedCard.seal(card({ expiryMonth: '02', expiryYear: '2026' }), now))).toEqual([
      'invalid_card',
      'expiry_year',
    ]);
    expect(SealedCard.seal(card({ expiryMonth: '03', expiryYear: '2026' }), now).summary.brand).toBe('visa');
    expect(kindAndField(() => SealedCard.seal(card({ expiryMonth: '13' }), now))).toEqual(['invalid_card', 'expiry_month']);
    expect(kindAndField(() => SealedCard.seal(card({ expiryYear: '30' }), now))).toEqual(['invalid_card', 'expiry_year']);
  });

  it('wants the security code length of the brand (3, or 4 for Amex)', () => {
    expect(kindAndField(() => SealedCard.seal(card({ ccv: '12' }), now))).toEqual(['invalid_card', 'ccv']);
    expect(kindAndField(() => SealedCard.seal(card({ number: '378282246310005', ccv: '123' }), now))).toEqual(['invalid_card', 'ccv']);
  });
});

describe('a sealed card shows only brand and last four digits', () => {
  it('serialises, prints and inspects without the number or security code', () => {
    const sealed = SealedCard.seal(card({ ccv: '987' }), now);
    // eslint-disable-next-line @typescript-eslint/restrict-template-expressions -- the test checks what a template literal prints
    for (const text of [JSON.stringify({ sealed }), String(sealed), `${sealed}`, inspect(sealed), inspect({ sealed })]) {
      expect(text).not.toContain('4111111111111111');
      expect(text).not.toContain('987');
      expect(text).toContain('1111');
    }
    expect(Object.keys(sealed)).toEqual(['summary']);
    expect(sealed.reveal().number).toBe('4111111111111111');
  });
});

describe('installments', () => {
  it('accepts 1 to 12 and defaults to 1', () => {
    expect(checkInstallments(undefined)).toBe(1);
    expect(checkInstallments(1)).toBe(1);
    expect(checkInstallments(12)).toBe(12);
  });

  it.each([0, 13, 2.5, -1])('rejects %s installments as invalid_request', (n) => {
    expect(kindAndField(() => checkInstallments(n))).toEqual(['invalid_request', 'installments']);
  });
});
