import { z } from 'zod';

export const ZScope = z.enum(['read', 'write']);

export const ZApiKeyCreateInput = z.object({
  name: z.string().trim().max(80).default(''),
  mode: z.enum(['live', 'test']).default('live'),
  scopes: z.array(ZScope).min(1).default(['read', 'write']),
});
export type TApiKeyCreateInput = z.input<typeof ZApiKeyCreateInput>;

export const ZApiKey = z.object({
  id: z.string(),
  name: z.string(),
  prefix: z.string(),
  mode: z.enum(['live', 'test']),
  scopes: z.array(z.string()),
  created_at: z.string(),
  last_used_at: z.string().nullable(),
  revoked_at: z.string().nullable(),
});
