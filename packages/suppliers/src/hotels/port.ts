import type { SupplierCall } from '../lib/call';

/**
 * The hotel supplier port. Field names follow the contract so core maps them
 * 1:1; what only core knows (markup, rateToken, prebook token, the hotel `id`
 * `<provider>:<hotelId>`, summary) is left to core. Money is in reais with at
 * most two decimals, stay totals for all rooms.
 */

export type HotelLanguage = 'pt' | 'en' | 'es';
export type RoomBasis = 'RO' | 'BB' | 'HB' | 'FB' | 'AI';
export const ROOM_BASES: readonly RoomBasis[] = ['RO', 'BB', 'HB', 'FB', 'AI'];

/** Contract: Hotel destination. */
export interface HotelDestination {
  code: string;
  label: string;
  city: string;
  country: string;
  countryCode: string;
  value: string;
}

/** Contract: POST hotels/search body (after core's defaults). */
export interface HotelSearchQuery {
  cityCode?: string;
  hotelIds?: string[];
  checkIn: string;
  checkOut: string;
  adults: number;
  children: number;
  /** Each child's age at check-in, one per child (core fills the default); absent: the supplier's default. */
  childrenAges?: number[];
  rooms: number;
  nationality: string;
  /** Language of descriptions, amenities and room names; default `pt`. */
  language?: HotelLanguage;
}

export interface HotelCoordinates {
  latitude: number;
  longitude: number;
}

/** Contract: Location. */
export interface HotelLocation {
  address: string;
  city: string;
  country: string;
  countryCode: string;
  coordinates: HotelCoordinates;
}

/** A charge for cancelling: from this moment (ISO 8601 with offset) the supplier keeps `amount` (offer currency). */
export interface HotelCancellationPolicy {
  amount: number;
  from: string;
}

/** Contract: Offer, without `totalPrice` (core adds the team's markup to `netPrice`). */
export interface HotelOffer {
  hotelSearchCode: string;
  roomBasis: RoomBasis;
  /** One room type per booked room. */
  rooms: string[];
  /** Stay total for all rooms, before markup. */
  netPrice: number;
  currency: string;
  nonRefundable: boolean;
  /** Last day of free cancellation, `YYYY-MM-DD`; null when non-refundable. */
  cancellationDeadline: string | null;
  /** The supplier's own cancellation charges, when it gives them (Hotelbeds does; the sandbox does not). */
  cancellationPolicies?: HotelCancellationPolicy[];
}

/** Contract: Hotel, the supplier's part of it. Offers are sorted by netPrice, the best first. */
export interface SupplierHotel {
  hotelId: string;
  name: string;
  stars: number;
  rating: number;
  location: HotelLocation;
  /** Thumbnail and main image. */
  images: string[];
  amenities: string[];
  description: string;
  offers: HotelOffer[];
}

export interface HotelSearchResult {
  hotels: SupplierHotel[];
  /** The supplier's session for this search; core may use it as `searchSessionId`. */
  searchSessionId: string;
  currency: string;
}

export interface HotelDetailsQuery {
  hotelSearchCode: string;
  language?: HotelLanguage;
}

/** Contract: Hotel details (snake_case as served). */
export interface HotelDetails {
  hotel_name: string;
  hotel_id: string;
  address: string;
  city_code: string;
  phone: string;
  stars: number;
  description: string;
  facilities: string[];
  room_facilities: string[];
  pictures: string[];
  coordinates: HotelCoordinates | null;
  price_breakdown: HotelPriceBreakdown;
}

/** Per-night prices of the chosen offer; nights add up exactly to TotalNetPrice. */
export interface HotelPriceBreakdown {
  HotelName: string;
  Room: {
    RoomBasis: RoomBasis;
    Rooms: string[];
    Adults: number;
    Children: number;
    Currency: string;
    Nights: { Date: string; NetPrice: number }[];
    TotalNetPrice: number;
  };
  CheckIn: string;
  CheckOut: string;
  NonRefundable: boolean;
  CancellationDeadline: string | null;
}

/** The stay core believes it is prebooking; must match the one in the hotelSearchCode. */
export interface HotelStay {
  checkIn: string;
  checkOut: string;
  adults: number;
  children: number;
  rooms: number;
  /** Each child's age at check-in, as searched (not compared by suppliers whose code does not carry ages). */
  childrenAges?: number[];
}

