import { describe, expect, it } from 'vitest';
import { loginErrorCode, loginErrorMessage } from './login-error';

describe('login error messages', () => {
  it('a wrong e-mail or password reads "E-mail ou senha incorretos."', () => {
    expect(loginErrorMessage(loginErrorCode({ reason: 'invalid' }))).toBe('E-mail ou senha incorretos.');
    expect(loginErrorMessage('CredentialsSignin')).toBe('E-mail ou senha incorretos.');
  });

  it('a lockout names the minutes left, rounded up', () => {
    expect(loginErrorMessage(loginErrorCode({ reason: 'locked', retryAfterSeconds: 30 }))).toBe(
      'Muitas tentativas sem sucesso. Tente novamente em 1 minuto.',
    );
    expect(loginErrorMessage(loginErrorCode({ reason: 'locked', retryAfterSeconds: 121 }))).toBe(
      'Muitas tentativas sem sucesso. Tente novamente em 3 minutos.',
    );
  });

  it('no error, no message; an unknown one gets a generic sentence', () => {
    expect(loginErrorMessage(null)).toBeNull();
    expect(loginErrorMessage('Configuration')).toBe('Não foi possível entrar agora. Tente novamente em instantes.');
  });
});
