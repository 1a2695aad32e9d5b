import type { Prisma } from '@tas/db';
import { formatCents, formatDay } from './format';

/** Said on a voucher whose hotel has not yet confirmed the reservation Hotelbeds made (PRECONFIRMED). */
export const HOTEL_CONFIRMATION_PENDING = 'Reserva feita; a confirmação do hotel está pendente.';

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
    /** What Hotelbeds' certification asks printed, when the supplier said it (null otherwise). */
    category: string | null;
    address: string | null;
    phone: string | null;
    board: string | null;
    comments: string | null;
    bookedOn: string | null;
    /** Booked, the hotel's own confirmation still to come (Hotelbeds PRECONFIRMED). */
    confirmationPending: boolean;
  } | null;
  /** The supplier's "Payable through ..." line (Hotelbeds requires it verbatim, in English). */
  payableThrough: string | null;
  flights: { route: string; description: string | null }[];
}

type BookingWithParts = Prisma.BookingGetPayload<{ include: { items: true; passengers: true; customer: true; team: true } }>;

function str(value: unknown): string | null {
  return typeof value === 'string' && value !== '' ? value : null;
}

/** `2026-04-07T23:59:00-03:00` as 07/04/2026 23:59: the moment in the hotel's own time, as the supplier wrote it. */
function formatFrom(from: string): string {
  const time = /T(\d{2}:\d{2})/.exec(from)?.[1];
  return time ? `${formatDay(from)} ${time}` : formatDay(from);
}

/**
 * The cancellation terms the supplier gave, in words; null when unknown. The charges are the
 * supplier's, in the currency it priced in (the supplier's own when it priced abroad).
 */
function cancellationOf(details: Record<string, unknown>): string | null {
  const policies = Array.isArray(details.cancellation_policies)
    ? (details.cancellation_policies as { amount: number; from: string }[])
    : [];
  const supplierPrice = details.supplier_price as { currency?: unknown } | undefined;
  const currency = typeof supplierPrice?.currency === 'string' ? supplierPrice.currency : 'BRL';
  const charges = policies.map((p) => `A partir de ${formatFrom(p.from)}: multa de ${formatCents(Math.round(p.amount * 100), currency)}.`);
  if (details.non_refundable === true) return ['Tarifa não reembolsável.', ...charges].join(' ');
  const deadline = str(details.cancellation_deadline);
  const parts: string[] = [];
  if (deadline) parts.push(`Cancelamento sem custo até ${formatDay(deadline)}.`);
  parts.push(...charges);
  return parts.length ? parts.join(' ') : null;
}

const BOARD_NAMES: Record<string, string> = {
  RO: 'Somente hospedagem',
  BB: 'Café da manhã',
  HB: 'Meia pensão',
  FB: 'Pensão completa',
  AI: 'Tudo incluído',
};

/** What the supplier's booking answer gave for the voucher (metadata.supplier_voucher, see hotels/issue.ts). */
function supplierVoucherOf(metadata: unknown): Record<string, unknown> {
  const facts = (metadata as { supplier_voucher?: unknown } | null)?.supplier_voucher;
  return facts && typeof facts === 'object' && !Array.isArray(facts) ? (facts as Record<string, unknown>) : {};
}

/**
 * Hotelbeds' voucher line, in the words its certification asks for: the stay is payable through its
 * supplier company, named with its VAT number, with the Hotelbeds booking reference.
 */
export function payableThroughLine(facts: Record<string, unknown>, reference: string | null): string | null {
  const payable = facts.payableThrough as { name?: unknown; vatNumber?: unknown } | undefined;
  if (typeof payable?.name !== 'string' || !reference) return null;
  const vat = typeof payable.vatNumber === 'string' ? payable.vatNumber : '-';
  return `Payable through ${payable.name}, acting as agent for the service operating company, details of which can be provided upon request. VAT: ${vat} Reference: ${reference}`;
}

export function voucherOf(booking: BookingWithParts): Voucher {
  const items = [...booking.items].sort((a, b) => a.position - b.position);
  const hotelItem = items.find((i) => i.type === 'hotel');
  let hotel: Voucher['hotel'] = null;
  const facts = supplierVoucherOf(booking.metadata);
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
      category: str(facts.hotelCategory),
      address: str(facts.hotelAddress),
      phone: str(facts.hotelPhone),
      board: str(facts.boardName) ?? (str(d.room_basis) ? (BOARD_NAMES[str(d.room_basis)!] ?? str(d.room_basis)) : null),
      comments: str(d.rate_comments) ?? str(facts.rateComments),
      bookedOn: str(facts.bookedOn) ? formatDay(str(facts.bookedOn)!) : null,
      confirmationPending: facts.hotelConfirmationPending === true,
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
    payableThrough: hotel ? payableThroughLine(facts, booking.externalLocator) : null,
    flights: items.filter((i) => i.type === 'flight').map((i) => ({ route: i.name.replace(/ -> /g, ' → '), description: i.description })),
  };
}
