'use client';

import { Field } from '@/components/form/field';
import { MoneyInput } from '@/components/form/money-input';
import { formatMoney } from '@/lib/format';
import { QUOTE_CREATE_ITEM_TYPES, QUOTE_ITEM_TYPE_LABELS } from '@/lib/quote-labels';
import { parseDecimal, type QuoteFormErrors, type QuoteItemForm } from '@/lib/quote-form';
import type { QuoteItemType } from '@/lib/quote-types';

interface QuoteItemFieldsProps {
  item: QuoteItemForm;
  index: number;
  errors: QuoteFormErrors;
  onChange: (patch: Partial<QuoteItemForm>) => void;
  onRemove?: () => void;
}

/** One line of the quote: type, description, details, quantity and unit price. */
export function QuoteItemFields({ item, index, errors, onChange, onRemove }: QuoteItemFieldsProps) {
  const n = index + 1;
  const lineCents = Math.round((parseDecimal(item.quantity) || 0) * (item.unitPriceCents ?? 0));
  const error = (field: string) => errors[`items.${index}.${field}`];
  return (
    <fieldset className="quote-item" aria-label={`Item ${n}`}>
      {/* Each control is named with its line ("Descrição do item 2"): the visible labels repeat per line. */}
      <Field label="Tipo">
        {(control) => (
          <select
            {...control}
            aria-label={`Tipo do item ${n}`}
            value={item.type}
            onChange={(e) => onChange({ type: e.target.value as QuoteItemType })}
          >
            {QUOTE_CREATE_ITEM_TYPES.map((type) => (
              <option key={type} value={type}>
                {QUOTE_ITEM_TYPE_LABELS[type]}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label="Descrição" error={error('description')}>
        {(control) => (
          <input
            {...control}
            type="text"
            aria-label={`Descrição do item ${n}`}
            value={item.description}
            maxLength={500}
            onChange={(e) => onChange({ description: e.target.value })}
          />
        )}
      </Field>
      <Field label="Qtd." error={error('quantity')}>
        {(control) => (
          <input
            {...control}
            type="text"
            inputMode="decimal"
            aria-label={`Quantidade do item ${n}`}
            value={item.quantity}
            onChange={(e) => onChange({ quantity: e.target.value })}
          />
        )}
      </Field>
      <Field label="Preço unitário" error={error('unitPrice')}>
        {(control) => (
          <MoneyInput
            {...control}
            aria-label={`Preço unitário do item ${n}`}
            cents={item.unitPriceCents}
            onChange={(unitPriceCents) => onChange({ unitPriceCents })}
          />
        )}
      </Field>
      <div className="field">
        <span className="field-label">Subtotal</span>
        <span className="cell-number">{formatMoney(lineCents / 100)}</span>
      </div>
      <Field label="Detalhes (opcional)" className="span-all">
        {(control) => (
          <textarea
            {...control}
            rows={2}
            aria-label={`Detalhes do item ${n}`}
            maxLength={2000}
            value={item.details}
            onChange={(e) => onChange({ details: e.target.value })}
          />
        )}
      </Field>
      {onRemove && (
        <div className="span-all">
          <button type="button" className="button button-small button-ghost" onClick={onRemove}>
            Remover item {n}
          </button>
        </div>
      )}
    </fieldset>
  );
}
