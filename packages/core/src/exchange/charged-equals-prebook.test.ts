import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bookBody, CARD, newCustomer, panelCaller, patchSettings, prebookBody, STAY, useHotelClock } from '../hotels/test-fixtures';
import { PTAX_DAY, refreshFrom } from './test-fixtures';
import { useForeignCurrencyWorld } from '../testing/foreign-currency-world';

// For any PTAX rate, spread and markup: what the customer is charged for a EUR hotel is exactly the
// reais search showed and prebook locked, and those are one half-up rounding of the exact product.
useHotelClock();
const world = useForeignCurrencyWorld({ hotelbeds: true });

const halfUp = (numerator: bigint, denominator: bigint) => (numerator * 2n + denominator) / (2n * denominator);

describe('money stays exact over REST (fast-check)', () => {
  it('for any rate, spread and markup: search total = prebook unit_price = charged amount = booking total, all one rounding of the exact product', async () => {
    const team = await world.api.team({ name: 'Property agency' });
    const owner = panelCaller(world.api, team.id, 'owner');
    await owner.team.updateHotelSuppliers({ hotelSuppliers: ['hotelbeds'], hotelbedsCredentials: world.hotelbeds.credentials });
    const customer = await newCustomer(world.api, team);
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 10_000, max: 99_999 }), // PTAX x 10^4: 1.0000 to 9.9999
        fc.integer({ min: 0, max: 1_500 }), // spread x 100: 0 to 15%
        fc.integer({ min: 0, max: 5_000 }), // markup x 100: 0 to 50%
        async (rate4, spread2, markup2) => {
          world.ptax.setRate('EUR', PTAX_DAY, rate4 / 10_000);
          await refreshFrom(world.api, world.ptax);
          await owner.exchange.updatePolicy({
            currency: 'EUR',
            source: 'ptax',
            spread_percent: (spread2 / 100).toFixed(2),
            max_age_business_days: 2,
          });
          await patchSettings(world.api, team.id, { markupPercent: markup2 / 100 });

          const found = await world.api.post('/api/v1/hotels/search', {
            key: team.key,
            body: { hotelIds: ['200201'], ...STAY, adults: 2 },
          });
          expect(found.status, JSON.stringify(found.body).slice(0, 300)).toBe(200);
          const hotel = found.body.data.hotels[0];
          const offer = hotel.offers[0];
          const eurCents = BigInt(Math.round(offer.supplierPrice.amount * 100));
          const netCents = halfUp(eurCents * BigInt(rate4) * BigInt(10_000 + spread2), 10n ** 8n);
          const totalCents = halfUp(netCents * BigInt(10_000 + markup2), 10_000n);
          expect(Math.round(offer.totalPrice * 100)).toBe(Number(totalCents));

          const prebook = await world.api.post('/api/v1/hotels/prebook', { key: team.key, body: prebookBody(hotel, offer) });
          expect(prebook.status, JSON.stringify(prebook.body)).toBe(201);
          expect(prebook.body.data.unit_price).toBe(offer.totalPrice);
          const booked = await world.api.post('/api/v1/hotels/book', {
            key: team.key,
            body: bookBody(prebook.body.data.prebook_token, customer.id, { method: 'credit_card', credit_card: CARD }),
          });
          expect(booked.status, JSON.stringify(booked.body)).toBe(201);
          expect(booked.body.data.payment).toMatchObject({ amount: offer.totalPrice, status: 'paid' });
          expect(booked.body.data.booking.total_amount).toBe(offer.totalPrice);
          const payment = await world.api.db.payment.findFirstOrThrow({ where: { teamId: team.id, id: booked.body.data.payment.id } });
          expect(payment.amountCents).toBe(Number(totalCents));
        },
      ),
      { numRuns: 8 },
    );
  }, 120_000);
});
