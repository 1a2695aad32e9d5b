import { isDeepStrictEqual } from 'node:util';
import type { Prisma } from '@tas/db';
import { ApiError } from '../lib/api-error';
import { asObject } from '../suppliers/supplier-issue';

/**
 * Keys of a booking's `metadata` that only the service writes: the supplier's issuing state and the
 * flight as booked. Cancel-at-supplier trusts them, so a client must never set or change them.
 */
export const SERVICE_METADATA_KEYS = ['supplier', 'flight'] as const;

/**
 * The metadata to store for what a client sent (free-form) over what is stored: the service's keys
 * may be sent back unchanged (a read-modify-write) or left out, and are always kept as stored;
 * setting or changing one is a 400.
 */
export function clientMetadata(stored: Prisma.JsonValue | null, sent: Record<string, unknown>): Prisma.InputJsonObject {
  const kept = asObject(stored);
  const next: Record<string, unknown> = { ...sent };
  for (const key of SERVICE_METADATA_KEYS) {
    if (sent[key] !== undefined && !isDeepStrictEqual(sent[key], kept[key])) {
      throw ApiError.validation(`Validation error: metadata.${key}: written by the service, cannot be set or changed`);
    }
    delete next[key];
    if (kept[key] !== undefined) next[key] = kept[key];
  }
  return next as Prisma.InputJsonObject;
}
