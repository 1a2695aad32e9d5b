'use client';

import { PAYMENT_METHOD_LABELS } from '@/lib/labels';
import type { CardForm, PaymentMethod } from '@/lib/payment-card';
import { CardFields } from './card-fields';

interface PaymentMethodFieldsProps {
  method: PaymentMethod;
  onMethodChange: (method: PaymentMethod) => void;
  card: CardForm;
  onCardChange: (card: CardForm) => void;
  errors: Record<string, string>;
}

/** "Pagamento" of a booking form: PIX, boleto or card, and the card's fields when it is the card. */
export function PaymentMethodFields({ method, onMethodChange, card, onCardChange, errors }: PaymentMethodFieldsProps) {
  return (
    <fieldset className="stack">
      <legend>Pagamento</legend>
      <div className="choice-row" role="radiogroup" aria-label="Forma de pagamento">
        {(Object.keys(PAYMENT_METHOD_LABELS) as PaymentMethod[]).map((option) => (
          <label key={option} className="choice">
            <input type="radio" name="payment-method" value={option} checked={method === option} onChange={() => onMethodChange(option)} />
            {PAYMENT_METHOD_LABELS[option]}
          </label>
        ))}
      </div>
      {method === 'credit_card' && <CardFields value={card} errors={errors} onChange={onCardChange} />}
    </fieldset>
  );
}
