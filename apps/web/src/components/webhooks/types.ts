import type { RouterInputs, RouterOutputs } from '@/trpc/types';

export type WebhookEndpoint = RouterOutputs['webhooks']['list'][number];
export type CreatedWebhookEndpoint = RouterOutputs['webhooks']['create'];
export type WebhookDelivery = RouterOutputs['webhooks']['deliveries']['deliveries'][number];
export type WebhookEventType = RouterInputs['webhooks']['create']['events'][number];
