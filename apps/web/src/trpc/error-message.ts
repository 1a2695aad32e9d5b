import { TRPCClientError } from '@trpc/client';
import { parseValidationMessage } from '@/lib/field-errors';

// Core's messages are the REST contract's (English); the panel speaks Portuguese by error code.
const MESSAGES: Record<string, string> = {
  UNAUTHORIZED: 'Sua sessão expirou. Entre novamente.',
  FORBIDDEN: 'Você não tem permissão para esta ação.',
  PLAN_REQUIRED: 'Este recurso exige o plano Pro.',
  NOT_FOUND: 'Registro não encontrado. Ele pode ter sido removido.',
  CUSTOMER_NOT_FOUND: 'Cliente não encontrado. Escolha outro cliente.',
  CONFLICT: 'Já existe um registro com esses dados.',
  INVALID_STATUS_TRANSITION: 'Esta mudança de status não é permitida para a reserva.',
  RATE_LIMITED: 'Muitas requisições. Aguarde um instante e tente de novo.',
  INTERNAL_ERROR: 'Erro inesperado no servidor. Tente novamente.',
  SERVICE_UNAVAILABLE: 'O servidor está indisponível por um instante. Tente novamente em alguns segundos.',
};

// Status refusals worth saying precisely (their words come from core's booking rules).
const STATUS_MESSAGES: Record<string, string> = {
  'Booking is already cancelled': 'Esta reserva já está cancelada.',
  'Completed bookings cannot be cancelled': 'Reservas concluídas não podem ser canceladas.',
};

export function apiCodeOf(error: unknown): string | undefined {
  return error instanceof TRPCClientError ? (error.data as { apiCode?: string } | undefined)?.apiCode : undefined;
}

export function errorMessage(error: unknown): string {
  if (error instanceof TRPCClientError) {
    const code = apiCodeOf(error);
    if (code === 'VALIDATION_ERROR') {
      const fields = Object.entries(parseValidationMessage(error.message));
      if (fields.length === 0) return 'Alguns dados estão inválidos. Confira o formulário.';
      return `Alguns dados estão inválidos: ${fields.map(([field, reason]) => `${field}: ${reason}`).join(' ')}`;
    }
    if (code === 'INVALID_STATUS_TRANSITION' && STATUS_MESSAGES[error.message]) return STATUS_MESSAGES[error.message]!;
    if (code && MESSAGES[code]) return MESSAGES[code];
    return 'Não foi possível falar com o servidor. Verifique sua conexão.';
  }
  return 'Algo deu errado. Tente novamente.';
}

/** True when the session is gone and the agent must sign in again. */
export function isSignedOutError(error: unknown): boolean {
  return apiCodeOf(error) === 'UNAUTHORIZED';
}

export function isNotFoundError(error: unknown): boolean {
  return apiCodeOf(error) === 'NOT_FOUND';
}
