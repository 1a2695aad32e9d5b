// Portuguese names for a quote's statuses and item types.

export const QUOTE_STATUSES = ['draft', 'sent', 'accepted', 'declined', 'expired', 'cancelled'] as const;

export const QUOTE_STATUS_LABELS: Record<string, string> = {
  draft: 'Rascunho',
  sent: 'Enviada',
  accepted: 'Aceita',
  declined: 'Recusada',
  expired: 'Expirada',
  cancelled: 'Cancelada',
};

/** The types a new quote may list (stored quotes may also hold transfer and insurance). */
export const QUOTE_CREATE_ITEM_TYPES = ['flight', 'hotel', 'experience', 'service', 'other'] as const;

export const QUOTE_ITEM_TYPE_LABELS: Record<string, string> = {
  flight: 'Voo',
  hotel: 'Hotel',
  experience: 'Experiência',
  transfer: 'Traslado',
  service: 'Serviço',
  insurance: 'Seguro',
  other: 'Outro',
};
