import { LRUCache } from 'lru-cache';
import type { HotelLanguage } from '../port';
import { hotelbedsCall, type HotelbedsAccount } from './http';
import { hotelbedsLanguage } from './language';
import type { PricedRate } from './offers';
import { ZRateCommentDetailsAnswer } from './schemas';
import { timeoutOf, type HotelbedsHttp } from './timeouts';

const DAY_MS = 24 * 3_600_000;

/**
 * A rate's comments (contract remarks: minimum check-in age, where to collect keys...), which Hotelbeds
 * requires be shown before booking. CheckRates and bookings carry the text; availability carries only
 * `rateCommentsId`, whose text the Content API's types/ratecommentdetails gives for the check-in date.
 * Texts are kept a day per id, date and language, so a BOOKABLE rate is prebooked without CheckRates.
 * https://developer.hotelbeds.com/documentation/hotels/content-api/use-rate-comments
 */
export class RateComments {
  readonly #texts = new LRUCache<string, string>({ max: 20_000, ttl: DAY_MS });

  async of(
    http: HotelbedsHttp,
    account: HotelbedsAccount,
    rate: Pick<PricedRate, 'rateComments' | 'rateCommentsId' | 'checkIn'>,
    language: HotelLanguage | undefined,
    signal?: AbortSignal,
  ): Promise<string | undefined> {
    if (rate.rateComments) return rate.rateComments;
    if (!rate.rateCommentsId) return undefined;
    const key = `${hotelbedsLanguage(language)}|${rate.checkIn}|${rate.rateCommentsId}`;
    const held = this.#texts.get(key);
    if (held !== undefined) return held || undefined;
    const query = new URLSearchParams({
      fields: 'all',
      code: rate.rateCommentsId,
      date: rate.checkIn,
      language: hotelbedsLanguage(language),
      useSecondaryLanguage: 'false',
    });
    const answer = await hotelbedsCall(http, account, {
      method: 'GET',
      path: `/hotel-content-api/1.0/types/ratecommentdetails?${query}`,
      schema: ZRateCommentDetailsAnswer,
      signal,
      timeoutMs: timeoutOf(http, 'content'),
    });
    const text = (answer.rateComments ?? [])
      .map((comment) => comment.description?.trim())
      .filter((description): description is string => !!description)
      .join('\n');
    this.#texts.set(key, text);
    return text || undefined;
  }
}
