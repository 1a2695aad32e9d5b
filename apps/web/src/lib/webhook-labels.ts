// Portuguese names for outbound webhook events and delivery states.

export const WEBHOOK_EVENT_LABELS: Record<string, string> = {
  'booking.created': 'Reserva criada',
  'booking.confirmed': 'Reserva confirmada',
  'booking.cancelled': 'Reserva cancelada',
  'booking.completed': 'Reserva concluída',
  'booking.schedule_changed': 'Voo alterado pela companhia',
  'payment.paid': 'Pagamento recebido',
  'quote.sent': 'Cotação enviada',
  'quote.accepted': 'Cotação aceita',
  'quote.declined': 'Cotação recusada',
  'quote.expired': 'Cotação expirada',
};

/** Every event, in the order the form offers them. */
export const WEBHOOK_EVENTS = Object.keys(WEBHOOK_EVENT_LABELS);

export const DELIVERY_STATUS_LABELS: Record<string, string> = { pending: 'Pendente', delivered: 'Entregue', failed: 'Falhou' };

export const DELIVERY_STATUS_BADGES: Record<string, string> = {
  pending: 'badge-payment-pending',
  delivered: 'badge-payment-paid',
  failed: 'badge-revoked',
};
