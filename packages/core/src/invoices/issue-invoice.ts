import { isPaymentError, type GatewayInvoice, type InvoiceInput, type InvoiceIssuer } from '@tas/payments';
import type { Db, Prisma } from '@tas/db';
import { clock } from '../lib/clock';
import { readSettings } from '../teams/settings';
import { invoiceIssuerFor } from './invoice-issuer';
import { revenueToInvoiceCents } from './revenue';
import { readInvoiceSettings, type InvoiceSettings } from './settings';

export interface ClaimedInvoice {
  id: string;
  booking_id: string;
  gateway: string;
  gateway_invoice_id: string | null;
  status: string;
  cancel_requested: boolean;
  attempts: number;
}

export type InvoiceOutcome = 'issued' | 'cancelled' | 'kept' | 'waiting' | 'failed' | 'retry';

// A gateway outage: 1, 2, 4 ... minutes apart, at most an hour.
const backoffMs = (attempts: number) => Math.min(2 ** Math.max(0, attempts - 1), 60) * 60_000;
// While the city hall works on it (synchronized), a cancellation waits for its answer.
const WAIT_MS = 5 * 60_000;
const NOT_CONFIGURED = 'Gateway de pagamento não configurado para emitir notas fiscais';

/** YYYY-MM-DD in Brasília (UTC-3 all year since 2019): the NFS-e's date. */
const brazilDate = (at: Date) => new Date(at.getTime() - 3 * 3_600_000).toISOString().slice(0, 10);

// An issue's answer never overwrites what a webhook has already taken further (synchronized, authorized).
const ISSUING = ['pending', 'scheduled', 'error'];

/** What the gateway answered, unless a webhook has already taken the invoice further. */
async function save(db: Db, id: string, invoice: GatewayInvoice, extra: Prisma.ServiceInvoiceUpdateManyMutationInput = {}) {
  const failed = invoice.status === 'error' || invoice.status === 'cancellation_denied';
  const issuing = invoice.status === 'scheduled' || invoice.status === 'error';
  await db.serviceInvoice.updateMany({
    where: { id, status: issuing ? { in: ISSUING } : { notIn: ['cancelled'] } },
    data: {
      gatewayInvoiceId: invoice.gatewayInvoiceId,
      status: invoice.status,
      number: invoice.number,
      pdfUrl: invoice.pdfUrl,
      xmlUrl: invoice.xmlUrl,
      errorMessage: failed ? (invoice.statusDescription ?? 'Erro na emissão da nota fiscal') : null,
      ...extra,
    },
  });
}

function inputOf(row: ClaimedInvoice, booking: BookingForInvoice, settings: InvoiceSettings, valueCents: number, now: Date): InvoiceInput {
  const customer = booking.customer;
  const document = customer.cpf ?? customer.cnpj;
  const paidHere = booking.payments.find(
    (p) => p.gateway === row.gateway && p.gatewayChargeId && (p.status === 'paid' || p.status === 'refunded'),
  );
  return {
    reference: row.id,
    gatewayChargeId: paidHere?.gatewayChargeId ?? null,
    customer: {
      name: customer.fullName,
      email: customer.email,
      ...(document ? { cpfCnpj: document } : {}),
      ...(customer.phone ? { phone: customer.phone } : {}),
    },
    valueCents,
    serviceDescription: settings.descriptionTemplate
      .replaceAll('{booking_number}', booking.bookingNumber)
      .replaceAll('{title}', booking.title),
    observations: settings.observations || `Reserva ${booking.bookingNumber}`,
    effectiveDate: brazilDate(now),
    municipalServiceId: settings.municipalServiceId,
    municipalServiceCode: settings.municipalServiceCode,
    municipalServiceName: settings.municipalServiceName ?? settings.municipalServiceCode ?? settings.municipalServiceId ?? '',
    taxes: {
      retainIss: settings.retainIss,
      iss: settings.iss,
      cofins: settings.cofins,
      csll: settings.csll,
      inss: settings.inss,
      ir: settings.ir,
      pis: settings.pis,
    },
  };
}

type BookingForInvoice = NonNullable<Awaited<ReturnType<typeof loadBooking>>>;

