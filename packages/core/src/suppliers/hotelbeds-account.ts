import type { HotelbedsCredentials } from '@tas/suppliers';
import { ApiError } from '../lib/api-error';
import { seal } from '../lib/crypto';
import { openSealed } from './credentials';
import type { TeamSettings } from '../teams/settings';

/** Where the agency's Hotelbeds account is sealed in `settings.credentials`. */
export const HOTELBEDS_CREDENTIAL = 'hotelbeds';

export function sealHotelbedsCredentials(account: HotelbedsCredentials): string {
  return seal(JSON.stringify({ apiKey: account.apiKey, secret: account.secret, baseUrl: account.baseUrl }));
}

/**
 * The team's Hotelbeds account (API key, secret, API base), or null when none is stored. One sealed
 * under another key must be entered again: 500, as the contract words it (like credentials.ts).
 */
export function openHotelbedsCredentials(settings: TeamSettings): HotelbedsCredentials | null {
  const sealed = settings.credentials[HOTELBEDS_CREDENTIAL];
  if (!sealed) return null;
  const json = openSealed(sealed);
  const parsed = json === null ? null : (JSON.parse(json) as Partial<HotelbedsCredentials>);
  if (!parsed?.apiKey || !parsed.secret || !parsed.baseUrl) throw new ApiError(500, 'INTERNAL_ERROR', 'Provider password not found');
  return { apiKey: parsed.apiKey, secret: parsed.secret, baseUrl: parsed.baseUrl };
}
