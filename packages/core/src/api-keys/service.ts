import type { Db } from '@tas/db';
import { generateApiKey } from '../auth/api-key';
import { ApiError } from '../lib/api-error';
import { clock } from '../lib/clock';
import { inTeam } from '../lib/team-scope';
import { ZApiKeyCreateInput, type TApiKeyCreateInput } from './schemas';

type ApiKeyRow = Awaited<ReturnType<Db['apiKey']['findFirstOrThrow']>>;

export function presentApiKey(row: ApiKeyRow) {
  return {
    id: row.id,
    name: row.name,
    prefix: row.prefix,
    mode: row.mode,
    scopes: row.scopes,
    created_at: row.createdAt.toISOString(),
    last_used_at: row.lastUsedAt?.toISOString() ?? null,
    revoked_at: row.revokedAt?.toISOString() ?? null,
  };
}

/** Creates a key; the full key is in the result once and never stored. */
export async function createApiKey(db: Db, teamId: string, input: TApiKeyCreateInput) {
  const { name, mode, scopes } = ZApiKeyCreateInput.parse(input);
  const { key, prefix, hash } = generateApiKey(mode);
  const row = await db.apiKey.create({ data: { teamId, name, mode, scopes: [...new Set(scopes)], prefix, hash } });
  return { ...presentApiKey(row), key };
}

export async function listApiKeys(db: Db, teamId: string) {
  const rows = await db.apiKey.findMany({ where: inTeam(teamId), orderBy: { createdAt: 'desc' } });
  return rows.map(presentApiKey);
}

export async function revokeApiKey(db: Db, teamId: string, id: string) {
  const { count } = await db.apiKey.updateMany({
    where: inTeam(teamId, { id, revokedAt: null }),
    data: { revokedAt: clock.now() },
  });
  const row = await db.apiKey.findFirst({ where: inTeam(teamId, { id }) });
  if (!row) throw ApiError.notFound('API key');
  return { ...presentApiKey(row), revoked: count === 1 || row.revokedAt !== null };
}
