import { compactDate, parseCompactDate } from '../../lib/dates';
import { checksum } from '../../lib/prng';
import type { FlightProvider } from '../port';
import type { Passengers } from './fares';

/**
 * An offer id says everything needed to find the offer again without state:
 * `ON-GRULIS-20260310-20260320-210-1000-20260115-TP88-TP87-EL-k3f9` is the
 * online supplier, GRU to LIS, out and back dates, 2 adults 1 child 0 infants,
 * DU 10.00%, searched on 2026-01-15, the flights each way, fare family, checksum.
 */
export interface OfferRef {
  provider: FlightProvider;
  origin: string;
  destination: string;
  departureDay: number;
  returnDay: number | null;
  passengers: Passengers;
  /** DU in hundredths of a percent. */
  duBasisPoints: number;
  searchDay: number;
  outboundKey: string;
  inboundKey: string | null;
  family: string;
}

const PREFIX: Record<FlightProvider, string> = { online_supplier: 'ON', offline_supplier: 'OF' };

export function encodeOfferId(ref: OfferRef): string {
  const body = [
    PREFIX[ref.provider],
    `${ref.origin}${ref.destination}`,
    compactDate(ref.departureDay),
    ref.returnDay === null ? 'OW' : compactDate(ref.returnDay),
    `${ref.passengers.adults}${ref.passengers.children}${ref.passengers.infants}`,
    ref.duBasisPoints,
    compactDate(ref.searchDay),
    ref.outboundKey,
    ref.inboundKey ?? 'OW',
    ref.family,
  ].join('-');
  return `${body}-${checksum(body)}`;
}

const SHAPE =
  /^(ON|OF)-([A-Z]{3})([A-Z]{3})-(\d{8})-(\d{8}|OW)-(\d)(\d)(\d)-(\d{1,5})-(\d{8})-([A-Z0-9.]+)-([A-Z0-9.]+|OW)-([A-Z]{2})-([0-9a-z]{4})$/;

export function decodeOfferId(id: string): OfferRef | null {
  const m = SHAPE.exec(id);
  if (!m || checksum(id.slice(0, id.lastIndexOf('-'))) !== m[14]) return null;
  const departureDay = parseCompactDate(m[4]!);
  const returnDay = m[5] === 'OW' ? null : parseCompactDate(m[5]!);
  const searchDay = parseCompactDate(m[10]!);
  if (departureDay === null || searchDay === null || (m[5] !== 'OW' && returnDay === null)) return null;
  return {
    provider: m[1] === 'ON' ? 'online_supplier' : 'offline_supplier',
    origin: m[2]!,
    destination: m[3]!,
    departureDay,
    returnDay,
    passengers: { adults: Number(m[6]), children: Number(m[7]), infants: Number(m[8]) },
    duBasisPoints: Number(m[9]),
    searchDay,
    outboundKey: m[11]!,
    inboundKey: m[12] === 'OW' ? null : m[12]!,
    family: m[13]!,
  };
}
