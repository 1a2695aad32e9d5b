// authorize() can only pass a string to the login form, so the failure travels as a short code.

export type LoginFailure = { reason: 'invalid' | 'locked'; retryAfterSeconds?: number };

export function loginErrorCode(failure: LoginFailure): string {
  return failure.reason === 'locked' ? `locked:${failure.retryAfterSeconds ?? 60}` : 'invalid';
}

/** The sentence the agent reads under the form. */
export function loginErrorMessage(code: string | null | undefined): string | null {
  if (!code) return null;
  const locked = /^locked:(\d+)$/.exec(code);
  if (locked) {
    const minutes = Math.max(1, Math.ceil(Number(locked[1]) / 60));
    return `Muitas tentativas sem sucesso. Tente novamente em ${minutes} ${minutes === 1 ? 'minuto' : 'minutos'}.`;
  }
  if (code === 'invalid' || code === 'CredentialsSignin') return 'E-mail ou senha incorretos.';
  return 'Não foi possível entrar agora. Tente novamente em instantes.';
}
