import type { HotelLanguage } from '../port';
import { hotelbedsCall, type HotelbedsAccount } from './http';
import { hotelbedsLanguage } from './language';
import { ZFacilityTypesAnswer } from './schemas';
import { timeoutOf, type HotelbedsHttp } from './timeouts';

/** Facility names by group and code, in one language. */
export class FacilityNames {
  readonly #names = new Map<string, string>();
  set(group: number, code: number, name: string): void {
    this.#names.set(`${group}:${code}`, name);
  }
  get(group: number, code: number): string | undefined {
    return this.#names.get(`${group}:${code}`);
  }
  get size(): number {
    return this.#names.size;
  }
}

const PAGE = 1000;
const DAY_MS = 24 * 3_600_000;

/**
 * Content API types/facilities: what each facility code means. The hotel list names facilities by
 * code only, and the catalogue changes rarely, so it is read whole (pages of 1000) once a day per
 * language and account adapter, never per search.
 * https://developer.hotelbeds.com/documentation/hotels/content-api/
 */
export class FacilityTypes {
  readonly #loaded = new Map<string, { at: number; names: Promise<FacilityNames> }>();

  names(http: HotelbedsHttp, account: HotelbedsAccount, language: HotelLanguage | undefined, signal?: AbortSignal): Promise<FacilityNames> {
    const key = hotelbedsLanguage(language);
    const now = http.now().getTime();
    const held = this.#loaded.get(key);
    if (held && now - held.at < DAY_MS) return held.names;
    const names = loadFacilityNames(http, account, key, signal);
    this.#loaded.set(key, { at: now, names });
    // A failed load is forgotten at once, so the next search asks again.
    names.catch(() => {
      if (this.#loaded.get(key)?.names === names) this.#loaded.delete(key);
    });
    return names;
  }
}

async function loadFacilityNames(http: HotelbedsHttp, account: HotelbedsAccount, language: string, signal?: AbortSignal) {
  const names = new FacilityNames();
  for (let from = 1; ; from += PAGE) {
    const query = new URLSearchParams({
      fields: 'all',
      language,
      from: String(from),
      to: String(from + PAGE - 1),
      useSecondaryLanguage: 'false',
    });
    const page = await hotelbedsCall(http, account, {
      method: 'GET',
      path: `/hotel-content-api/1.0/types/facilities?${query}`,
      schema: ZFacilityTypesAnswer,
      signal,
      timeoutMs: timeoutOf(http, 'content'),
    });
    const facilities = page.facilities ?? [];
    for (const facility of facilities) {
      if (facility.description?.content) names.set(facility.facilityGroupCode, facility.code, facility.description.content);
    }
    if (facilities.length === 0 || from + PAGE > page.total) return names;
  }
}
