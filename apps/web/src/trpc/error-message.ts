import { TRPCClientError } from '@trpc/client';

// Core's messages are the REST contract's (English); the panel speaks Portuguese by error code.
const MESSAGES: Record<string, string> = {
  UNAUTHORIZED: 'Sua sessão expirou. Entre novamente.',
  FORBIDDEN: 'Você não tem permissão para esta ação.',
  PLAN_REQUIRED: 'Este recurso exige o plano Pro.',
  NOT_FOUND: 'Registro não encontrado.',
  RATE_LIMITED: 'Muitas requisições. Aguarde um instante e tente de novo.',
  INTERNAL_ERROR: 'Erro inesperado no servidor. Tente novamente.',
};

export function errorMessage(error: unknown): string {
  if (error instanceof TRPCClientError) {
    const data = error.data as { apiCode?: string } | undefined;
    if (data?.apiCode === 'VALIDATION_ERROR') return `Dados inválidos: ${error.message}`;
    if (data?.apiCode && MESSAGES[data.apiCode]) return MESSAGES[data.apiCode]!;
    return 'Não foi possível falar com o servidor. Verifique sua conexão.';
  }
  return 'Algo deu errado. Tente novamente.';
}

/** True when the session is gone and the agent must sign in again. */
export function isSignedOutError(error: unknown): boolean {
  return error instanceof TRPCClientError && (error.data as { apiCode?: string } | undefined)?.apiCode === 'UNAUTHORIZED';
}
