import { z } from 'zod';

/**
 * The parts of APItude's JSON answers the adapter reads (Booking API 1.0, Content API 1.0).
 * Hotelbeds sends money as decimal strings in availability and as numbers in bookings: both accepted.
 */
const ZAmount = z.union([z.string().regex(/^-?\d+(\.\d+)?$/), z.number()]);
const ZContent = z.object({ content: z.string() });

export const ZCancellationPolicy = z.object({ amount: ZAmount, from: z.string() });

export const ZRate = z.object({
  rateKey: z.string().min(1),
  rateClass: z.string().optional(),
  rateType: z.enum(['BOOKABLE', 'RECHECK']),
  net: ZAmount,
  boardCode: z.string(),
  boardName: z.string().optional(),
  paymentType: z.string().optional(),
  cancellationPolicies: z.array(ZCancellationPolicy).optional(),
  rooms: z.number().int().positive(),
  adults: z.number().int().nonnegative(),
  children: z.number().int().nonnegative(),
  /** The ages of the room's children the rate is priced for, comma-separated (`"4,6"`), when it has children. */
  childrenAges: z.string().optional(),
  /** Availability names the rate's comments by id (texts in the Content API); CheckRates and bookings give the text. */
  rateCommentsId: z.string().optional(),
  rateComments: z.string().optional(),
});

export const ZRoom = z.object({ code: z.string(), name: z.string(), rates: z.array(ZRate) });

export const ZAvailabilityHotel = z.object({
  code: z.number().int(),
  name: z.string(),
  categoryCode: z.string().optional(),
  destinationCode: z.string().optional(),
  destinationName: z.string().optional(),
  latitude: z.coerce.number().optional(),
  longitude: z.coerce.number().optional(),
  rooms: z.array(ZRoom),
  currency: z.string().length(3),
});

export const ZAvailabilityAnswer = z.object({
  hotels: z.object({ hotels: z.array(ZAvailabilityHotel).optional(), checkIn: z.string().optional(), checkOut: z.string().optional() }),
});

export const ZCheckRateAnswer = z.object({
  hotel: ZAvailabilityHotel.extend({ checkIn: z.string(), checkOut: z.string(), totalNet: ZAmount.optional() }),
});

const ZBookedRate = z.object({
  boardCode: z.string().optional(),
  boardName: z.string().optional(),
  rateComments: z.string().optional(),
  cancellationPolicies: z.array(ZCancellationPolicy).optional(),
});

export const ZBooking = z.object({
  reference: z.string().min(1),
  clientReference: z.string().optional(),
  creationDate: z.string().optional(),
  status: z.string(),
  hotel: z.object({
    code: z.number().int(),
    name: z.string(),
    checkIn: z.string(),
    checkOut: z.string(),
    categoryCode: z.string().optional(),
    categoryName: z.string().optional(),
    cancellationAmount: ZAmount.optional(),
    rooms: z.array(z.object({ name: z.string().optional(), rates: z.array(ZBookedRate).optional() })).optional(),
    /** The company that provides the service: the voucher's "Payable through" line names it. */
    supplier: z.object({ name: z.string(), vatNumber: z.string().optional() }).optional(),
  }),
  totalNet: ZAmount,
  currency: z.string().length(3),
});

export const ZBookingAnswer = z.object({ booking: ZBooking });

/** BookingList: `bookings.bookings` is absent when nothing matches. */
export const ZBookingListAnswer = z.object({
  bookings: z.object({ bookings: z.array(ZBooking).optional(), total: z.number().int().optional() }),
});

export const ZContentImage = z.object({
  path: z.string(),
  imageTypeCode: z.string().optional(),
  /** Hotel details nest the type: `type: { code, description }`. */
  type: z.object({ code: z.string() }).optional(),
  order: z.number().optional(),
  visualOrder: z.number().optional(),
});

export const ZContentHotel = z.object({
  code: z.number().int(),
  name: ZContent,
  description: ZContent.optional(),
  countryCode: z.string().optional(),
  destinationCode: z.string().optional(),
  categoryCode: z.string().optional(),
  coordinates: z.object({ latitude: z.number(), longitude: z.number() }).optional(),
  address: ZContent.optional(),
  city: ZContent.optional(),
  phones: z.array(z.object({ phoneNumber: z.string(), phoneType: z.string().optional() })).optional(),
  images: z.array(ZContentImage).optional(),
  facilities: z
    .array(
      z.object({
        facilityCode: z.number(),
        facilityGroupCode: z.number(),
        description: ZContent.optional(),
        /** `false` says the hotel does NOT have it (e.g. "Wi-fi: no"). */
        indLogic: z.boolean().optional(),
        indYesOrNo: z.boolean().optional(),
      }),
    )
    .optional(),
  /** Hotel details nest these as objects where the list has codes. */
  category: z.object({ code: z.string(), description: ZContent.optional() }).optional(),
  destination: z.object({ code: z.string(), name: ZContent.optional() }).optional(),
  country: z.object({ code: z.string(), isoCode: z.string().optional() }).optional(),
});

export const ZContentHotelsAnswer = z.object({ hotels: z.array(ZContentHotel).optional(), total: z.number().int().optional() });
export const ZContentHotelDetailsAnswer = z.object({ hotel: ZContentHotel });

export const ZContentDestination = z.object({
  code: z.string().min(1),
  name: ZContent.optional(),
  countryCode: z.string(),
  isoCode: z.string().optional(),
});

export const ZDestinationsAnswer = z.object({
  from: z.number().int(),
  to: z.number().int(),
  total: z.number().int(),
  destinations: z.array(ZContentDestination).optional(),
});

/** Content API types/facilities: the names the hotels' facility codes stand for. */
export const ZFacilityTypesAnswer = z.object({
  from: z.number().int().optional(),
  to: z.number().int().optional(),
  total: z.number().int(),
  facilities: z
    .array(z.object({ code: z.number().int(), facilityGroupCode: z.number().int(), description: ZContent.optional() }))
    .optional(),
});

/** Content API types/ratecommentdetails: the texts behind an availability rate's `rateCommentsId`. */
export const ZRateCommentDetailsAnswer = z.object({
  rateComments: z.array(z.object({ description: z.string().optional() })).optional(),
});

/** `{ error: { code, message } }` from the APIs, `{ error: "..." }` from the gateway. */
export const ZHotelbedsErrorBody = z.object({
  error: z.union([z.string(), z.object({ code: z.string().optional(), message: z.string().optional() })]).optional(),
});

export type TRate = z.infer<typeof ZRate>;
export type TAvailabilityHotel = z.infer<typeof ZAvailabilityHotel>;
export type TContentHotel = z.infer<typeof ZContentHotel>;
export type TBooking = z.infer<typeof ZBooking>;
export type TContentDestination = z.infer<typeof ZContentDestination>;
