import type { CabinClass } from '../port';

export interface SandboxAirline {
  code: string;
  name: string;
  /** Countries where it flies domestic routes point to point. */
  home: readonly string[];
  hubs: readonly string[];
  /** Cabins on its long-haul aircraft; short haul sells fewer (see `segmentCabins`). */
  cabins: readonly CabinClass[];
  /** Relative fare level. */
  priceFactor: number;
  /** First flight number of its range. */
  numberBase: number;
  aircraft: { short: string; long: string };
  /** Longest leg it flies, km. */
  range: number;
  /** Continents it flies to. */
  reach: readonly string[];
  /** Hubs with long-haul (over 4,000 km) departures; default all hubs. */
  longHaulHubs?: readonly string[];
}

const E: CabinClass = 'economy';
const P: CabinClass = 'premium_economy';
const B: CabinClass = 'business';
const F: CabinClass = 'first';
const ALL = ['AF', 'AS', 'EU', 'NA', 'OC', 'SA'];

// Real carriers and hubs; schedules and fares generated from them are invented.
export const SANDBOX_AIRLINES: readonly SandboxAirline[] = [
  {
    code: 'LA',
    name: 'LATAM Airlines',
    home: ['BR', 'CL', 'PE'],
    hubs: ['GRU', 'BSB', 'GIG', 'SCL', 'LIM'],
    cabins: [E, P, B],
    priceFactor: 1,
    numberBase: 3000,
    aircraft: { short: 'Airbus A320', long: 'Boeing 787-9' },
    range: 13_000,
    reach: ['SA', 'NA', 'EU', 'OC'],
    longHaulHubs: ['GRU', 'SCL', 'LIM'],
  },
  {
    code: 'G3',
    name: 'GOL Linhas Aéreas',
    home: ['BR'],
    hubs: ['GRU', 'CGH', 'GIG', 'BSB', 'CNF', 'SSA', 'FOR'],
    cabins: [E],
    priceFactor: 0.94,
    numberBase: 1000,
    aircraft: { short: 'Boeing 737-800', long: 'Boeing 737 MAX 8' },
    range: 6_500,
    reach: ['SA', 'NA'],
    longHaulHubs: ['BSB', 'FOR'],
  },
  {
    code: 'AD',
    name: 'Azul Linhas Aéreas',
    home: ['BR'],
    hubs: ['VCP', 'CNF', 'REC', 'BEL', 'POA', 'SDU'],
    cabins: [E, B],
    priceFactor: 0.97,
    numberBase: 4000,
    aircraft: { short: 'Embraer 195-E2', long: 'Airbus A330-900neo' },
    range: 10_000,
    reach: ['SA', 'NA', 'EU'],
    longHaulHubs: ['VCP', 'REC', 'CNF'],
  },
  {
    code: 'TP',
    name: 'TAP Air Portugal',
    home: ['PT'],
    hubs: ['LIS', 'OPO'],
    cabins: [E, B],
    priceFactor: 1.02,
    numberBase: 1,
    aircraft: { short: 'Airbus A321neo', long: 'Airbus A330-900neo' },
    range: 11_000,
    reach: ['EU', 'SA', 'NA', 'AF'],
  },
  {
    code: 'AF',
    name: 'Air France',
    home: ['FR'],
    hubs: ['CDG', 'ORY'],
    cabins: [E, P, B, F],
    priceFactor: 1.1,
    numberBase: 400,
    aircraft: { short: 'Airbus A220-300', long: 'Boeing 777-300ER' },
    range: 13_500,
    reach: ALL,
  },
  {
    code: 'KL',
    name: 'KLM Royal Dutch Airlines',
    home: ['NL'],
    hubs: ['AMS'],
    cabins: [E, P, B],
    priceFactor: 1.08,
    numberBase: 700,
    aircraft: { short: 'Boeing 737-800', long: 'Boeing 787-10' },
    range: 13_000,
    reach: ALL,
  },
  {
    code: 'LH',
    name: 'Lufthansa',
    home: ['DE'],
    hubs: ['FRA', 'MUC'],
    cabins: [E, P, B, F],
    priceFactor: 1.12,
    numberBase: 500,
    aircraft: { short: 'Airbus A320neo', long: 'Boeing 747-8' },
    range: 13_500,
    reach: ALL,
  },
  {
    code: 'IB',
    name: 'Iberia',
    home: ['ES'],
    hubs: ['MAD'],
    cabins: [E, P, B],
    priceFactor: 1,
    numberBase: 6000,
    aircraft: { short: 'Airbus A320neo', long: 'Airbus A350-900' },
    range: 12_500,
    reach: ['EU', 'SA', 'NA', 'AF'],
  },
  {
    code: 'UX',
    name: 'Air Europa',
    home: ['ES'],
    hubs: ['MAD'],
    cabins: [E, B],
    priceFactor: 0.95,
    numberBase: 50,
    aircraft: { short: 'Boeing 737-800', long: 'Boeing 787-9' },
    range: 11_000,
    reach: ['EU', 'SA', 'NA', 'AF'],
  },
  {
    code: 'BA',
    name: 'British Airways',
    home: ['GB'],
    hubs: ['LHR', 'LGW'],
    cabins: [E, P, B, F],
    priceFactor: 1.12,
    numberBase: 200,
    aircraft: { short: 'Airbus A320', long: 'Boeing 777-200ER' },
    range: 13_500,
    reach: ALL,
  },
  {
    code: 'AZ',
    name: 'ITA Airways',
    home: ['IT'],
    hubs: ['FCO', 'MXP'],
    cabins: [E, P, B],
    priceFactor: 1.02,
    numberBase: 600,
    aircraft: { short: 'Airbus A220-100', long: 'Airbus A330-900neo' },
    range: 11_500,
    reach: ['EU', 'SA', 'NA', 'AF', 'AS'],
  },
  {
    code: 'AA',
    name: 'American Airlines',
    home: ['US'],
    hubs: ['MIA', 'DFW', 'JFK', 'CLT', 'ORD'],
    cabins: [E, P, B, F],
    priceFactor: 1.05,
    numberBase: 900,
    aircraft: { short: 'Airbus A321', long: 'Boeing 777-300ER' },
    range: 13_500,
    reach: ['NA', 'SA', 'EU', 'AS', 'OC'],
    longHaulHubs: ['MIA', 'DFW', 'JFK'],
  },
  {
    code: 'UA',
    name: 'United Airlines',
    home: ['US'],
    hubs: ['EWR', 'IAH', 'ORD'],
    cabins: [E, P, B],
    priceFactor: 1.05,
    numberBase: 800,
    aircraft: { short: 'Boeing 737 MAX 9', long: 'Boeing 767-300ER' },
    range: 13_000,
    reach: ['NA', 'SA', 'EU', 'AS', 'OC'],
  },
  {
    code: 'DL',
    name: 'Delta Air Lines',
    home: ['US'],
    hubs: ['ATL', 'JFK', 'MSP'],
    cabins: [E, P, B],
    priceFactor: 1.05,
    numberBase: 100,
    aircraft: { short: 'Airbus A321neo', long: 'Airbus A330-900neo' },
    range: 13_000,
    reach: ['NA', 'SA', 'EU', 'AS', 'OC'],
    longHaulHubs: ['ATL', 'JFK'],
  },
  {
    code: 'AR',
    name: 'Aerolíneas Argentinas',
    home: ['AR'],
    hubs: ['AEP', 'EZE'],
    cabins: [E, B],
    priceFactor: 0.95,
    numberBase: 1200,
    aircraft: { short: 'Boeing 737 MAX 8', long: 'Airbus A330-200' },
    range: 11_000,
    reach: ['SA', 'NA', 'EU'],
    longHaulHubs: ['EZE'],
  },
  {
    code: 'CM',
    name: 'Copa Airlines',
    home: ['PA'],
    hubs: ['PTY'],
    cabins: [E, B],
    priceFactor: 0.98,
    numberBase: 700,
    aircraft: { short: 'Boeing 737 MAX 9', long: 'Boeing 737 MAX 9' },
    range: 6_500,
    reach: ['NA', 'SA'],
  },
  {
    code: 'AV',
    name: 'Avianca',
    home: ['CO'],
    hubs: ['BOG'],
    cabins: [E, B],
    priceFactor: 0.97,
    numberBase: 80,
    aircraft: { short: 'Airbus A320neo', long: 'Boeing 787-8' },
    range: 11_000,
    reach: ['SA', 'NA', 'EU'],
  },
  {
    code: 'AM',
    name: 'Aeroméxico',
    home: ['MX'],
    hubs: ['MEX'],
    cabins: [E, P, B],
    priceFactor: 1,
    numberBase: 10,
    aircraft: { short: 'Boeing 737 MAX 8', long: 'Boeing 787-9' },
    range: 13_000,
    reach: ['NA', 'SA', 'EU', 'AS'],
  },
  {
    code: 'EK',
    name: 'Emirates',
    home: ['AE'],
    hubs: ['DXB'],
    cabins: [E, P, B, F],
    priceFactor: 1.15,
    numberBase: 200,
    aircraft: { short: 'Boeing 777-300ER', long: 'Airbus A380-800' },
    range: 15_000,
    reach: ALL,
  },
  {
    code: 'QR',
    name: 'Qatar Airways',
    home: ['QA'],
    hubs: ['DOH'],
    cabins: [E, B, F],
    priceFactor: 1.15,
    numberBase: 700,
    aircraft: { short: 'Airbus A320', long: 'Boeing 777-300ER' },
    range: 15_000,
    reach: ALL,
  },
  {
    code: 'TK',
    name: 'Turkish Airlines',
    home: ['TR'],
    hubs: ['IST'],
    cabins: [E, B],
    priceFactor: 1,
    numberBase: 1,
    aircraft: { short: 'Airbus A321neo', long: 'Boeing 777-300ER' },
    range: 13_000,
    reach: ALL,
  },
];

const byCode = new Map(SANDBOX_AIRLINES.map((airline) => [airline.code, airline]));

export function findAirline(code: string): SandboxAirline | undefined {
  return byCode.get(code);
}

// Brazilian carriers sell no business class on domestic flights.
const NO_SHORT_HAUL_BUSINESS = new Set(['LA', 'G3', 'AD']);

/** Cabins sold on one leg: fewer on short legs than the airline's long-haul product. */
export function segmentCabins(airline: SandboxAirline, distanceKm: number): readonly CabinClass[] {
  return airline.cabins.filter((cabin) => {
    if (cabin === 'economy') return true;
    if (cabin === 'premium_economy') return distanceKm > 3000 || airline.code === 'LA';
    if (cabin === 'business') return distanceKm > 3000 || !NO_SHORT_HAUL_BUSINESS.has(airline.code);
    return distanceKm > 5000;
  });
}
