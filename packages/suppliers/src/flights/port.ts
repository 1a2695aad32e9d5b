import type { SupplierCall } from '../lib/call';

/**
 * The flight supplier port. Shapes follow the contract's flight search offer
 * (flightGroups, offers, flightInfo.itineraries[].segments[]); core adds the
 * sealed `rateToken` to each offer. Money in reais, at most two decimals,
 * for all passengers together.
 */

export type FlightProvider = 'online_supplier' | 'offline_supplier';
export type CabinClass = 'economy' | 'premium_economy' | 'business' | 'first';
export const CABIN_CLASSES: readonly CabinClass[] = ['economy', 'premium_economy', 'business', 'first'];

/** Contract: POST flights/search body (after core's defaults). */
export interface FlightSearchQuery {
  origin: string;
  destination: string;
  departureDate: string;
  /** Omit for one-way. */
  returnDate?: string;
  adults: number;
  children: number;
  infants: number;
  /** Each child's and infant's age on the last flight's date (core fills its defaults); absent: the supplier's. */
  childrenAges?: number[];
  infantsAges?: number[];
  /** Default economy. */
  cabinClass?: CabinClass;
  directOnly?: boolean;
  maxStops?: number;
  /** The team's DU/RAV percent of the base fare (online supplier only); default from the supplier's options. */
  duPercent?: number;
}

export interface FlightAirline {
  code: string;
  name: string;
}

export interface FlightPoint {
  airportCode: string;
  /** Local time at the airport, ISO without zone: `2026-03-10T22:15:00`. */
  dateTime: string;
}

export interface FlightSegment {
  airline: FlightAirline;
  flightNumber: string;
  departure: FlightPoint;
  arrival: FlightPoint;
  /** Minutes in the air (block time). */
  duration: number;
  aircraft: string;
}

export interface FlightItinerary {
  segments: FlightSegment[];
  stops: number;
  /** Minutes from first departure to last arrival, connections included. */
  duration: number;
}

/** total = base + taxes + commission; commission is the DU (0 for the offline supplier). */
export interface FlightPrice {
  total: number;
  base: number;
  taxes: number;
  commission: number;
  currency: string;
}

export interface FlightOffer {
  id: string;
  price: FlightPrice;
  /** Fare family, e.g. `Economy Light`. */
  fareClass: string;
  cabinClass: CabinClass;
  /** One-letter booking class, e.g. `K`. */
  bookingClass: string;
  baggage: { carryOn: number; checked: number };
  refundable: boolean;
  seatsAvailable: number;
  /** When the supplier stops honouring the offer (ISO 8601, UTC); real suppliers only (Duffel's `expires_at`). */
  expiresAt?: string;
}

export interface FlightGroup {
  id: string;
  provider: FlightProvider;
  /** Cheapest first. */
  offers: FlightOffer[];
  /** Outbound first, then the return when round trip. */
  flightInfo: { itineraries: FlightItinerary[] };
}

export interface FlightSearchResult {
  /** Cheapest group first. */
  flightGroups: FlightGroup[];
}

export type PassengerType = 'adult' | 'child' | 'infant';
/** Titles airlines accept (Duffel's list). */
export type PassengerTitle = 'mr' | 'ms' | 'mrs' | 'miss' | 'dr';

export interface FlightPassenger {
  type: PassengerType;
  firstName: string;
  lastName: string;
  gender?: 'M' | 'F';
  birthDate: string;
  documentType: 'cpf' | 'passport' | 'rg';
  documentNumber: string;
  documentCountry?: string;
  email?: string;
  phone?: string;
  /** Duffel needs one; derived from gender and type when omitted. */
  title?: PassengerTitle;
  /** Passport expiry `YYYY-MM-DD`, for airlines that require identity documents at booking. */
  documentExpiresOn?: string;
}

export interface FlightContact {
  email: string;
  phone: string;
}

export interface FlightBookRequest {
  /** The offer as decoded from core's rateToken: its id and the price the customer accepted. */
  offer: { id: string; price: FlightPrice; expiresAt?: string };
  passengers: FlightPassenger[];
  contact: FlightContact;
  /** Core's booking reference; the same one gives the same locator (safe retries). */
  reference?: string;
}

export interface FlightBookResult {
  /** The airline record locator (online), or null when an agent issues it later (offline). */
  externalLocator: string | null;
  /** The supplier's own id of the reservation (Duffel order `ord_...`), when it has one besides the locator. */
  supplierOrderId?: string;
  /**
   * The supplier took the order but has not confirmed it (Duffel's 202 Accepted): no locator yet, and
   * the order must not be sent again; `findBooking` by the same reference tells later whether it was made.
   */
  awaitingConfirmation?: boolean;
}

export interface FlightCancelResult {
  externalLocator: string;
  status: 'cancelled';
}

export interface FlightSupplier {
  readonly provider: FlightProvider;
  search(query: FlightSearchQuery, call: SupplierCall): Promise<FlightSearchResult>;
  book(request: FlightBookRequest, call: SupplierCall): Promise<FlightBookResult>;
  /** Releases an issued reservation (for example one whose PIX was never paid). */
  cancel(externalLocator: string, call: SupplierCall): Promise<FlightCancelResult>;
  /**
   * The offer as the supplier prices it now (price refresh at prebook), in a group with its flights.
   * Real suppliers only; throws kind `offer_expired` when it can no longer be booked.
   */
  getOffer?(request: FlightOfferRequest, call: SupplierCall): Promise<FlightGroup>;
  /**
   * The reservation made under a book's `reference`, looked up without ordering anything (null when
   * there is none, or it was cancelled). Real suppliers only: after an order they accepted without
   * confirming, the only safe question is this one.
   */
  findBooking?(reference: string, call: SupplierCall): Promise<FlightBookResult | null>;
}

export interface FlightOfferRequest {
  offerId: string;
  /** The DU percent the offer was searched with, so the refreshed price adds the same commission. */
  duPercent?: number;
}
