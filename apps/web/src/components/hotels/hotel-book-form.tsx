'use client';

import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { ClientPicker } from '@/components/clients/client-picker';
import { formatDateRange, formatDateTime, formatMoney } from '@/lib/format';
import { toBookInput, validateBookForm, type GuestForm } from '@/lib/hotel-booking';
import { EMPTY_CARD, type PaymentMethod } from '@/lib/payment-card';
import { splitName } from '@/lib/person-name';
import type { HotelBookResult, HotelOffer, HotelPrebookResult } from '@/lib/hotel-search';
import { HOTEL_SUPPLIER_NAMES } from '@/components/settings/hotel-suppliers-settings';
import { useTRPC } from '@/trpc/client';
import { apiCodeOf, errorMessage } from '@/trpc/error-message';
import type { ClientRef } from '@/trpc/types';
import { PaymentMethodFields } from '@/components/payments/payment-method-fields';
import { FormSubmit } from '@/components/form/form-submit';
import { SupplierPrice } from '@/components/finance/supplier-price';
import { GuestFields } from './guest-fields';
import { RateConditions } from './rate-conditions';

interface HotelBookFormProps {
  prebook: HotelPrebookResult;
  /** The offer held: its cancellation terms are shown before the agent books. */
  offer: HotelOffer;
  provider: string;
  onBooked: (result: HotelBookResult) => void;
  onCancel: () => void;
}

/** The held offer, booked for a client with its guests and a payment method. */
export function HotelBookForm({ prebook, offer, provider, onBooked, onCancel }: HotelBookFormProps) {
  const trpc = useTRPC();
  const [client, setClient] = useState<ClientRef | null>(null);
  const [guests, setGuests] = useState<GuestForm[]>([{ firstName: '', lastName: '' }]);
  const [method, setMethod] = useState<PaymentMethod>('pix');
  const [card, setCard] = useState(EMPTY_CARD);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const book = useMutation(trpc.hotels.book.mutationOptions({ onSuccess: onBooked }));

  function pickClient(next: ClientRef | null) {
    setClient(next);
    // The client usually travels: start the lead guest with their name.
    const lead = guests[0];
    if (next && lead && !lead.firstName && !lead.lastName) setGuests([splitName(next.name), ...guests.slice(1)]);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const values = { customerId: client?.id ?? null, guests, method, card };
    const found = validateBookForm(values);
    setErrors(found);
    if (Object.keys(found).length === 0) book.mutate(toBookInput(prebook.prebook_token, values));
  }

  return (
    <form className="card stack" onSubmit={submit} noValidate aria-label="Reservar hotel">
      <div>
        <h2 className="card-title">{prebook.hotel_name}</h2>
        <p className="muted">
          {formatDateRange(prebook.check_in, prebook.check_out)} · {prebook.nights} noites ·{' '}
          <strong>{formatMoney(prebook.unit_price, prebook.currency)}</strong>
        </p>
        {prebook.supplier_price && prebook.exchange_rate && (
          <SupplierPrice price={prebook.supplier_price} rate={prebook.exchange_rate} locked />
        )}
        <p className="small muted">Oferta reservada até {formatDateTime(prebook.expires_at)}.</p>
        <p className="small" data-testid="hotel-cancellation-policy">
          {offer.rooms.join(', ')} · Cancelamento:{' '}
          {offer.nonRefundable
            ? 'não reembolsável (cancelar não devolve o valor pago ao fornecedor).'
            : offer.cancellationDeadline
              ? `sem multa até ${formatDateTime(offer.cancellationDeadline)}; depois, o fornecedor cobra multa.`
              : 'reembolsável.'}{' '}
          <span className="muted">Fornecedor: {HOTEL_SUPPLIER_NAMES[provider] ?? provider}.</span>
        </p>
        <RateConditions comments={prebook.rate_comments} policies={prebook.cancellation_policies} />
      </div>
      <ClientPicker label="Cliente" value={client} onChange={pickClient} error={errors.customer} required />
      <GuestFields guests={guests} errors={errors} onChange={setGuests} />
      <PaymentMethodFields method={method} onMethodChange={setMethod} card={card} onCardChange={setCard} errors={errors} />
      <FormSubmit
        label="Reservar hotel"
        pendingLabel="Reservando…"
        pending={book.isPending}
        error={book.error && bookErrorMessage(book.error)}
        back={
          <button type="button" className="button button-ghost" onClick={onCancel} disabled={book.isPending}>
            Escolher outra oferta
          </button>
        }
      />
    </form>
  );
}

// Hotel-specific refusals (codes from the contract's Hotels error table) before the panel's general ones.
function bookErrorMessage(error: unknown): string {
  const code = apiCodeOf(error);
  if (code === 'PAYMENT_DECLINED') return 'Pagamento recusado pelo cartão. Confira os dados ou use outra forma de pagamento.';
  if (code === 'PREBOOK_TOKEN_EXPIRED' || code === 'PREBOOK_TOKEN_NOT_FOUND')
    return 'A oferta expirou. Faça a busca de novo e escolha a oferta outra vez.';
  if (code === 'PREBOOK_TOKEN_USED') return 'Esta oferta já foi reservada. Faça uma nova busca.';
  if (code === 'NO_PAYMENT_PROVIDER' || /No payment provider/.test((error as Error).message))
    return 'A agência não tem meio de pagamento configurado para esta forma.';
  if (code === 'SUPPLIER_ERROR') return 'O fornecedor não respondeu. Tente de novo em instantes.';
  return errorMessage(error);
}
