/**
 * The Duffel stand-in's world: a few real airports, airlines with their fare
 * brands, and a fixed weekly-agnostic timetable (every flight flies every day).
 * UTC offsets are fixed (no daylight saving): a stand-in simplification.
 */

export interface StandInAirport {
  iata: string;
  icao: string;
  name: string;
  cityCode: string;
  cityName: string;
  country: string;
  timeZone: string;
  /** Minutes ahead of UTC, fixed. */
  utcOffset: number;
  latitude: number;
  longitude: number;
}

export const AIRPORTS: Record<string, StandInAirport> = {
  GRU: {
    iata: 'GRU',
    icao: 'SBGR',
    name: 'São Paulo/Guarulhos International Airport',
    cityCode: 'SAO',
    cityName: 'São Paulo',
    country: 'BR',
    timeZone: 'America/Sao_Paulo',
    utcOffset: -180,
    latitude: -23.4356,
    longitude: -46.4731,
  },
  GIG: {
    iata: 'GIG',
    icao: 'SBGL',
    name: 'Rio de Janeiro/Galeão International Airport',
    cityCode: 'RIO',
    cityName: 'Rio de Janeiro',
    country: 'BR',
    timeZone: 'America/Sao_Paulo',
    utcOffset: -180,
    latitude: -22.81,
    longitude: -43.2506,
  },
  LIS: {
    iata: 'LIS',
    icao: 'LPPT',
    name: 'Humberto Delgado Airport',
    cityCode: 'LIS',
    cityName: 'Lisbon',
    country: 'PT',
    timeZone: 'Europe/Lisbon',
    utcOffset: 0,
    latitude: 38.7813,
    longitude: -9.1359,
  },
  JFK: {
    iata: 'JFK',
    icao: 'KJFK',
    name: 'John F. Kennedy International Airport',
    cityCode: 'NYC',
    cityName: 'New York',
    country: 'US',
    timeZone: 'America/New_York',
    utcOffset: -300,
    latitude: 40.6398,
    longitude: -73.7789,
  },
};

export type StandInCabin = 'economy' | 'premium_economy' | 'business' | 'first';

export interface FareBrand {
  name: string;
  cabin: StandInCabin;
  /** One-letter booking class; the fare basis code starts with it. */
  bookingClass: string;
  carryOn: number;
  checked: number;
  changeable: boolean;
  refundable: boolean;
  /** Price factor over the airline's lowest fare. */
  factor: number;
}

export interface StandInAirline {
  id: string;
  iata: string;
  name: string;
  brands: FareBrand[];
  /** Airlines that ask for passports at booking (Duffel's passenger_identity_documents_required). */
  requiresDocuments: boolean;
}

const brand = (
  name: string,
  cabin: StandInCabin,
  bookingClass: string,
  checked: number,
  changeable: boolean,
  refundable: boolean,
  factor: number,
): FareBrand => ({ name, cabin, bookingClass, carryOn: 1, checked, changeable, refundable, factor });

