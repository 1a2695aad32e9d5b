import { formatMoney, formatQuantity } from '@/lib/format';
import { labelOf } from '@/lib/labels';
import { QUOTE_ITEM_TYPE_LABELS } from '@/lib/quote-labels';
import type { QuoteDetail } from '@/lib/quote-types';

/** The quote's lines and its totals as core stored them. */
export function QuoteItemsTable({ quote }: { quote: QuoteDetail }) {
  return (
    <section className="card card-flush" aria-label="Itens da cotação">
      <div className="table-wrap">
        <table className="table">
          <thead>
            <tr>
              <th scope="col">Tipo</th>
              <th scope="col">Descrição</th>
              <th scope="col" className="cell-number">Qtd.</th>
              <th scope="col" className="cell-number">Preço unitário</th>
            </tr>
          </thead>
          <tbody>
            {quote.items.map((item) => (
              <tr key={item.id}>
                <td>{labelOf(QUOTE_ITEM_TYPE_LABELS, item.type)}</td>
                <td className="cell-wrap">
                  {item.description}
                  {item.details && <div className="muted small">{item.details}</div>}
                </td>
                <td className="cell-number">{formatQuantity(item.quantity)}</td>
                <td className="cell-number">{formatMoney(item.unit_price, quote.currency)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className="card-footer">
        <dl className="quote-totals">
          <div>
            <dt>Subtotal</dt>
            <dd>{formatMoney(quote.subtotal, quote.currency)}</dd>
          </div>
          {quote.discount && (
            <div>
              <dt>Desconto{quote.discount.type === 'percentage' ? ` (${formatQuantity(quote.discount.value)}%)` : ''}</dt>
              <dd>− {formatMoney(quote.discount.amount, quote.currency)}</dd>
            </div>
          )}
          <div className="quote-total">
            <dt>Total</dt>
            <dd>{formatMoney(quote.total, quote.currency)}</dd>
          </div>
        </dl>
      </div>
    </section>
  );
}
