/** The messages the platform sends to customers and team members. */
export const MAIL_KINDS = [
  'quote_sent',
  'pix_instructions',
  'boleto_instructions',
  'payment_received',
  'booking_confirmed',
  'booking_cancelled',
  'schedule_changed',
  'invitation',
  'password_reset',
] as const;
export type MailKind = (typeof MAIL_KINDS)[number];

/** How the panel names each kind. */
export const MAIL_KIND_LABELS: Record<MailKind, string> = {
  quote_sent: 'Cotação enviada',
  pix_instructions: 'Instruções de PIX',
  boleto_instructions: 'Instruções de boleto',
  payment_received: 'Pagamento recebido',
  booking_confirmed: 'Reserva confirmada',
  booking_cancelled: 'Reserva cancelada com reembolso',
  schedule_changed: 'Alteração de voo pela companhia',
  invitation: 'Convite',
  password_reset: 'Redefinição de senha',
};
