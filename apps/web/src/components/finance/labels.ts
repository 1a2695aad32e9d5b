/** Financeiro's words for the ledger's codes. */

export const SUPPLIER_LABELS: Record<string, string> = {
  hotelbeds: 'Hotelbeds',
  duffel: 'Duffel',
  sandbox: 'Sandbox',
  manual: 'Manual',
};

export const PAYABLE_STATUS_LABELS: Record<string, string> = { open: 'Em aberto', paid: 'Paga', cancelled: 'Cancelada' };
export const RECEIVABLE_STATUS_LABELS: Record<string, string> = { open: 'Em aberto', paid: 'Recebida', refunded: 'Estornada' };

/** The list's status filter: open by default, as the API. */
export const LEDGER_STATUS_OPTIONS = [
  { value: 'open', label: 'Em aberto' },
  { value: 'paid', label: 'Pagas' },
  { value: 'all', label: 'Todas' },
];

export const LEDGER_CURRENCIES = ['BRL', 'EUR', 'USD'] as const;

export const PAYMENT_TERM_KIND_LABELS: Record<string, string> = {
  before_checkin: 'Antes do check-in / embarque',
  monthly_invoice: 'Fatura mensal',
  at_booking: 'Debitado na reserva',
};
