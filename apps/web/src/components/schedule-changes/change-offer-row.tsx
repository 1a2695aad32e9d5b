'use client';

import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { DetailItem } from '@/components/ui/detail-item';
import { formatDateTime, formatMoney } from '@/lib/format';
import type { RouterOutputs } from '@/trpc/types';
import { orderChangeError } from './order-change-errors';
import { SegmentsTable } from './segments-table';

export type ChangeOffer = RouterOutputs['scheduleChanges']['changeOffers']['offers'][number];
type Amount = ChangeOffer['change_total'];

/** Duffel's currency, and reais beside it when the booking's locked rate converts it. */
export function amountText(amount: Amount | null): string {
  if (!amount) return '—';
  const own = formatMoney(amount.amount, amount.currency);
  if (amount.currency === 'BRL' || amount.amount_brl === null) return own;
  return `${own} (${formatMoney(amount.amount_brl, 'BRL')})`;
}

/** One alternative of the airline: its flights, what the change costs and the agent's pick (confirmed twice: it is paid). */
export function ChangeOfferRow(props: {
  offer: ChangeOffer;
  index: number;
  bookingNumber: string;
  pending: boolean;
  error: unknown;
  onPick: () => Promise<unknown>;
}) {
  const { offer, index } = props;
  const cost = offer.change_total.amount > 0 ? amountText(offer.change_total) : null;
  return (
    <li className="card stack" aria-label={`Alternativa ${index + 1}`}>
      <SegmentsTable caption={`Alternativa ${index + 1}`} segments={offer.flights} />
      <dl className="details">
        <DetailItem label="Custo da alteração">{amountText(offer.change_total)}</DetailItem>
        <DetailItem label="Multa da companhia">{amountText(offer.penalty)}</DetailItem>
        <DetailItem label="Novo total do pedido">{amountText(offer.new_total)}</DetailItem>
        <DetailItem label="Válida até">{formatDateTime(offer.expires_at)}</DetailItem>
      </dl>
      <div className="actions">
        <ConfirmDialog
          tone="primary"
          trigger={
            <button type="button" className="button button-small" disabled={props.pending}>
              Escolher este voo
            </button>
          }
          title={`Confirmar novo voo para ${props.bookingNumber}`}
          confirmLabel="Confirmar alteração"
          pendingLabel="Confirmando…"
          pending={props.pending}
          error={props.error ? orderChangeError(props.error) : null}
          onConfirm={props.onPick}
        >
          <p>
            A reserva passa para este voo na Duffel e o cliente recebe um e-mail com os novos horários.
            {cost
              ? ` A Duffel debita ${cost} do saldo da agência; o valor fica registrado na reserva e não é cobrado do cliente.`
              : ' A Duffel não cobra nada por esta alteração.'}
          </p>
        </ConfirmDialog>
      </div>
    </li>
  );
}
