import type { inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '@tas/core';

export type RouterOutputs = inferRouterOutputs<AppRouter>;
export type ApiKey = RouterOutputs['apiKeys']['list'][number];
export type CreatedApiKey = RouterOutputs['apiKeys']['create'];
