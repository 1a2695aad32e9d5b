'use client';

import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { ClientPicker } from '@/components/clients/client-picker';
import { Field } from '@/components/form/field';
import { MaskedInput } from '@/components/form/masked-input';
import { SupplierPrice } from '@/components/finance/supplier-price';
import { PaymentMethodFields } from '@/components/payments/payment-method-fields';
import { serverFieldErrors } from '@/lib/field-errors';
import { passengersFor, toFlightBookInput, toFlightFormErrors, validateFlightBookForm, type PassengerForm } from '@/lib/flight-booking';
import { PROVIDER_LABELS, type FlightBookResult, type FlightPrebookResult, type FlightProvider } from '@/lib/flight-search';
import { formatDate, formatDateTime, formatMoney } from '@/lib/format';
import { EMPTY_CARD, type PaymentMethod } from '@/lib/payment-card';
import { splitName } from '@/lib/person-name';
import { maskPhone } from '@/lib/masks';
import { useTRPC } from '@/trpc/client';
import { apiCodeOf, errorMessage } from '@/trpc/error-message';
import type { ClientRef } from '@/trpc/types';
import { PassengerFields } from './passenger-fields';
import { FormSubmit } from '@/components/form/form-submit';

interface FlightBookFormProps {
  prebook: FlightPrebookResult;
  onBooked: (result: FlightBookResult) => void;
  onCancel: () => void;
}

/** The held fare, booked for a client with one form per passenger of the search, a contact and a payment method. */
export function FlightBookForm({ prebook, onBooked, onCancel }: FlightBookFormProps) {
  const trpc = useTRPC();
  const [client, setClient] = useState<ClientRef | null>(null);
  const [passengers, setPassengers] = useState<PassengerForm[]>(() => passengersFor(prebook.passengers));
  const [contactEmail, setContactEmail] = useState('');
  const [contactPhone, setContactPhone] = useState('');
  const [method, setMethod] = useState<PaymentMethod>('pix');
  const [card, setCard] = useState(EMPTY_CARD);
  const [notes, setNotes] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const book = useMutation(
    trpc.flights.book.mutationOptions({
      onSuccess: onBooked,
      onError: (error) => setErrors(toFlightFormErrors(serverFieldErrors(error))),
    }),
  );

  function pickClient(next: ClientRef | null) {
    setClient(next);
    if (!next) return;
    // The client usually travels and is the contact: start with their name and e-mail.
    const lead = passengers[0];
    if (lead && !lead.firstName && !lead.lastName) setPassengers([{ ...lead, ...splitName(next.name) }, ...passengers.slice(1)]);
    if (!contactEmail && next.email) setContactEmail(next.email);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const values = { customerId: client?.id ?? null, passengers, contactEmail, contactPhone, method, card, notes };
    const found = validateFlightBookForm(values, prebook.departure_date);
    setErrors(found);
    if (Object.keys(found).length === 0) book.mutate(toFlightBookInput(prebook.prebook_token, values));
  }

  const provider = prebook.provider as FlightProvider;
  return (
    <form className="card stack" onSubmit={submit} noValidate aria-label="Reservar voo">
      <div>
        <h2 className="card-title">
          {prebook.origin} → {prebook.destination}
          {prebook.return_date && ` → ${prebook.origin}`}
        </h2>
        <p className="muted">
          {formatDate(prebook.departure_date)}
          {prebook.return_date && ` a ${formatDate(prebook.return_date)}`} · {PROVIDER_LABELS[provider] ?? prebook.provider} ·{' '}
          <strong>{formatMoney(prebook.total_price, prebook.currency)}</strong>
        </p>
        <p className="small muted">
          Tarifa {formatMoney(prebook.pricing.base_fare, prebook.pricing.currency)} · DU{' '}
          {formatMoney(prebook.pricing.du, prebook.pricing.currency)} · Taxas {formatMoney(prebook.pricing.taxes, prebook.pricing.currency)}
        </p>
        {prebook.supplier_price && prebook.exchange_rate && (
          <SupplierPrice price={prebook.supplier_price} rate={prebook.exchange_rate} locked />
        )}
        <p className="small muted">Tarifa reservada até {formatDateTime(prebook.expires_at)}.</p>
      </div>
      <ClientPicker label="Cliente" value={client} onChange={pickClient} error={errors.customer} required />
      <div className="stack">
        {passengers.map((passenger, index) => (
          <PassengerFields
            key={index}
            index={index}
            passenger={passenger}
            errors={errors}
            onChange={(next) => setPassengers(passengers.map((p, i) => (i === index ? next : p)))}
          />
        ))}
      </div>
      <fieldset className="stack">
        <legend>Contato da reserva</legend>
        <div className="form-grid">
          <Field label="E-mail de contato" required error={errors.contactEmail}>
            {(control) => (
              <input {...control} type="email" maxLength={254} value={contactEmail} onChange={(e) => setContactEmail(e.target.value)} />
            )}
          </Field>
          <Field label="Telefone de contato" required error={errors.contactPhone}>
            {(control) => (
              <MaskedInput
                {...control}
                type="tel"
                mask={maskPhone}
                placeholder="(11) 98765-4321"
                value={contactPhone}
                onChange={setContactPhone}
              />
            )}
          </Field>
        </div>
      </fieldset>
      <PaymentMethodFields method={method} onMethodChange={setMethod} card={card} onCardChange={setCard} errors={errors} />
      <Field label="Observações internas">
        {(control) => <textarea {...control} rows={2} maxLength={5000} value={notes} onChange={(e) => setNotes(e.target.value)} />}
      </Field>
      <FormSubmit
        label="Reservar voo"
        pendingLabel="Reservando…"
        pending={book.isPending}
        error={book.error && bookErrorMessage(book.error)}
        back={
          <button type="button" className="button button-ghost" onClick={onCancel} disabled={book.isPending}>
            Escolher outro voo
          </button>
        }
      />
    </form>
  );
}

// Flight-specific refusals (contract: flights/book error table) before the panel's general ones.
function bookErrorMessage(error: unknown): string {
  const code = apiCodeOf(error);
  if (code === 'PAYMENT_DECLINED') return 'Pagamento recusado pelo cartão. Confira os dados ou use outra forma de pagamento.';
  if (code === 'PAYMENT_DATA_REQUIRED') return 'Informe os dados do cartão.';
  if (code === 'PREBOOK_TOKEN_EXPIRED' || code === 'PREBOOK_TOKEN_NOT_FOUND')
    return 'A tarifa reservada expirou. Faça a busca de novo e escolha o voo outra vez.';
  if (code === 'PREBOOK_TOKEN_USED') return 'Esta tarifa já foi reservada. Faça uma nova busca.';
  if (code === 'PASSENGER_COUNT_MISMATCH') return 'O número de passageiros não confere com a busca. Faça a busca de novo.';
  if (code === 'PAYMENT_PROVIDER_NOT_CONFIGURED') return 'A agência não tem meio de pagamento configurado para esta forma.';
  if (code === 'SUPPLIER_ERROR')
    return 'O fornecedor recusou a emissão: a reserva foi cancelada e o pagamento estornado. Faça uma nova busca.';
  if (code === 'VALIDATION_ERROR' && Object.keys(serverFieldErrors(error)).length > 0)
    return 'Alguns dados estão inválidos. Confira os campos destacados.';
  return errorMessage(error);
}
