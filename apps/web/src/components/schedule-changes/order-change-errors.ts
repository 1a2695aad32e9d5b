import { apiCodeOf, errorMessage } from '@/trpc/error-message';

/**
 * Duffel's refusals of an order change, said in Portuguese (core's messages are the contract's English):
 * an expired offer, a date the airline refuses, Duffel down, a change decided meanwhile.
 */
export function orderChangeError(error: unknown): string {
  const code = apiCodeOf(error);
  const message = error instanceof Error ? error.message : '';
  if (code === 'CONFLICT' && message.startsWith('Order change offer expired'))
    return 'Esta alternativa expirou ou não está mais disponível na Duffel. Busque as alternativas de novo.';
  if (code === 'CONFLICT') return 'Esta alteração foi decidida por outra pessoa enquanto isso. Atualize a página.';
  if (code === 'VALIDATION_ERROR' && message.startsWith('Validation error: departure_date:'))
    return `A Duffel recusou a data pedida: ${message.replace(/^Validation error: departure_date: /, '')}`;
  if (code === 'SUPPLIER_ERROR') return 'A Duffel não respondeu agora. Nada foi alterado; tente novamente em instantes.';
  if (code === 'INVALID_STATUS_TRANSITION')
    return 'A Duffel não oferece mais alteração para esta mudança de horário, ou ela já foi decidida.';
  return errorMessage(error);
}
