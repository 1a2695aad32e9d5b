import type { Client, Prisma } from '@tas/db';
import { exchangeColumns } from '../exchange/booking-columns';
import { fromMinor } from '../lib/money';
import { newLocator, nextBookingNumber } from '../lib/sequence';
import { dateIn } from '../lib/zod-helpers';
import type { TPrebookOffer } from './prebook-offer';
import type { TSupplierIssue } from './response-schemas';
import type { THotelBookInput } from './schemas';

const ROOM_BASIS: Record<string, string> = {
  RO: 'Room only',
  BB: 'Bed and breakfast',
  HB: 'Half board',
  FB: 'Full board',
  AI: 'All inclusive',
};

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

function stayDescription(offer: TPrebookOffer): string {
  const people = [plural(offer.adults, 'adult', 'adults'), ...(offer.children > 0 ? [plural(offer.children, 'child', 'children')] : [])];
  return `${offer.roomNames.join(' + ')} · ${ROOM_BASIS[offer.roomBasis] ?? offer.roomBasis} · ${people.join(', ')}`;
}

/** The hotel booking as stored: title, dates and total from the prebooked stay, passengers from the guests. */
export async function hotelBookingData(
  tx: Prisma.TransactionClient,
  args: { teamId: string; customer: Client; offer: TPrebookOffer; input: THotelBookInput; issue: TSupplierIssue; now: Date },
): Promise<Prisma.BookingUncheckedCreateInput> {
  const { offer, input, now } = args;
  const description = stayDescription(offer);
  return {
    teamId: args.teamId,
    customerId: args.customer.id,
    bookingNumber: await nextBookingNumber(tx, args.teamId, now),
    locator: newLocator(),
    type: 'hotel',
    status: 'pending',
    title: `${offer.hotelName}, ${plural(offer.nights, 'night', 'nights')}`,
    description,
    startDate: dateIn(offer.checkIn),
    endDate: dateIn(offer.checkOut),
    totalCents: offer.totalCents,
    currency: offer.currency,
    supplier: offer.provider,
    markupCents: offer.totalCents - offer.netCents,
    ...exchangeColumns({
      supplierMinor: offer.supplierNetMinor,
      supplierCurrency: offer.supplierCurrency,
      exchangeRate: offer.exchangeRate,
    }),
    notes: input.notes ?? null,
    metadata: {
      supplier: args.issue,
      ...(input.special_requests && { special_requests: input.special_requests }),
    } as Prisma.InputJsonObject,
    createdAt: now,
    updatedAt: now,
    items: {
      create: [
        {
          position: 0,
          type: 'hotel',
          name: offer.hotelName,
          description,
          quantity: 1,
          unitCents: offer.totalCents,
          totalCents: offer.totalCents,
          currency: offer.currency,
          details: {
            provider: offer.provider,
            hotel_id: offer.hotelId,
            hotel_search_code: offer.hotelSearchCode,
            check_in: offer.checkIn,
            check_out: offer.checkOut,
            nights: offer.nights,
            adults: offer.adults,
            children: offer.children,
            ...(offer.childrenAges && { children_ages: offer.childrenAges }),
            rooms: offer.rooms,
            room_basis: offer.roomBasis,
            room_names: offer.roomNames,
            net_price: offer.netCents / 100,
            ...(offer.exchangeRate && {
              supplier_price: { amount: fromMinor(offer.supplierNetMinor!, offer.supplierCurrency!), currency: offer.supplierCurrency },
              exchange_rate: offer.exchangeRate,
            }),
            markup_percent: offer.markupPercent,
            non_refundable: offer.nonRefundable,
            cancellation_deadline: offer.cancellationDeadline,
            ...(offer.cancellationPolicies && { cancellation_policies: offer.cancellationPolicies }),
            ...(offer.rateComments && { rate_comments: offer.rateComments }),
          },
        },
      ],
    },
    passengers: {
      create: input.guests.map((guest, position) => ({
        position,
        name: `${guest.first_name} ${guest.last_name}`,
        documentType: guest.document_type ?? null,
        documentNumber: guest.document_number ?? null,
        birthDate: guest.birth_date ? dateIn(guest.birth_date) : null,
        email: guest.email ?? null,
        phone: guest.phone ?? null,
        // The supplier reservation needs the names apart.
        details: { first_name: guest.first_name, last_name: guest.last_name },
      })),
    },
  };
}
