import type { Db } from '@tas/db';
import type { AuditActor } from '../audit/actor';
import { recordAudit } from '../audit/record-audit';
import { generateApiKey } from '../auth/api-key';
import { keyChangesHeard } from '../auth/key-lookups';
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

/** Creates a key; the full key is in the result once and never stored (nor in the audit log: its prefix only). */
export async function createApiKey(db: Db, teamId: string, input: TApiKeyCreateInput, auditBy?: AuditActor) {
  const { name, mode, scopes } = ZApiKeyCreateInput.parse(input);
  const { key, prefix, hash } = generateApiKey(mode);
  const row = await db.$transaction(async (tx) => {
    const created = await tx.apiKey.create({ data: { teamId, name, mode, scopes: [...new Set(scopes)], prefix, hash } });
    const details = { name: created.name, prefix: created.prefix, mode: created.mode, scopes: created.scopes };
    if (auditBy) await recordAudit(tx, auditBy, { action: 'api_key.created', subject: { type: 'api_key', id: created.id }, details });
    return created;
  });
  return { ...presentApiKey(row), key };
}

export async function listApiKeys(db: Db, teamId: string) {
  const rows = await db.apiKey.findMany({ where: inTeam(teamId), orderBy: { createdAt: 'desc' } });
  return rows.map(presentApiKey);
}

export async function revokeApiKey(db: Db, teamId: string, id: string, auditBy: AuditActor) {
  // Instances serve keys from a cache emptied by the change's notification: the revocation answers
  // once every listening instance has heard it, so the key's next request is refused everywhere.
  let changed = false;
  const revoked = await db.$transaction(async (tx) => {
    const { count } = await tx.apiKey.updateMany({
      where: inTeam(teamId, { id, revokedAt: null }),
      data: { revokedAt: clock.now() },
    });
    const row = await tx.apiKey.findFirst({ where: inTeam(teamId, { id }) });
    if (!row) throw ApiError.notFound('API key');
    // Revoking an already revoked key changes nothing: no second event.
    if (count === 1)
      await recordAudit(tx, auditBy, {
        action: 'api_key.revoked',
        subject: { type: 'api_key', id: row.id },
        details: { name: row.name, prefix: row.prefix, mode: row.mode },
      });
    changed = count === 1;
    return { ...presentApiKey(row), revoked: changed || row.revokedAt !== null };
  });
  if (changed) await keyChangesHeard(db);
  return revoked;
}
