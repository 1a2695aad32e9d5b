import pino from 'pino';

/** Server-side log; card data and keys never reach it (redacted paths are a second guard). */
export const logger = pino({
  level: process.env.LOG_LEVEL ?? (process.env.NODE_ENV === 'test' || process.env.VITEST ? 'silent' : 'info'),
  redact: {
    paths: ['*.authorization', '*.password', '*.number', '*.ccv', '*.cvv', '*.credit_card', '*.api_key'],
    censor: '[redacted]',
  },
});
