/**
 * The stand-in's fixed inventory: real Hotelbeds destination codes with a few made-up hotels each.
 * Prices are net per room per night in EUR cents for two adults; every board the contract knows appears.
 */
export interface StandInDestination {
  code: string;
  name: string;
  countryCode: string;
  /** UTC offset of the hotels' local time, for cancellation deadlines. */
  offset: string;
}

export interface StandInRoom {
  code: string;
  name: string;
  /** Price factor over the hotel's base rate. */
  factor: number;
  /** Rooms re-valued at CheckRates (Hotelbeds: rates without real-time availability). */
  recheck: boolean;
  /** Paid at the hotel (Hotelbeds paymentType AT_HOTEL): booking needs card data. */
  payAtHotel?: boolean;
}

export interface StandInHotel {
  code: number;
  name: string;
  destination: string;
  category: 3 | 4 | 5;
  address: string;
  latitude: number;
  longitude: number;
  phone: string;
  baseCents: number;
  boards: readonly ('RO' | 'BB' | 'HB' | 'FB' | 'AI')[];
  rooms: readonly StandInRoom[];
}

export const STAND_IN_DESTINATIONS: readonly StandInDestination[] = [
  { code: 'SAO', name: 'Sao Paulo', countryCode: 'BR', offset: '-03:00' },
  { code: 'RIO', name: 'Rio de Janeiro', countryCode: 'BR', offset: '-03:00' },
  { code: 'LIS', name: 'Lisboa', countryCode: 'PT', offset: '+00:00' },
  { code: 'NYC', name: 'New York', countryCode: 'US', offset: '-05:00' },
  // Listed by Hotelbeds alone (the sandbox has no Mallorca), with no hotels in the stand-in.
  { code: 'PMI', name: 'Mallorca', countryCode: 'ES', offset: '+01:00' },
];

const STANDARD: StandInRoom = { code: 'DBL.ST', name: 'DOUBLE STANDARD', factor: 1, recheck: false };
const SUPERIOR: StandInRoom = { code: 'DBL.SU', name: 'DOUBLE SUPERIOR', factor: 1.35, recheck: true };
const SUITE: StandInRoom = { code: 'SUI.ST', name: 'SUITE', factor: 2.1, recheck: false };

export const STAND_IN_HOTELS: readonly StandInHotel[] = [
  {
    code: 100101,
    name: 'Paulista Garden Hotel',
    destination: 'SAO',
    category: 4,
    address: 'Avenida Paulista, 1200',
    latitude: -23.5614,
    longitude: -46.6559,
    phone: '+551130001200',
    baseCents: 42_000,
    boards: ['RO', 'BB'],
    rooms: [STANDARD, SUPERIOR],
  },
  {
    code: 100102,
    name: 'Jardins Boutique',
    destination: 'SAO',
    category: 5,
    address: 'Rua Oscar Freire, 300',
    latitude: -23.5631,
    longitude: -46.6695,
    phone: '+551130000300',
    baseCents: 78_000,
    boards: ['BB', 'HB'],
    rooms: [STANDARD, SUITE],
  },
  {
    code: 100103,
    name: 'Centro Business Inn',
    destination: 'SAO',
    category: 3,
    address: 'Rua da Consolacao, 45',
    latitude: -23.5505,
    longitude: -46.6453,
    phone: '+551130000045',
    baseCents: 26_000,
    boards: ['RO'],
    rooms: [STANDARD],
  },
  {
    code: 200201,
    name: 'Copacabana Mar Hotel',
    destination: 'RIO',
    category: 4,
    address: 'Avenida Atlantica, 2000',
    latitude: -22.9711,
    longitude: -43.1822,
    phone: '+552130002000',
    baseCents: 55_000,
    boards: ['BB', 'HB', 'FB'],
    rooms: [STANDARD, SUPERIOR],
  },
  {
    code: 200202,
    name: 'Ipanema Resort & Spa',
    destination: 'RIO',
    category: 5,
    address: 'Rua Vinicius de Moraes, 10',
    latitude: -22.9868,
    longitude: -43.204,
    phone: '+552130000010',
    baseCents: 96_000,
    boards: ['FB', 'AI'],
    rooms: [SUPERIOR, SUITE],
  },
  {
    code: 300301,
    name: 'Alfama Heritage',
    destination: 'LIS',
    category: 4,
    address: 'Rua de Sao Miguel, 12',
    latitude: 38.7115,
    longitude: -9.1294,
    phone: '+351210000012',
    baseCents: 38_000,
    boards: ['RO', 'BB'],
    rooms: [STANDARD, SUPERIOR],
  },
  {
    code: 300302,
    name: 'Avenida Liberdade Palace',
    destination: 'LIS',
    category: 5,
    address: 'Avenida da Liberdade, 180',
    latitude: 38.7205,
    longitude: -9.1455,
    phone: '+351210000180',
    baseCents: 71_000,
    boards: ['BB', 'HB', 'AI'],
    rooms: [STANDARD, SUITE],
  },
  {
    code: 400401,
    name: 'Midtown Park Hotel',
    destination: 'NYC',
    category: 4,
    address: '200 West 55th Street',
    latitude: 40.7644,
    longitude: -73.9817,
    phone: '+12125550200',
    baseCents: 89_000,
    boards: ['RO', 'BB'],
    rooms: [STANDARD, SUPERIOR],
  },
  {
    code: 400402,
    name: 'Brooklyn Bridge Lofts',
    destination: 'NYC',
    category: 3,
    address: '30 Water Street',
    latitude: 40.7033,
    longitude: -73.9893,
    phone: '+17185550030',
    baseCents: 52_000,
    boards: ['RO'],
    rooms: [STANDARD, { ...SUITE, payAtHotel: true }],
  },
];

