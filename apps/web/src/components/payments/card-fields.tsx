'use client';

import { Field } from '@/components/form/field';
import { maskCardNumber, maskExpiry, type CardForm } from '@/lib/payment-card';

interface CardFieldsProps {
  value: CardForm;
  errors: Record<string, string>;
  onChange: (card: CardForm) => void;
}

/** Holder, number, expiry, CVV and installments; the number and CVV go to the gateway and are never kept. */
export function CardFields({ value, errors, onChange }: CardFieldsProps) {
  return (
    <div className="form-grid">
      <Field label="Nome impresso no cartão" required error={errors['card.holderName']} className="span-2">
        {(control) => (
          <input
            {...control}
            autoComplete="cc-name"
            value={value.holderName}
            onChange={(e) => onChange({ ...value, holderName: e.target.value })}
          />
        )}
      </Field>
      <Field label="Número do cartão" required error={errors['card.number']} className="span-2">
        {(control) => (
          <input
            {...control}
            inputMode="numeric"
            autoComplete="cc-number"
            value={value.number}
            onChange={(e) => onChange({ ...value, number: maskCardNumber(e.target.value) })}
          />
        )}
      </Field>
      <Field label="Validade" required error={errors['card.expiry']} hint="MM/AAAA">
        {(control) => (
          <input
            {...control}
            inputMode="numeric"
            autoComplete="cc-exp"
            placeholder="MM/AAAA"
            value={value.expiry}
            onChange={(e) => onChange({ ...value, expiry: maskExpiry(e.target.value) })}
          />
        )}
      </Field>
      <Field label="CVV" required error={errors['card.ccv']}>
        {(control) => (
          <input
            {...control}
            inputMode="numeric"
            autoComplete="cc-csc"
            maxLength={4}
            value={value.ccv}
            onChange={(e) => onChange({ ...value, ccv: e.target.value.replace(/\D/g, '') })}
          />
        )}
      </Field>
      <Field label="Parcelas">
        {(control) => (
          <select {...control} value={value.installments} onChange={(e) => onChange({ ...value, installments: Number(e.target.value) })}>
            {Array.from({ length: 12 }, (_, i) => i + 1).map((n) => (
              <option key={n} value={n}>
                {n === 1 ? 'À vista' : `${n}x`}
              </option>
            ))}
          </select>
        )}
      </Field>
    </div>
  );
}
