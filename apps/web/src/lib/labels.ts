// Portuguese names for the values core returns in English.

export const PLAN_LABELS: Record<string, string> = { pro: 'Pro', starter: 'Starter' };

export const PLAN_DESCRIPTIONS: Record<string, string> = {
  pro: 'Clientes, reservas, cotações, experiências, hotéis e voos.',
  starter: 'Clientes, reservas, cotações e experiências. Hotéis e voos exigem o plano Pro.',
};

export const ROLE_LABELS: Record<string, string> = { owner: 'Proprietário', admin: 'Administrador', agent: 'Agente' };

export const KEY_MODE_LABELS: Record<string, string> = { live: 'Produção', test: 'Teste' };

export const SCOPE_LABELS: Record<string, string> = { read: 'Leitura', write: 'Escrita' };

export const CUSTOMER_TYPE_LABELS: Record<string, string> = { individual: 'Pessoa física', company: 'Pessoa jurídica' };

export const BOOKING_STATUS_LABELS: Record<string, string> = {
  pending: 'Pendente',
  confirmed: 'Confirmada',
  cancelled: 'Cancelada',
  completed: 'Concluída',
};

export const BOOKING_TYPE_LABELS: Record<string, string> = {
  package: 'Pacote',
  hotel: 'Hotel',
  flight: 'Voo',
  experience: 'Experiência',
};

export const DOCUMENT_TYPE_LABELS: Record<string, string> = { cpf: 'CPF', passport: 'Passaporte', rg: 'RG' };

/** Who changed a booking's status. */
export const ACTOR_TYPE_LABELS: Record<string, string> = {
  agent: 'Agente',
  api_key: 'Chave de API',
  system: 'Sistema',
  customer: 'Cliente',
};

export const EXPERIENCE_CATEGORY_LABELS: Record<string, string> = {
  tour: 'Passeio',
  adventure: 'Aventura',
  cultural: 'Cultural',
  gastronomy: 'Gastronomia',
  nature: 'Natureza',
  transfer: 'Traslado',
  cruise: 'Cruzeiro',
  show: 'Show',
};

export const DURATION_UNIT_LABELS: Record<string, { one: string; many: string }> = {
  minutes: { one: 'minuto', many: 'minutos' },
  hours: { one: 'hora', many: 'horas' },
  days: { one: 'dia', many: 'dias' },
};

export function formatDuration(duration: number, unit: string): string {
  const words = DURATION_UNIT_LABELS[unit];
  return words ? `${duration} ${duration === 1 ? words.one : words.many}` : `${duration} ${unit}`;
}

export const PAYMENT_METHOD_LABELS: Record<string, string> = { pix: 'PIX', credit_card: 'Cartão de crédito', boleto: 'Boleto' };

export const PAYMENT_STATUS_LABELS: Record<string, string> = {
  pending: 'Aguardando pagamento',
  paid: 'Pago',
  failed: 'Recusado',
  refunded: 'Estornado',
  cancelled: 'Cancelado',
  expired: 'Expirado',
};

export const SUPPLIER_STATUS_LABELS: Record<string, string> = {
  awaiting_payment: 'Aguardando pagamento',
  awaiting_issue: 'Aguardando emissão',
  issued: 'Emitida',
  failed: 'Falhou',
  cancelled: 'Cancelada no fornecedor',
};

/** A label for a value, or the value itself when there is none. */
export function labelOf(labels: Record<string, string>, value: string | null | undefined): string {
  if (!value) return '—';
  return labels[value] ?? value;
}