export const BOARD_NAMES: Record<StandInHotel['boards'][number], string> = {
  RO: 'ROOM ONLY',
  BB: 'BED AND BREAKFAST',
  HB: 'HALF BOARD',
  FB: 'FULL BOARD',
  AI: 'ALL INCLUSIVE',
};

/** Board price factors per person and night over room only. */
export const BOARD_FACTORS: Record<StandInHotel['boards'][number], number> = { RO: 1, BB: 1.12, HB: 1.3, FB: 1.45, AI: 1.7 };

export const standInHotel = (code: number) => STAND_IN_HOTELS.find((hotel) => hotel.code === code);
export const standInDestination = (code: string) => STAND_IN_DESTINATIONS.find((destination) => destination.code === code);

/**
 * Facilities every stand-in hotel lists. The last says the hotel has NO car park: Hotelbeds lists a
 * facility with `indLogic: false` (or `indYesOrNo: false`) to say it is absent.
 */
export const FACILITIES = [
  { facilityCode: 10, facilityGroupCode: 70, description: 'Air conditioning in public areas' },
  { facilityCode: 30, facilityGroupCode: 70, description: 'Wi-fi' },
  { facilityCode: 250, facilityGroupCode: 70, description: 'Outdoor swimming pool' },
  { facilityCode: 295, facilityGroupCode: 60, description: 'Minibar' },
  { facilityCode: 298, facilityGroupCode: 60, description: 'Safe' },
  { facilityCode: 320, facilityGroupCode: 70, description: 'Car park', indLogic: false },
] as const;

/** The types/facilities catalogue: the facilities above and a few no stand-in hotel has. */
export const FACILITY_TYPES = [
  ...FACILITIES.map(({ facilityCode, facilityGroupCode, description }) => ({ code: facilityCode, facilityGroupCode, description })),
  { code: 90, facilityGroupCode: 70, description: 'Gym' },
  { code: 100, facilityGroupCode: 70, description: 'Spa' },
] as const;

/** Rate comments (contract remarks) by rate class, as types/ratecommentdetails gives them. */
export const RATE_COMMENTS: Record<'NOR' | 'NRF', string> = {
  NOR: 'Check-in from 14:00. A photo ID and a credit card are required at check-in.',
  NRF: 'Non-refundable rate: no changes or name changes allowed. Check-in from 14:00.',
};
