'use client';

import { useMutation, useQuery } from '@tanstack/react-query';
import Link from 'next/link';
import { useState, type ReactNode } from 'react';
import { formatDateTime, formatMoney } from '@/lib/format';
import { BOOKING_STATUS_LABELS } from '@/lib/labels';
import { useTRPC } from '@/trpc/client';
import type { RouterOutputs } from '@/trpc/types';
import { ErrorAlert } from '@/components/form/form-submit';
import { Field } from '@/components/form/field';

export type PaymentResultPayment = RouterOutputs['hotels']['book']['payment'];

export interface PaymentResultBooking {
  id: string;
  booking_number: string;
  status: string;
  total_amount: number;
  currency: string;
}

interface PaymentResultProps {
  booking: PaymentResultBooking;
  payment: PaymentResultPayment;
  /** Where tests read "Pago" / "Aguardando pagamento". */
  statusTestId: string;
  /** What the product adds under the total (a flight's locators...). */
  children?: ReactNode;
}

/** After a hotel or flight book: how the client pays (PIX QR and code, boleto link or card result) and where the booking lives. */
export function PaymentResult({ booking, payment, statusTestId, children }: PaymentResultProps) {
  const trpc = useTRPC();
  const settings = useQuery(trpc.team.salesSettings.queryOptions());
  const pay = useMutation(trpc.payments.sandboxPay.mutationOptions());
  const paid = pay.data?.payment.status === 'paid' || payment.status === 'paid';
  const bookingStatus = pay.data?.booking.status ?? booking.status;
  const canSimulate = !paid && payment.method !== 'credit_card' && settings.data?.paymentGateway === 'sandbox';

  return (
    <section className="card stack" aria-label="Reserva criada">
      <p className="alert alert-success" role="status">
        Reserva {booking.booking_number} criada: {BOOKING_STATUS_LABELS[bookingStatus] ?? bookingStatus}.
      </p>
      <p>
        Total <strong>{formatMoney(booking.total_amount, booking.currency)}</strong> · Pagamento{' '}
        <strong data-testid={statusTestId}>{paid ? 'Pago' : 'Aguardando pagamento'}</strong>
      </p>
      {children}

      {payment.method === 'pix' && !paid && (
        <PixPayment qrPng={payment.pix_qr_code} code={payment.pix_code} expiresAt={payment.expires_at} />
      )}
      {payment.method === 'boleto' && payment.boleto_url && !paid && (
        <p>
          <a className="button" href={payment.boleto_url} target="_blank" rel="noreferrer">
            Abrir boleto (PDF)
          </a>
          {payment.expires_at && <span className="muted small"> Vence em {formatDateTime(payment.expires_at)}</span>}
        </p>
      )}

      {canSimulate && (
        <div className="actions">
          <button type="button" className="button" disabled={pay.isPending} onClick={() => pay.mutate({ id: payment.id })}>
            {pay.isPending ? 'Simulando…' : 'Simular pagamento (sandbox)'}
          </button>
        </div>
      )}
      <ErrorAlert error={pay.error} />

      <div className="actions">
        <Link className="button button-primary" href={`/bookings/${booking.id}`}>
          Ver reserva {booking.booking_number}
        </Link>
      </div>
    </section>
  );
}

function PixPayment({ qrPng, code, expiresAt }: { qrPng?: string; code?: string; expiresAt?: string }) {
  const [copied, setCopied] = useState(false);
  return (
    <div className="hotel-pix">
      {qrPng && <img className="hotel-pix-qr" src={`data:image/png;base64,${qrPng}`} alt="QR Code PIX" width={220} height={220} />}
      {code && (
        <div className="stack">
          <Field label="PIX copia e cola">
            {(control) => (
              <textarea {...control} readOnly rows={4} value={code} className="mono small" onFocus={(e) => e.target.select()} />
            )}
          </Field>
          <div className="actions">
            <button
              type="button"
              className="button button-small"
              onClick={() =>
                void navigator.clipboard?.writeText(code).then(
                  () => setCopied(true),
                  () => setCopied(false),
                )
              }
            >
              {copied ? 'Copiado' : 'Copiar código'}
            </button>
          </div>
          {expiresAt && <p className="muted small">Expira em {formatDateTime(expiresAt)}</p>}
        </div>
      )}
    </div>
  );
}
