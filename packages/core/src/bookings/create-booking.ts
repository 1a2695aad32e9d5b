import type { Db, Prisma } from '@tas/db';
import { ApiError } from '../lib/api-error';
import { clock } from '../lib/clock';
import { toCents } from '../lib/money';
import { newLocator, nextBookingNumber } from '../lib/sequence';
import { inTeam } from '../lib/team-scope';
import { dateIn } from '../lib/zod-helpers';
import { clientMetadata } from './client-metadata';
import { presentCreated } from './present';
import type { TBookingCreateInput } from './schemas';
import { recordStatusChange, type Actor } from './status';

// 34^6 locators per team: a collision is rare, five in a row would mean something else is wrong.
const LOCATOR_ATTEMPTS = 5;

/** The unique index (team_id, locator) refused the random locator: draw another one. */
function isLocatorTaken(error: unknown): boolean {
  const e = error as { code?: string; meta?: unknown } | null;
  return e?.code === 'P2002' && JSON.stringify(e.meta ?? {}).includes('locator');
}

async function insertBooking(tx: Prisma.TransactionClient, teamId: string, actor: Actor, input: TBookingCreateInput) {
  const customer = await tx.client.findFirst({ where: inTeam(teamId, { id: input.customer_id }), select: { id: true } });
  if (!customer) throw new ApiError(404, 'CUSTOMER_NOT_FOUND', 'Customer not found');
  const now = clock.now();
  const booking = await tx.booking.create({
    data: {
      teamId,
      customerId: customer.id,
      bookingNumber: await nextBookingNumber(tx, teamId, now),
      locator: newLocator(),
      type: input.type,
      status: 'pending',
      title: input.title,
      description: input.description ?? null,
      startDate: input.start_date ? dateIn(input.start_date) : null,
      endDate: input.end_date ? dateIn(input.end_date) : null,
      totalCents: toCents(input.total_amount),
      currency: input.currency,
      notes: input.notes ?? null,
      metadata: clientMetadata(null, input.metadata),
      createdAt: now,
      updatedAt: now,
      passengers: {
        create: input.passengers.map((p, position) => ({
          position,
          name: p.name,
          documentType: p.document_type ?? null,
          documentNumber: p.document_number ?? null,
          birthDate: p.birth_date ? dateIn(p.birth_date) : null,
          email: p.email ?? null,
          phone: p.phone ?? null,
        })),
      },
    },
  });
  await recordStatusChange(tx, { bookingId: booking.id, from: null, to: 'pending', actor, at: now });
  return booking;
}

/** A manual record: pending, no payment, no supplier call; booking, passengers and history in one transaction. */
export async function createBooking(db: Db, teamId: string, actor: Actor, input: TBookingCreateInput) {
  for (let attempt = 1; ; attempt++) {
    try {
      return presentCreated(await db.$transaction((tx) => insertBooking(tx, teamId, actor, input)));
    } catch (error) {
      // The failed transaction rolled back its booking number too, so the retry draws both afresh.
      if (attempt >= LOCATOR_ATTEMPTS || !isLocatorTaken(error)) throw error;
    }
  }
}
