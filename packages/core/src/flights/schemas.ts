import { isValidCpf } from '@brazilian-utils/brazilian-utils/is-valid-cpf';
import { CABIN_CLASSES, getAirport } from '@tas/suppliers';
import { z } from 'zod';
import { clock } from '../lib/clock';
import { ZCurrency, ZMoney } from '../lib/money';
import { ZDate } from '../lib/zod-helpers';
import { ZPaymentInput } from '../payments/payment-input';
import { todayInBrazil } from './dates';
import { oneAgeEach, ZChildrenAges, ZInfantsAges } from './passenger-ages';

/** Request contracts of the flight endpoints (contract: Flights). */

export const ZProvider = z.enum(['online_supplier', 'offline_supplier']);
export const ZCabinClass = z.enum(CABIN_CLASSES as unknown as ['economy', 'premium_economy', 'business', 'first']);

/** An IATA code of a real airport (the airport data the suppliers fly to). */
const ZIata = z
  .string()
  .trim()
  .regex(/^[A-Za-z]{3}$/, 'must be a 3-letter IATA code')
  .transform((code) => code.toUpperCase())
  .refine((code) => getAirport(code) !== undefined, 'unknown IATA airport code');

const ZAdults = z.number().int().min(1).max(9);
const ZCount = z.number().int().min(0).max(9).default(0);

interface TripFields {
  departure: string;
  return: string;
  adults: string;
  infants: string;
}

/** Rules across fields: not in the past (Brazilian calendar), return not before departure, an adult per infant. */
function tripRules(fields: TripFields) {
  return (trip: Record<string, unknown>, ctx: z.RefinementCtx) => {
    const departure = trip[fields.departure] as string;
    const back = trip[fields.return] as string | undefined;
    if (departure < todayInBrazil(clock.now()))
      ctx.addIssue({ code: 'custom', path: [fields.departure], message: 'must not be in the past' });
    if (back !== undefined && back < departure)
      ctx.addIssue({ code: 'custom', path: [fields.return], message: `must not be before ${fields.departure}` });
    if ((trip[fields.infants] as number) > (trip[fields.adults] as number)) {
      ctx.addIssue({ code: 'custom', path: [fields.infants], message: 'must not be more than adults (an infant flies on an adult lap)' });
    }
  };
}

export const ZAirportsQuery = z.object({
  q: z.string().trim().min(2, 'must be at least 2 characters').max(100),
  limit: z.coerce.number().int().min(1).max(50).default(10),
});

export const ZFlightSearchInput = z
  .object({
    origin: ZIata,
    destination: ZIata,
    departureDate: ZDate,
    returnDate: ZDate.optional(),
    adults: ZAdults,
    children: ZCount,
    infants: ZCount,
    childrenAges: ZChildrenAges.optional(),
    infantsAges: ZInfantsAges.optional(),
    cabinClass: ZCabinClass.default('economy'),
    directOnly: z.boolean().default(false),
    maxStops: z.number().int().min(0).max(3).optional(),
    provider: ZProvider.default('online_supplier'),
  })
  .superRefine(tripRules({ departure: 'departureDate', return: 'returnDate', adults: 'adults', infants: 'infants' }))
  .superRefine(oneAgeEach({ children: 'children', childrenAges: 'childrenAges', infants: 'infants', infantsAges: 'infantsAges' }))
  .refine((q) => q.origin !== q.destination, { path: ['destination'], message: 'must differ from origin' })
  .refine((q) => q.adults + q.children <= 9, { path: ['children'], message: 'at most 9 seated passengers (adults + children)' });

export const ZFlightRateInput = z.object({
  rateToken: z.string().min(1).max(8000),
  currency: ZCurrency.default('BRL').refine((c) => c === 'BRL', 'only BRL is supported'),
});

const ZAirline = z.object({ code: z.string().max(10), name: z.string().max(200) });

export const ZFlightPrebookInput = z
  .object({
    rate_token: z.string().min(1).max(8000),
    provider: ZProvider.default('online_supplier'),
    origin: ZIata,
    destination: ZIata,
    departure_date: ZDate,
    return_date: ZDate.optional(),
    cabin_class: ZCabinClass.optional(),
    adults: ZAdults,
    children: ZCount,
    infants: ZCount,
    children_ages: ZChildrenAges.optional(),
    infants_ages: ZInfantsAges.optional(),
    total_price: ZMoney,
    currency: ZCurrency.default('BRL'),
    airline: ZAirline.optional(),
    segments: z.array(z.record(z.string(), z.unknown())).max(20).optional(),
  })
  .superRefine(tripRules({ departure: 'departure_date', return: 'return_date', adults: 'adults', infants: 'infants' }))
  .superRefine(oneAgeEach({ children: 'children', childrenAges: 'children_ages', infants: 'infants', infantsAges: 'infants_ages' }));

export const ZFlightPassenger = z
  .object({
    type: z.enum(['adult', 'child', 'infant']).default('adult'),
    first_name: z.string().trim().min(1).max(100),
    last_name: z.string().trim().min(1).max(100),
    gender: z.enum(['M', 'F']).optional(),
    birth_date: ZDate,
    document_type: z.enum(['cpf', 'passport', 'rg']).default('cpf'),
    document_number: z.string().trim().min(1).max(40),
    document_country: z
      .string()
      .regex(/^[A-Za-z]{2}$/, 'must be an ISO 3166 alpha-2 code')
      .transform((c) => c.toUpperCase())
      .default('BR'),
    email: z.email().optional(),
    phone: z.string().trim().min(1).max(40).optional(),
  })
  .refine((p) => p.document_type !== 'cpf' || isValidCpf(p.document_number), { path: ['document_number'], message: 'invalid CPF' })
  // A CPF is kept as digits, as clients keep theirs.
  .transform((p) => (p.document_type === 'cpf' ? { ...p, document_number: p.document_number.replace(/\D/g, '') } : p));

export const ZFlightBookInput = z.object({
  prebook_token: z.string().min(1).max(200),
  customer_id: z.string().min(1).max(100),
  passengers: z.array(ZFlightPassenger).min(1).max(18),
  contact_email: z.email(),
  contact_phone: z.string().trim().min(1).max(40),
  payment: ZPaymentInput,
  notes: z.string().max(5000).optional(),
  special_requests: z.string().max(2000).optional(),
});

export const ZIssueOfflineInput = z.object({
  booking_id: z.uuid(),
  external_locator: z
    .string()
    .trim()
    .transform((l) => l.toUpperCase())
    .pipe(z.string().regex(/^[A-Z0-9]{5,8}$/, 'must be 5-8 letters or digits')),
});

export type TFlightSearchInput = z.infer<typeof ZFlightSearchInput>;
export type TFlightRateInput = z.infer<typeof ZFlightRateInput>;
export type TFlightPrebookInput = z.infer<typeof ZFlightPrebookInput>;
export type TFlightBookInput = z.infer<typeof ZFlightBookInput>;
export type TFlightPassenger = z.infer<typeof ZFlightPassenger>;
export type TIssueOfflineInput = z.infer<typeof ZIssueOfflineInput>;
