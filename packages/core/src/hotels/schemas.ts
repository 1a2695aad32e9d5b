import { ROOM_BASES } from '@tas/suppliers';
import { z } from 'zod';
import { ZCurrency, ZMoney } from '../lib/money';
import { ZDate } from '../lib/zod-helpers';
import { ZPaymentInput } from '../payments/payment-input';
import { oneAgePerChild, ZChildrenAges } from './children-ages';

export { ZPaymentInput, type TPaymentInput } from '../payments/payment-input';

/** Request contracts of the hotel endpoints (contract: Hotels). */

const ZAdults = z.number().int().min(1).max(9);
const ZChildren = z
  .number()
  .int()
  .min(0)
  .max(6)
  .default(0)
  .describe('Children in the stay (0-6). Their ages go in childrenAges / children_ages; without them each child is priced as 8.');
const ZRooms = z.number().int().min(1).max(5).default(1);

export const ZDestinationsQuery = z.object({
  q: z.string().trim().min(2, 'must be at least 2 characters').max(100),
  limit: z.coerce.number().int().min(1).max(50).default(10),
});

export const ZHotelSearchInput = z
  .object({
    cityCode: z
      .string()
      .regex(/^\d{1,12}$/, 'must be a numeric city code (see hotels/destinations)')
      .optional(),
    hotelIds: z.array(z.string().min(1).max(40)).min(1).max(500, 'at most 500 hotel ids').optional(),
    checkIn: ZDate,
    checkOut: ZDate,
    adults: ZAdults,
    children: ZChildren,
    childrenAges: ZChildrenAges.optional(),
    rooms: ZRooms,
    nationality: z
      .string()
      .regex(/^[A-Za-z]{2}$/, 'must be an ISO 3166 alpha-2 code')
      .transform((c) => c.toUpperCase())
      .default('BR'),
  })
  .refine((q) => q.cityCode !== undefined || q.hotelIds !== undefined, { path: ['cityCode'], message: 'cityCode or hotelIds is required' })
  .superRefine(oneAgePerChild('childrenAges', 'children'));

// Hotelbeds rateKeys run to several hundred characters.
const ZHotelSearchCode = z.string().min(1).max(1000);

export const ZHotelDetailsInput = z.object({
  hotel_search_code: ZHotelSearchCode,
  hotel_id: z.string().max(100).optional(),
  language: z.enum(['pt', 'en', 'es']).default('pt'),
});

export const ZHotelPrebookInput = z
  .object({
    hotel_search_code: ZHotelSearchCode,
    search_session_id: z.string().max(200).optional(),
    check_in: ZDate,
    check_out: ZDate,
    adults: ZAdults,
    children: ZChildren,
    children_ages: ZChildrenAges.optional(),
    rooms: ZRooms,
    room_basis: z.enum(ROOM_BASES as [string, ...string[]]).optional(),
    hotel_name: z.string().trim().min(1).max(300),
    hotel_id: z.string().max(100).optional(),
    unit_price: ZMoney,
    currency: ZCurrency.default('BRL'),
    net_price: ZMoney.optional(),
  })
  .superRefine(oneAgePerChild('children_ages', 'children'));

const ZGuest = z.object({
  first_name: z.string().trim().min(1).max(100),
  last_name: z.string().trim().min(1).max(100),
  document_type: z.enum(['cpf', 'passport', 'rg']).optional(),
  document_number: z.string().trim().min(1).max(40).optional(),
  email: z.email().optional(),
  phone: z.string().trim().min(1).max(40).optional(),
  birth_date: ZDate.optional(),
});

export const ZHotelBookInput = z.object({
  prebook_token: z.string().min(1).max(200),
  customer_id: z.string().min(1).max(100),
  guests: z.array(ZGuest).min(1).max(60),
  payment: ZPaymentInput,
  notes: z.string().max(5000).optional(),
  special_requests: z.string().max(2000).optional(),
});

export const ZConfirmManualInput = z.object({
  bookingId: z.string().min(1),
  locator: z.string().trim().min(1).max(60),
});

export type THotelSearchInput = z.infer<typeof ZHotelSearchInput>;
export type THotelDetailsInput = z.infer<typeof ZHotelDetailsInput>;
export type THotelPrebookInput = z.infer<typeof ZHotelPrebookInput>;
export type THotelBookInput = z.infer<typeof ZHotelBookInput>;
export type TGuest = THotelBookInput['guests'][number];
