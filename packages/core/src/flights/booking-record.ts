import type { Client, Prisma } from '@tas/db';
import { exchangeColumns } from '../exchange/booking-columns';
import { newLocator, nextBookingNumber } from '../lib/sequence';
import { dateIn } from '../lib/zod-helpers';
import type { TSupplierIssue } from '../suppliers/supplier-issue';
import type { TFlightPrebookOffer } from './prebook-offer';
import type { TFlightBookInput } from './schemas';

type Itinerary = TFlightPrebookOffer['itineraries'][number];

const day = (dateTime: string) => dateTime.slice(0, 10);
const route = (it: Itinerary) => [it.segments[0]!.departure.airportCode, ...it.segments.map((s) => s.arrival.airportCode)];
const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** Title: one-way "GRU -> GIG"; round trip "GRU -> LIS -> GRU" (origin, destination, back). */
export function flightTitle(offer: TFlightPrebookOffer): string {
  return offer.returnDate ? `${offer.origin} -> ${offer.destination} -> ${offer.origin}` : `${offer.origin} -> ${offer.destination}`;
}

function people(offer: TFlightPrebookOffer): string {
  const { adults, children, infants } = offer.passengers;
  return [
    plural(adults, 'adult', 'adults'),
    ...(children ? [plural(children, 'child', 'children')] : []),
    ...(infants ? [plural(infants, 'infant', 'infants')] : []),
  ].join(', ');
}

/** Items split the total by direction, to the cent: the outbound carries the odd cent. */
function itemCents(total: number, directions: number): number[] {
  if (directions === 1) return [total];
  const inbound = Math.floor(total / 2);
  return [total - inbound, inbound];
}

/** The flight booking as stored: one item per direction, the passengers, and `metadata.flight` / `metadata.supplier`. */
export async function flightBookingData(
  tx: Prisma.TransactionClient,
  args: { teamId: string; customer: Client; offer: TFlightPrebookOffer; input: TFlightBookInput; issue: TSupplierIssue; now: Date },
): Promise<Prisma.BookingUncheckedCreateInput> {
  const { offer, input, now } = args;
  const its = offer.itineraries;
  const last = its.at(-1)!;
  const flights = its.map((it) => it.segments.map((s) => s.flightNumber).join(' + '));
  const cents = itemCents(offer.price.totalCents, its.length);
  return {
    teamId: args.teamId,
    customerId: args.customer.id,
    bookingNumber: await nextBookingNumber(tx, args.teamId, now),
    locator: newLocator(),
    type: 'flight',
    status: 'pending',
    title: flightTitle(offer),
    description: `${flights.join(' / ')} · ${offer.fareClass} · ${people(offer)}`,
    startDate: dateIn(day(its[0]!.segments[0]!.departure.dateTime)),
    endDate: dateIn(day(last.segments.at(-1)!.arrival.dateTime)),
    totalCents: offer.price.totalCents,
    currency: offer.price.currency,
    supplier: offer.supplier === 'duffel' ? 'duffel' : offer.provider,
    duCents: offer.price.duCents,
    ...exchangeColumns({
      // What the supplier is owed: its own total without the DU its adapter added for us.
      supplierMinor: offer.supplierPrice && offer.supplierPrice.totalMinor - offer.supplierPrice.commissionMinor,
      supplierCurrency: offer.supplierPrice?.currency,
      exchangeRate: offer.exchangeRate,
    }),
    notes: input.notes ?? null,
    metadata: {
      flight: {
        provider: offer.provider,
        ...(offer.supplier === 'duffel' && { supplier: 'duffel' }),
        offer_id: offer.offerId,
        origin: offer.origin,
        destination: offer.destination,
        departure_date: offer.departureDate,
        return_date: offer.returnDate,
        cabin_class: offer.cabinClass,
        fare_class: offer.fareClass,
        passengers: offer.passengers,
        pricing: {
          base_fare: offer.price.baseCents / 100,
          du: offer.price.duCents / 100,
          taxes: offer.price.taxesCents / 100,
          total: offer.price.totalCents / 100,
        },
        itineraries: its,
        contact: { email: input.contact_email, phone: input.contact_phone },
        ...(offer.airline && { airline: offer.airline }),
      },
      supplier: args.issue,
      ...(input.special_requests && { special_requests: input.special_requests }),
    } as Prisma.InputJsonObject,
    createdAt: now,
    updatedAt: now,
    items: {
      create: its.map((it, position) => ({
        position,
        type: 'flight',
        name: route(it).join(' -> '),
        description: `${flights[position]} · ${offer.fareClass}`,
        quantity: 1,
        unitCents: cents[position]!,
        totalCents: cents[position]!,
        currency: offer.price.currency,
        details: {
          direction: position === 0 ? 'outbound' : 'inbound',
          provider: offer.provider,
          cabin_class: offer.cabinClass,
          fare_class: offer.fareClass,
          stops: it.stops,
          duration: it.duration,
          segments: it.segments,
        },
      })),
    },
    passengers: {
      create: input.passengers.map((p, position) => ({
        position,
        name: `${p.first_name} ${p.last_name}`,
        documentType: p.document_type,
        documentNumber: p.document_number,
        birthDate: dateIn(p.birth_date),
        email: p.email ?? null,
        phone: p.phone ?? null,
        details: {
          type: p.type,
          first_name: p.first_name,
          last_name: p.last_name,
          gender: p.gender ?? null,
          document_country: p.document_country,
        },
      })),
    },
  };
}