const loadBooking = (db: Db, id: string) =>
  db.booking.findUnique({
    where: { id },
    include: {
      customer: true,
      payments: { select: { gateway: true, gatewayChargeId: true, status: true } },
      team: { select: { settings: true } },
    },
  });

/** Schedules (once: our id is Asaas' externalReference, found again after a lost answer) and issues at once. */
async function issue(db: Db, issuer: InvoiceIssuer, row: ClaimedInvoice, booking: BookingForInvoice, valueCents: number, now: Date) {
  let gatewayInvoiceId = row.gateway_invoice_id;
  if (!gatewayInvoiceId) {
    if (booking.currency !== 'BRL') {
      await db.serviceInvoice.update({
        where: { id: row.id },
        data: { status: 'error', errorMessage: 'Venda em moeda estrangeira: emita a nota fiscal fora da plataforma' },
      });
      return 'failed' as const;
    }
    const settings = readInvoiceSettings(booking.team.settings);
    const scheduled =
      (row.attempts > 1 ? await issuer.find(row.id) : null) ?? (await issuer.schedule(inputOf(row, booking, settings, valueCents, now)));
    gatewayInvoiceId = scheduled.gatewayInvoiceId;
    await save(db, row.id, scheduled, { valueCents, effectiveDate: new Date(`${brazilDate(now)}T00:00:00Z`) });
  }
  await save(db, row.id, await issuer.authorize(gatewayInvoiceId));
  return 'issued' as const;
}

/**
 * One claimed invoice's due work: issue it (pending), or cancel it when its sale was cancelled with
 * no revenue left. An agency fee kept on the cancellation is revenue: the invoice issued stands
 * (README: a partial cancellation is not re-invoiced), and one not yet issued is issued for the fee.
 */
export async function processInvoice(db: Db, row: ClaimedInvoice): Promise<InvoiceOutcome> {
  const now = clock.now();
  const booking = await loadBooking(db, row.booking_id);
  if (!booking) return 'failed';
  const issuer = invoiceIssuerFor(readSettings(booking.team.settings), row.gateway);
  const revenue = revenueToInvoiceCents(booking);
  try {
    if (row.cancel_requested && row.gateway_invoice_id && row.status !== 'pending') {
      if (revenue > 0) {
        await db.serviceInvoice.update({ where: { id: row.id }, data: { cancelRequested: false } });
        return 'kept';
      }
      if (row.status === 'synchronized' || row.status === 'processing_cancellation') {
        await db.serviceInvoice.update({ where: { id: row.id }, data: { dueAt: new Date(now.getTime() + WAIT_MS) } });
        return 'waiting';
      }
      if (!issuer) throw new Error(NOT_CONFIGURED);
      await save(db, row.id, await issuer.cancel(row.gateway_invoice_id), { cancelRequested: false });
      return 'cancelled';
    }
    if (row.status !== 'pending') return 'kept';
    if (revenue <= 0) {
      if (row.gateway_invoice_id && issuer) await save(db, row.id, await issuer.cancel(row.gateway_invoice_id), { cancelRequested: false });
      else
        await db.serviceInvoice.update({
          where: { id: row.id },
          data: { status: 'cancelled', cancelRequested: false, errorMessage: null },
        });
      return 'cancelled';
    }
    if (!issuer) throw new Error(NOT_CONFIGURED);
    return await issue(db, issuer, row, booking, revenue, now);
  } catch (error) {
    if (isPaymentError(error) && error.kind === 'unavailable') {
      // The gateway did not answer: try again later; nothing it may have made is lost (find by reference).
      await db.serviceInvoice.update({
        where: { id: row.id },
        data: { errorMessage: error.message, dueAt: new Date(now.getTime() + backoffMs(row.attempts)) },
      });
      return 'retry';
    }
    // The gateway (or our settings) refused: shown in the panel, retried there once fixed.
    const message = error instanceof Error ? error.message : String(error);
    await db.serviceInvoice.update({
      where: { id: row.id },
      data: { errorMessage: message.slice(0, 500), cancelRequested: false, ...(row.status === 'pending' && { status: 'error' }) },
    });
    return 'failed';
  }
}
