import type { z } from 'zod';

/**
 * The value exactly as sent. trpc-to-openapi marks every number and boolean of an input object
 * `coerce` (meant for query strings, but it does it to bodies too, mutating the schema for every
 * caller), so `"false"` would parse as true and `null` as 0. It leaves pipes alone.
 */
export function exactly<T extends z.ZodType>(schema: T) {
  return schema.transform((value) => value);
}
