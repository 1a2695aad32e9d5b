import { DataTable, type Column } from '@/components/ui/data-table';
import { formatMoney, formatQuantity } from '@/lib/format';
import { labelOf } from '@/lib/labels';
import { QUOTE_ITEM_TYPE_LABELS } from '@/lib/quote-labels';
import type { QuoteDetail } from '@/lib/quote-types';
import { QuoteTotalsSummary, storedDiscount } from './quote-totals-summary';

type QuoteItem = QuoteDetail['items'][number];

function itemColumns(currency: string): Column<QuoteItem>[] {
  return [
    { id: 'type', header: 'Tipo', cell: (item) => labelOf(QUOTE_ITEM_TYPE_LABELS, item.type) },
    {
      id: 'description',
      header: 'Descrição',
      className: 'cell-wrap',
      cell: (item) => (
        <>
          {item.description}
          {item.details && <div className="muted small">{item.details}</div>}
        </>
      ),
    },
    { id: 'quantity', header: 'Qtd.', cell: (item) => formatQuantity(item.quantity), className: 'cell-number' },
    { id: 'unit_price', header: 'Preço unitário', cell: (item) => formatMoney(item.unit_price, currency), className: 'cell-number' },
  ];
}

/** The quote's lines and its totals as core stored them. */
export function QuoteItemsTable({ quote }: { quote: QuoteDetail }) {
  return (
    <section className="card card-flush" aria-label="Itens da cotação">
      <DataTable
        framed={false}
        label="Itens da cotação"
        columns={itemColumns(quote.currency)}
        rows={quote.items}
        rowKey={(item) => item.id}
        empty={null}
      />
      <div className="card-footer">
        <QuoteTotalsSummary
          subtotal={quote.subtotal}
          discount={storedDiscount(quote.discount)}
          total={quote.total}
          currency={quote.currency}
        />
      </div>
    </section>
  );
}
