import { inspect } from 'node:util';
import cardValidator from 'card-validator';
import { PaymentError } from '../errors';

/** Card data as received in a book request (the contract's `credit_card`, camel-cased). */
export interface CardInput {
  holderName: string;
  number: string;
  expiryMonth: string;
  expiryYear: string;
  ccv: string;
}

/** The only card data that may leave an adapter: for storage, logs and responses. */
export interface CardSummary {
  readonly brand: string;
  readonly last4: string;
}

/**
 * A validated card whose number and security code live in private fields. It serialises,
 * prints and inspects as its summary, so logging or returning it by mistake leaks nothing;
 * adapters call `reveal()` only while building the gateway request.
 */
export class SealedCard {
  readonly #input: CardInput;
  readonly summary: CardSummary;

  private constructor(input: CardInput, summary: CardSummary) {
    this.#input = input;
    this.summary = Object.freeze(summary);
  }

  /** Validates number (Luhn and brand length), expiry against `now`, and security code. */
  static seal(input: CardInput, now: Date): SealedCard {
    const number = String(input.number ?? '').replace(/[\s-]/g, '');
    const checked = cardValidator.number(number);
    if (!/^\d+$/.test(number) || !checked.isValid || !checked.card) {
      throw new PaymentError('invalid_card', 'Invalid card number', { field: 'number' });
    }
    const month = parseDigits(input.expiryMonth, 1, 2, 'expiry_month');
    const year = parseDigits(input.expiryYear, 4, 4, 'expiry_year');
    if (month < 1 || month > 12) {
      throw new PaymentError('invalid_card', 'Invalid expiry month', { field: 'expiry_month' });
    }
    // A card is good through the last day of its expiry month.
    if (year * 12 + month < now.getUTCFullYear() * 12 + now.getUTCMonth() + 1) {
      throw new PaymentError('invalid_card', 'Card expired', { field: 'expiry_year' });
    }
    const ccv = String(input.ccv ?? '');
    if (!cardValidator.cvv(ccv, checked.card.code.size).isValid) {
      throw new PaymentError('invalid_card', 'Invalid card security code', { field: 'ccv' });
    }
    const holderName = String(input.holderName ?? '').trim();
    if (!holderName) {
      throw new PaymentError('invalid_card', 'Card holder name is required', { field: 'holder_name' });
    }
    const expiryMonth = String(month).padStart(2, '0');
    const sealed = { holderName, number, expiryMonth, expiryYear: String(year), ccv };
    return new SealedCard(sealed, { brand: checked.card.type, last4: number.slice(-4) });
  }

  /** The raw card, for the gateway request body only. Never log or store the result. */
  reveal(): Readonly<CardInput> {
    return this.#input;
  }

  toJSON(): CardSummary {
    return this.summary;
  }

  toString(): string {
    return `${this.summary.brand} ****${this.summary.last4}`;
  }

  [inspect.custom](): string {
    return `SealedCard(${this.toString()})`;
  }
}

function parseDigits(value: string, min: number, max: number, field: string): number {
  const text = String(value ?? '');
  if (text.length < min || text.length > max || !/^\d+$/.test(text)) {
    throw new PaymentError('invalid_card', `Invalid ${field.replace('_', ' ')}`, { field });
  }
  return Number(text);
}