export const AIRLINES: Record<string, StandInAirline> = {
  TP: {
    id: 'arl_00009VME7DCOaPRQvNhcMu',
    iata: 'TP',
    name: 'TAP Air Portugal',
    requiresDocuments: false,
    brands: [
      brand('Discount', 'economy', 'O', 0, false, false, 1),
      brand('Classic', 'economy', 'K', 1, true, false, 1.25),
      brand('Plus', 'economy', 'Y', 2, true, true, 1.6),
      brand('Executive', 'business', 'J', 2, true, true, 3.8),
    ],
  },
  LA: {
    id: 'arl_00009VME7DBKeMags5CliQ',
    iata: 'LA',
    name: 'LATAM Airlines',
    requiresDocuments: false,
    brands: [
      brand('Light', 'economy', 'S', 0, false, false, 1),
      brand('Standard', 'economy', 'M', 1, true, false, 1.2),
      brand('Full', 'economy', 'Y', 2, true, true, 1.55),
      brand('Premium Business', 'business', 'J', 2, true, true, 3.5),
    ],
  },
  G3: {
    id: 'arl_00009VME7DAvVOgR2HP7Ts',
    iata: 'G3',
    name: 'GOL Linhas Aéreas',
    requiresDocuments: false,
    brands: [
      brand('Light', 'economy', 'E', 0, false, false, 1),
      brand('Plus', 'economy', 'L', 1, true, false, 1.2),
      brand('Max', 'economy', 'Y', 2, true, true, 1.5),
    ],
  },
  AA: {
    id: 'arl_00009VME7D6ivUu8dn35WK',
    iata: 'AA',
    name: 'American Airlines',
    requiresDocuments: true,
    brands: [
      brand('Basic Economy', 'economy', 'B', 0, false, false, 1),
      brand('Main Cabin', 'economy', 'Q', 1, true, false, 1.22),
      brand('Flexible', 'economy', 'Y', 2, true, true, 1.7),
      brand('Flagship Business', 'business', 'J', 2, true, true, 4),
    ],
  },
};

export interface ScheduledFlight {
  airline: string;
  number: string;
  from: string;
  to: string;
  /** Local departure time `HH:MM`. */
  departs: string;
  /** Block time in minutes. */
  minutes: number;
  aircraft: { iata: string; name: string };
}

const A320 = { iata: '320', name: 'Airbus A320' };
const B738 = { iata: '738', name: 'Boeing 737-800' };
const B7M8 = { iata: '7M8', name: 'Boeing 737 MAX 8' };
const A339 = { iata: '339', name: 'Airbus A330-900' };
const A21N = { iata: '32Q', name: 'Airbus A321neo' };
const B789 = { iata: '789', name: 'Boeing 787-9' };
const B77W = { iata: '77W', name: 'Boeing 777-300ER' };

const flight = (
  airline: string,
  number: string,
  from: string,
  to: string,
  departs: string,
  minutes: number,
  aircraft: ScheduledFlight['aircraft'],
): ScheduledFlight => ({ airline, number, from, to, departs, minutes, aircraft });

/** Every flight flies daily. Connections: same airline, 60 minutes to 16 hours at the hub. */
export const TIMETABLE: ScheduledFlight[] = [
  flight('G3', '1020', 'GRU', 'GIG', '07:00', 65, B738),
  flight('LA', '3300', 'GRU', 'GIG', '09:00', 65, A320),
  flight('G3', '1040', 'GRU', 'GIG', '18:00', 65, B7M8),
  flight('LA', '3306', 'GRU', 'GIG', '19:30', 65, A320),
  flight('G3', '1021', 'GIG', 'GRU', '10:00', 65, B738),
  flight('LA', '3301', 'GIG', 'GRU', '12:00', 65, A320),
  flight('LA', '3305', 'GIG', 'GRU', '15:00', 65, A320),
  flight('G3', '1041', 'GIG', 'GRU', '20:00', 65, B7M8),
  flight('TP', '88', 'GRU', 'LIS', '16:05', 605, A339),
  flight('LA', '8084', 'GRU', 'LIS', '18:30', 605, B789),
  flight('TP', '87', 'LIS', 'GRU', '11:40', 590, A339),
  flight('LA', '8085', 'LIS', 'GRU', '10:15', 590, B789),
  flight('TP', '74', 'GIG', 'LIS', '21:10', 590, A339),
  flight('TP', '73', 'LIS', 'GIG', '12:30', 580, A339),
  flight('LA', '8180', 'GRU', 'JFK', '23:20', 585, B77W),
  flight('AA', '906', 'GRU', 'JFK', '22:10', 590, B77W),
  flight('LA', '8181', 'JFK', 'GRU', '17:00', 585, B77W),
  flight('AA', '905', 'JFK', 'GRU', '21:30', 580, B77W),
  flight('TP', '201', 'LIS', 'JFK', '10:30', 450, A21N),
  flight('TP', '202', 'JFK', 'LIS', '22:30', 430, A21N),
];
