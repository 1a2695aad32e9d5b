import { createDuffelAccount, isSupplierError } from '@tas/suppliers';
import type { Db } from '@tas/db';
import { z } from 'zod';
import type { AuditActor } from '../audit/actor';
import { ApiError } from '../lib/api-error';
import { clock } from '../lib/clock';
import { seal, sha256Hex } from '../lib/crypto';
import { randomToken } from '../lib/random';
import { gatewayFetch } from '../payments/gateway-fetch';
import { publicBaseUrl } from '../rest/public-url';
import { openCredential, openDuffelCredentials } from '../suppliers/credentials';
import { changeTeamSettings } from '../teams/change-settings';
import { readSettings, type TeamSettings } from '../teams/settings';

export const DUFFEL_WEBHOOK_PATH = '/api/webhooks/suppliers/duffel';

export const ZDuffelWebhookSecretInput = z.object({
  /** The secret Duffel showed when the webhook was created in its dashboard. */
  secret: z.string().trim().min(8).max(200),
});

export const duffelWebhookTokenHash = (token: string) => sha256Hex(token);

/**
 * The team's Duffel webhook: a URL of its own (the token in it finds the team) and the secret Duffel signs
 * events with. The token is kept sealed so the panel can show the URL again; neither value is ever read back
 * whole except the URL.
 */
export function presentDuffelWebhook(settings: TeamSettings) {
  const token = openCredential(settings, 'duffelWebhookToken');
  return {
    url: token ? `${publicBaseUrl()}${DUFFEL_WEBHOOK_PATH}/${token}` : null,
    secretSet: Boolean(settings.credentials.duffelWebhookSecret),
  };
}

/** Settings with a URL token (made the first time) and, if given, the secret. */
function withWebhook(current: TeamSettings, secret?: string): TeamSettings {
  const credentials = { ...current.credentials };
  let hash = current.duffelWebhookTokenHash;
  if (!hash || !credentials.duffelWebhookToken) {
    const token = `dwh_${randomToken(32)}`;
    hash = duffelWebhookTokenHash(token);
    credentials.duffelWebhookToken = seal(token);
  }
  if (secret) credentials.duffelWebhookSecret = seal(secret);
  return { ...current, duffelWebhookTokenHash: hash, credentials };
}

/** Panel: the secret of a webhook created by hand in Duffel's dashboard (pointing at the URL shown). */
export async function saveDuffelWebhookSecret(db: Db, teamId: string, secret: string, auditBy: AuditActor) {
  return presentDuffelWebhook(await changeTeamSettings(db, teamId, (current) => withWebhook(current, secret), auditBy));
}

/**
 * Panel "Registrar na Duffel": the URL is made if need be, registered on the agency's Duffel account for the
 * events we handle, and the secret Duffel answers is kept sealed. No transaction is open during the call.
 */
export async function registerDuffelWebhook(db: Db, teamId: string, auditBy: AuditActor) {
  const prepared = presentDuffelWebhook(await changeTeamSettings(db, teamId, (current) => withWebhook(current), auditBy));
  const team = await db.team.findUniqueOrThrow({ where: { id: teamId }, select: { settings: true } });
  const account = openDuffelCredentials(readSettings(team.settings));
  if (!account) throw new ApiError(400, 'PROVIDER_NOT_CONFIGURED', 'Provider credentials not configured');
  const duffel = createDuffelAccount({ credentials: account, fetch: gatewayFetch, now: () => clock.now() });
  let secret: string;
  try {
    secret = (await duffel.registerWebhook(prepared.url!, { signal: AbortSignal.timeout(30_000) })).secret;
  } catch (error) {
    if (isSupplierError(error)) throw new ApiError(502, 'SUPPLIER_ERROR', `Duffel did not register the webhook: ${error.message}`);
    throw error;
  }
  return saveDuffelWebhookSecret(db, teamId, secret, auditBy);
}
