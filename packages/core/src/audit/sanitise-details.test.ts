import { describe, expect, it } from 'vitest';
import { REDACTED, sanitiseDetails } from './sanitise-details';

describe('audit details never hold a secret', () => {
  it('fields named like secrets keep only that they were there', () => {
    const clean = sanitiseDetails({
      password: 'hunter2',
      apiSecret: 'x',
      webhook_token: 'x',
      api_key: 'x',
      credentials: { username: 'agency', password: 'p' },
      cardNumber: '4111',
      cvv: '123',
      authorization: 'Basic abc',
      secretHash: 'abc',
      markupPercent: 12,
    });
    expect(clean).toEqual({
      password: REDACTED,
      apiSecret: REDACTED,
      webhook_token: REDACTED,
      api_key: REDACTED,
      credentials: REDACTED,
      cardNumber: REDACTED,
      cvv: REDACTED,
      authorization: REDACTED,
      secretHash: REDACTED,
      markupPercent: 12,
    });
  });

  it('values shaped like secrets are cut whatever their field is called; card numbers keep their last four', () => {
    const clean = sanitiseDetails({
      note: 'tak_live_AbCdEfGh1234567890AbCdEfGh123456',
      header: 'Bearer abc.def',
      card: '4111 1111 1111 1111',
      raw: '4000000000000002',
      opaque: 'whsec_9f8e7d6c5b4a39281706f5e4d3c2b1a0',
      url: 'https://user:pass@hooks.example.com/in?token=abc#x',
    });
    expect(clean).toEqual({
      note: REDACTED,
      header: REDACTED,
      card: '****1111',
      raw: '****0002',
      opaque: REDACTED,
      url: 'https://hooks.example.com/in',
    });
  });

  it('keeps an id whole even when its digits read as a card number across the hyphens', () => {
    // A payment id met on CI: "3-980202683199" was masked as a card number.
    const id = '9e9493a7-1ce1-42f6-94d3-980202683199';
    expect(sanitiseDetails({ payment_id: id })).toEqual({ payment_id: id });
  });

  it('keeps what people read: names, e-mails, ids, prefixes, amounts, dates, lists', () => {
    const details = {
      booking_number: 'BK-2026-000123',
      locator: 'ABC234',
      email: 'ana.souza@agency.example.com',
      booking_id: '5f0c6a36-9a4e-4c3e-8d0b-2b1f5a1b7c9d',
      prefix: 'tak_live_AbC',
      amount: 1234.56,
      at: new Date('2026-11-25T10:00:00Z'),
      changed: ['markupPercent', 'issuingMode'],
      url: 'https://hooks.example.com/in',
      note: 'Reserva confirmada por telefone com o hotel',
    };
    expect(sanitiseDetails(details)).toEqual({ ...details, at: '2026-11-25T10:00:00.000Z' });
  });

  it('stays small: deep nesting, long lists and long text are cut', () => {
    const clean = sanitiseDetails({
      deep: { a: { b: { c: { d: 1 } } } },
      list: Array.from({ length: 50 }, (_, i) => i),
      text: 'x '.repeat(300),
    });
    expect(clean.deep).toEqual({ a: { b: {} } });
    expect(clean.list).toHaveLength(20);
    expect((clean.text as string).length).toBe(201);
    expect(sanitiseDetails(undefined)).toEqual({});
  });
});
