import type { Prisma } from '@tas/db';
import { formatCents, formatDay } from './format';

/** What a voucher says, read from a booking with its items and passengers. */
export interface Voucher {
  agency: string;
  bookingNumber: string;
  locator: string;
  externalLocator: string | null;
  type: string;
  title: string;
  customerName: string;
  total: string;
  startDate: string | null;
  endDate: string | null;
  guests: string[];
  hotel: {
    name: string;
    checkIn: string;
    checkOut: string;
    nights: number | null;
    rooms: string;
    occupancy: string;
    cancellation: string | null;
  } | null;
  flights: { route: string; description: string | null }[];
}

type BookingWithParts = Prisma.BookingGetPayload<{ include: { items: true; passengers: true; customer: true; team: true } }>;

function str(value: unknown): string | null {
  return typeof value === 'string' && value !== '' ? value : null;
}

/** The cancellation terms the supplier gave, in words; null when unknown. */
function cancellationOf(details: Record<string, unknown>): string | null {
  if (details.non_refundable === true) return 'Tarifa não reembolsável.';
  const policies = Array.isArray(details.cancellation_policies)
    ? (details.cancellation_policies as { amount: number; from: string }[])
    : [];
  const deadline = str(details.cancellation_deadline);
  const parts: string[] = [];
  if (deadline) parts.push(`Cancelamento sem custo até ${formatDay(deadline)}.`);
  for (const p of policies) parts.push(`A partir de ${formatDay(p.from)}: multa de ${formatCents(Math.round(p.amount * 100))}.`);
  return parts.length ? parts.join(' ') : null;
}

export function voucherOf(booking: BookingWithParts): Voucher {
  const items = [...booking.items].sort((a, b) => a.position - b.position);
  const hotelItem = items.find((i) => i.type === 'hotel');
  let hotel: Voucher['hotel'] = null;
  if (hotelItem) {
    const d = (hotelItem.details ?? {}) as Record<string, unknown>;
    const roomNames = Array.isArray(d.room_names) ? (d.room_names as unknown[]).filter((n): n is string => typeof n === 'string') : [];
    const rooms = typeof d.rooms === 'number' ? d.rooms : 1;
    const adults = typeof d.adults === 'number' ? d.adults : booking.passengers.length;
    const children = typeof d.children === 'number' ? d.children : 0;
    hotel = {
      name: hotelItem.name,
      checkIn: str(d.check_in) ? formatDay(str(d.check_in)!) : booking.startDate ? formatDay(booking.startDate) : '-',
      checkOut: str(d.check_out) ? formatDay(str(d.check_out)!) : booking.endDate ? formatDay(booking.endDate) : '-',
      nights: typeof d.nights === 'number' ? d.nights : null,
      rooms: `${rooms} ${rooms === 1 ? 'quarto' : 'quartos'}${roomNames.length ? ` (${roomNames.join(', ')})` : ''}`,
      occupancy: `${adults} ${adults === 1 ? 'adulto' : 'adultos'}${children ? `, ${children} ${children === 1 ? 'criança' : 'crianças'}` : ''}`,
      cancellation: cancellationOf(d),
    };
  }
  return {
    agency: booking.team.name,
    bookingNumber: booking.bookingNumber,
    locator: booking.locator,
    externalLocator: booking.externalLocator,
    type: booking.type,
    title: booking.title,
    customerName: booking.customer.fullName,
    total: formatCents(booking.totalCents, booking.currency),
    startDate: booking.startDate ? formatDay(booking.startDate) : null,
    endDate: booking.endDate ? formatDay(booking.endDate) : null,
    guests: [...booking.passengers].sort((a, b) => a.position - b.position).map((p) => p.name),
    hotel,
    flights: items.filter((i) => i.type === 'flight').map((i) => ({ route: i.name.replace(/ -> /g, ' → '), description: i.description })),
  };
}
