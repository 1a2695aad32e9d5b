export { createTasClient, type TasClient, type TasClientOptions, type TasMethod } from './client';
export { TasApiError } from './errors';
export { retryAfterMs, type RetryOptions } from './retry';
export { verifyWebhookSignature, type VerifyWebhookOptions } from './webhooks';
export type { components, operations, paths } from './generated/api';