export interface HotelPrebookQuery {
  hotelSearchCode: string;
  /** When given, must be the stay encoded in the hotelSearchCode. */
  stay?: HotelStay;
  language?: HotelLanguage;
  /**
   * The netPrice the offer was shown at. A supplier that re-values the rate (Hotelbeds CheckRates)
   * and finds another price throws SupplierPriceChangedError instead of answering.
   */
  expectedNetPrice?: number;
}

/** The supplier's valuation: the confirmed price of the offer right now. */
export interface HotelPrebookResult extends HotelStay {
  hotelSearchCode: string;
  hotelId: string;
  hotelName: string;
  nights: number;
  roomBasis: RoomBasis;
  /** Room type of each room (`rooms` is their count). */
  roomNames: string[];
  netPrice: number;
  currency: string;
  nonRefundable: boolean;
  cancellationDeadline: string | null;
  cancellationPolicies?: HotelCancellationPolicy[];
  /** The rate's own conditions (Hotelbeds rate comments), which must be shown before booking. */
  rateComments?: string;
}

export interface HotelGuest {
  firstName: string;
  lastName: string;
  /** Age at check-in of a guest who is a child (under 18); absent for adults and unknown ages. */
  age?: number;
}

export interface HotelBookRequest {
  hotelSearchCode: string;
  guests: HotelGuest[];
  /** The children's ages the rate was priced for (a supplier books a child pax for each). */
  childrenAges?: number[];
  /** Core's own booking reference; the same reference gives the same locator (safe retries). */
  reference: string;
  specialRequests?: string;
  /**
   * An earlier attempt under this reference may have reached the supplier (its outcome unknown, or
   * known but not recorded): a supplier that does not deduplicate looks the reservation up first.
   */
  retry?: boolean;
}

/** What a supplier requires printed on the voucher (Hotelbeds' certification), when it says. */
export interface HotelVoucherFacts {
  /** Date the supplier made the reservation, `YYYY-MM-DD`. */
  bookedOn?: string;
  hotelCategory?: string;
  hotelAddress?: string;
  hotelPhone?: string;
  boardName?: string;
  rateComments?: string;
  /** The company the service is payable through (Hotelbeds: `hotel.supplier`). */
  payableThrough?: { name: string; vatNumber?: string };
  /** Booked (Hotelbeds PRECONFIRMED) with the hotel's own confirmation still to come. */
  hotelConfirmationPending?: boolean;
}

export interface HotelBookResult {
  /** The supplier's reservation locator, stored in booking metadata. */
  locator: string;
  status: 'confirmed';
  netPrice: number;
  currency: string;
  /** The supplier's own word for the reservation's state (Hotelbeds `CONFIRMED`), when it has one. */
  supplierStatus?: string;
  voucher?: HotelVoucherFacts;
}

export interface HotelCancelResult {
  locator: string;
  status: 'cancelled';
  /** What the supplier keeps for the cancellation, when it says (offer currency). */
  cancellationAmount?: number;
  currency?: string;
  supplierStatus?: string;
}

/** A reservation as the supplier holds it now. */
export interface HotelBookingRecord {
  locator: string;
  status: 'confirmed' | 'cancelled';
  /** The supplier's own status word (Hotelbeds `CONFIRMED`, `CANCELLED`, ...). */
  supplierStatus: string;
  /** The reference sent at book (Hotelbeds `clientReference`), when the supplier keeps one. */
  clientReference: string | null;
  hotelId: string;
  hotelName: string;
  checkIn: string;
  checkOut: string;
  netPrice: number;
  currency: string;
}

export interface HotelSupplier {
  /** Supplier name, used in the contract's hotel `id` (`<provider>:<hotelId>`) and `provider`. */
  readonly provider: string;
  searchDestinations(q: string, limit?: number, call?: Pick<SupplierCall, 'signal'>): Promise<HotelDestination[]>;
  search(query: HotelSearchQuery, call: SupplierCall): Promise<HotelSearchResult>;
  details(query: HotelDetailsQuery, call: SupplierCall): Promise<HotelDetails>;
  prebook(query: HotelPrebookQuery, call: SupplierCall): Promise<HotelPrebookResult>;
  book(request: HotelBookRequest, call: SupplierCall): Promise<HotelBookResult>;
  cancel(locator: string, call: SupplierCall): Promise<HotelCancelResult>;
  /** The reservation as the supplier holds it (suppliers with booking state, e.g. Hotelbeds). */
  getBooking?(locator: string, call: SupplierCall): Promise<HotelBookingRecord>;
}
