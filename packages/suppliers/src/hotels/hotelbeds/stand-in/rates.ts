import { compactDate, formatIsoDate, parseCompactDate, parseIsoDate } from '../../../lib/dates';
import { checksum } from '../../../lib/prng';
import {
  BOARD_FACTORS,
  BOARD_NAMES,
  standInDestination,
  standInHotel,
  STAND_IN_DESTINATIONS,
  type StandInHotel,
  type StandInRoom,
} from './catalog';

/**
 * Rates and rateKeys of the stand-in. A rateKey carries everything that prices it, in Hotelbeds'
 * layout (`checkIn|checkOut|W|dest|hotel|room|rateCode|board|class|rooms~adults~children|childAges|N@rev~check`,
 * the children's ages per room `~`-separated where Hotelbeds' own keys carry them),
 * so the stand-in needs no memory to re-value or book it, and a process restart changes nothing.
 */
export interface StandInRateSpec {
  checkInDay: number;
  nights: number;
  hotel: StandInHotel;
  room: StandInRoom;
  board: StandInHotel['boards'][number];
  rateClass: 'NOR' | 'NRF';
  rooms: number;
  adults: number;
  children: number;
  /** Each child's age, per room (Hotelbeds prices children by age); the rateKey carries them. */
  childAges: number[];
  /** Times the price was re-valued up at CheckRates (each +7%). */
  revision: number;
}

export const STAND_IN_CURRENCY = 'EUR';

export function encodeRateKey(spec: StandInRateSpec): string {
  const destination = STAND_IN_DESTINATIONS.findIndex((d) => d.code === spec.hotel.destination) + 1;
  const body = [
    compactDate(spec.checkInDay),
    compactDate(spec.checkInDay + spec.nights),
    'W',
    destination,
    spec.hotel.code,
    spec.room.code,
    spec.rateClass === 'NRF' ? 'NRF-B2B' : 'BAR',
    spec.board,
    spec.rateClass,
    `${spec.rooms}~${spec.adults}~${spec.children}`,
    spec.childAges.join('~'),
  ].join('|');
  return `${body}|N@${spec.revision}~${checksum(body, String(spec.revision))}`;
}

export function decodeRateKey(rateKey: string): StandInRateSpec | null {
  const parts = rateKey.split('|');
  if (parts.length !== 12) return null;
  const [ci, co, , , hotelCode, roomCode, , board, rateClass, occupancy, ages, tail] = parts as [
    string,
    string,
    string,
    string,
    string,
    string,
    string,
    string,
    string,
    string,
    string,
    string,
  ];
  const match = /^N@(\d{1,2})~([0-9a-z]{4})$/.exec(tail);
  const body = parts.slice(0, 11).join('|');
  if (!match || checksum(body, match[1]!) !== match[2]) return null;
  const hotel = standInHotel(Number(hotelCode));
  const room = hotel?.rooms.find((r) => r.code === roomCode);
  const checkInDay = parseCompactDate(ci);
  const checkOutDay = parseCompactDate(co);
  const [rooms, adults, children] = occupancy.split('~').map(Number) as [number, number, number];
  const childAges = ages ? ages.split('~').map(Number) : [];
  if (childAges.length !== children || childAges.some((age) => !Number.isInteger(age) || age < 0 || age > 17)) return null;
  if (!hotel || !room || checkInDay === null || checkOutDay === null || (rateClass !== 'NOR' && rateClass !== 'NRF')) return null;
  if (!hotel.boards.includes(board as never)) return null;
  return {
    checkInDay,
    nights: checkOutDay - checkInDay,
    hotel,
    room,
    board: board as StandInRateSpec['board'],
    rateClass,
    rooms,
    adults,
    children,
    childAges,
    revision: Number(match[1]),
  };
}

/** Net for every room and night, in cents. */
export function netCents(spec: StandInRateSpec): number {
  // Children by age, as Hotelbeds prices them: under 2 free, 2-11 half, 12-17 as an adult.
  const childShare = spec.childAges.reduce((sum, age) => sum + (age < 2 ? 0 : age < 12 ? 0.5 : 1), 0);
  const people = Math.max(0.6, (spec.adults + childShare) / 2);
  const perRoomNight = spec.hotel.baseCents * spec.room.factor * people * BOARD_FACTORS[spec.board] * (spec.rateClass === 'NRF' ? 0.9 : 1);
  return Math.round(perRoomNight * spec.nights * spec.rooms * (1 + 0.07 * spec.revision));
}

const money = (cents: number) => (cents / 100).toFixed(2);
/** Hotelbeds writes times with an offset; "now" is written in UTC. */
const stamp = (now: Date) => `${now.toISOString().slice(0, 19)}+00:00`;

/** NOR: the first night is charged from 23:59 three days before arrival (hotel time); NRF: everything, from now. */
export function cancellationPolicies(spec: StandInRateSpec, now: Date) {
  const net = netCents(spec);
  if (spec.rateClass === 'NRF') return [{ amount: money(net), from: stamp(now) }];
  const offset = standInDestination(spec.hotel.destination)?.offset ?? '+00:00';
  const from = `${formatIsoDate(spec.checkInDay - 3)}T23:59:00${offset}`;
  return [{ amount: money(Math.round(net / spec.nights)), from: Date.parse(from) <= now.getTime() ? stamp(now) : from }];
}

/** A rate as Hotelbeds' availability and CheckRates answers show it. */
export function rateJson(spec: StandInRateSpec, now: Date, rateType: 'BOOKABLE' | 'RECHECK') {
  return {
    rateKey: encodeRateKey(spec),
    rateClass: spec.rateClass,
    rateType,
    net: money(netCents(spec)),
    allotment: 5,
    paymentType: spec.room.payAtHotel ? 'AT_HOTEL' : 'AT_WEB',
    packaging: false,
    boardCode: spec.board,
    boardName: BOARD_NAMES[spec.board],
    cancellationPolicies: cancellationPolicies(spec, now),
    rooms: spec.rooms,
    adults: spec.adults,
    children: spec.children,
    ...(spec.children > 0 && { childrenAges: spec.childAges.join(',') }),
  };
}

export function stayDays(checkIn: string, checkOut: string): { checkInDay: number; nights: number } | null {
  const a = parseIsoDate(checkIn);
  const b = parseIsoDate(checkOut);
  return a === null || b === null ? null : { checkInDay: a, nights: b - a };
}

export { money as standInMoney };
