import type { RouterOutputs } from '@/trpc/types';

export type ServiceInvoice = RouterOutputs['invoices']['list']['invoices'][number];
export type InvoiceStatus = ServiceInvoice['status'];

export const INVOICE_STATUSES = [
  'pending',
  'scheduled',
  'synchronized',
  'authorized',
  'processing_cancellation',
  'cancelled',
  'cancellation_denied',
  'error',
] as const satisfies readonly InvoiceStatus[];

/** Asaas' statuses of an NFS-e in the agency's words. */
export const INVOICE_STATUS_LABELS: Record<InvoiceStatus, string> = {
  pending: 'Aguardando emissão',
  scheduled: 'Agendada',
  synchronized: 'Na prefeitura',
  authorized: 'Emitida',
  processing_cancellation: 'Cancelando',
  cancelled: 'Cancelada',
  cancellation_denied: 'Cancelamento negado',
  error: 'Erro',
};

// The booking badges' colours: waiting (yellow), done (green), refused or cancelled (red).
export const INVOICE_STATUS_TONES: Record<InvoiceStatus, 'pending' | 'completed' | 'cancelled'> = {
  pending: 'pending',
  scheduled: 'pending',
  synchronized: 'pending',
  authorized: 'completed',
  processing_cancellation: 'pending',
  cancelled: 'cancelled',
  cancellation_denied: 'cancelled',
  error: 'cancelled',
};
