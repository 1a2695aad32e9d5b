import type { KeyMode } from '../suppliers/key-mode';
import { HOTEL_PROVIDERS, type TeamSettings } from '../teams/settings';

/**
 * Which supplier an offer belongs to, for details and prebook. The search result's `id`
 * (`<provider>:<hotelId>`, sent as `hotel_id`) says it. Without it: a test key only knows the
 * sandbox, a team with one supplier has only that one, and otherwise the code's shape tells
 * (Hotelbeds rateKeys are `|`-separated; the sandbox's codes never hold a `|`).
 */
export function offerProvider(settings: TeamSettings, mode: KeyMode, hotelSearchCode: string, hotelId: string | undefined): string {
  const prefix = hotelId?.includes(':') ? hotelId.slice(0, hotelId.indexOf(':')) : null;
  if (prefix && (HOTEL_PROVIDERS as readonly string[]).includes(prefix)) return prefix;
  if (mode === 'test') return 'sandbox';
  if (settings.hotelSuppliers.length === 1) return settings.hotelSuppliers[0]!;
  return hotelSearchCode.includes('|') ? 'hotelbeds' : 'sandbox';
}
