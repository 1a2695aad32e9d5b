/** How the panel names e-mail kinds and statuses (mail/kinds.ts on the server). */
export const MAIL_KIND_LABELS: Record<string, string> = {
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

export const MAIL_STATUS_LABELS: Record<string, string> = {
  pending: 'Na fila',
  sent: 'Enviado',
  kept: 'Guardado (sem SMTP)',
  failed: 'Falhou',
};

export const MAIL_STATUS_BADGES: Record<string, string> = {
  pending: 'badge-payment-pending',
  sent: 'badge-payment-paid',
  kept: 'badge-inactive',
  failed: 'badge-revoked',
};
