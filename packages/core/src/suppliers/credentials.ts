import type { SupplierCredentials } from '@tas/suppliers';
import { ApiError } from '../lib/api-error';
import { open, seal } from '../lib/crypto';
import { fromSettings } from '../teams/from-settings';
import type { TeamSettings } from '../teams/settings';

/** Names of the sealed values in `settings.credentials`. */
export type CredentialName =
  | 'hotelSupplier'
  | 'flightOnlineSupplier'
  | 'flightDuffel'
  | 'asaasApiKey'
  | 'paymentWebhookToken'
  | 'duffelWebhookToken'
  | 'duffelWebhookSecret';

/** Credentials that hold a supplier account (JSON username/password). */
export type SupplierAccountName = 'hotelSupplier' | 'flightOnlineSupplier';

export function sealSupplierCredentials(credentials: SupplierCredentials): string {
  return seal(JSON.stringify({ username: credentials.username, password: credentials.password }));
}

// Opening a sealed value (AES-256-GCM) on every search was about a third of the search's own CPU:
// each sealed value is opened once per process and encryption key. Bounded; the oldest goes first.
// Kept per encryption key, then per sealed value: no key string is built per search.
const openedByKey = new Map<string, Map<string, string | null>>();
const OPENED_MAX = 1_000;

/** `open` of lib/crypto, remembered. */
export function openSealed(sealed: string): string | null {
  const encryptionKey = process.env.APP_ENCRYPTION_KEY ?? '';
  let opened = openedByKey.get(encryptionKey);
  if (!opened) {
    openedByKey.clear();
    openedByKey.set(encryptionKey, (opened = new Map<string, string | null>()));
  }
  const known = opened.get(sealed);
  if (known !== undefined || opened.has(sealed)) return known ?? null;
  const plain = open(sealed);
  if (opened.size >= OPENED_MAX) opened.delete(opened.keys().next().value!);
  opened.set(sealed, plain);
  return plain;
}

/**
 * A stored secret, or null when none is stored. One sealed under another key (a rotated
 * APP_ENCRYPTION_KEY) cannot be used and must be entered again: 500, as the contract words it.
 */
export function openCredential(settings: TeamSettings, name: CredentialName): string | null {
  const sealed = settings.credentials[name];
  if (!sealed) return null;
  const plain = openSealed(sealed);
  if (plain === null) throw new ApiError(500, 'INTERNAL_ERROR', 'Provider password not found');
  return plain;
}

export function openSupplierCredentials(settings: TeamSettings, name: SupplierAccountName = 'hotelSupplier'): SupplierCredentials | null {
  return fromSettings(settings, name, () => readSupplierCredentials(settings, name));
}

function readSupplierCredentials(settings: TeamSettings, name: SupplierAccountName): SupplierCredentials | null {
  const json = openCredential(settings, name);
  if (json === null) return null;
  const parsed = JSON.parse(json) as Partial<SupplierCredentials>;
  if (!parsed.username || !parsed.password) throw new ApiError(500, 'INTERNAL_ERROR', 'Provider password not found');
  return Object.freeze({ username: parsed.username, password: parsed.password });
}

/** The agency's Duffel account: its access token and the API base (Duffel's own unless a stand-in or proxy). */
export interface DuffelAccount {
  accessToken: string;
  baseUrl: string;
}

export function sealDuffelCredentials(account: DuffelAccount): string {
  return seal(JSON.stringify({ accessToken: account.accessToken, baseUrl: account.baseUrl }));
}

export function openDuffelCredentials(settings: TeamSettings): DuffelAccount | null {
  const json = openCredential(settings, 'flightDuffel');
  if (json === null) return null;
  const parsed = JSON.parse(json) as Partial<DuffelAccount>;
  if (!parsed.accessToken || !parsed.baseUrl) throw new ApiError(500, 'INTERNAL_ERROR', 'Provider password not found');
  return { accessToken: parsed.accessToken, baseUrl: parsed.baseUrl };
}
