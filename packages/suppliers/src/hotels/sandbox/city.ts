/** A sandbox destination: a real place with the knobs that shape its hotels and prices. */
export type Season =
  'beach_br' | 'serra_br' | 'business_br' | 'nature_br' | 'europe' | 'usa_city' | 'sun_north' | 'southern_city' | 'ski_south';

export type CityStyle = 'beach' | 'city' | 'mountain' | 'nature';

/** Street and name vocabulary of the place. */
export type Locale = 'pt' | 'es' | 'en' | 'fr' | 'it';

export interface SandboxCity {
  /** Stable numeric supplier code, used as `cityCode`. */
  code: string;
  name: string;
  /** The name on the spot, when it differs from `name` (Nova York: New York); used in addresses and hotel names. */
  localName?: string;
  /** Other names people type (English or official names). */
  aliases: readonly string[];
  /** Brazilian UF, or '' abroad. */
  state: string;
  country: string;
  countryCode: string;
  latitude: number;
  longitude: number;
  hotelCount: number;
  /** Nightly net price of a typical 3-star double room, room only, in cents. */
  nightlyCents: number;
  season: Season;
  style: CityStyle;
  locale: Locale;
  /** Country and area code, e.g. `+55 21`. */
  phonePrefix: string;
  districts: readonly string[];
  streets: readonly string[];
}

/** Month multipliers (January first) of the nightly price. */
export const SEASON_FACTORS: Record<Season, readonly number[]> = {
  beach_br: [1.35, 1.3, 1.1, 0.95, 0.85, 0.9, 1.15, 0.95, 0.9, 0.95, 1.0, 1.3],
  serra_br: [1.0, 0.95, 0.9, 0.95, 1.05, 1.3, 1.35, 1.1, 0.95, 0.95, 1.05, 1.25],
  business_br: [0.9, 1.0, 1.05, 1.0, 1.0, 0.95, 0.95, 1.0, 1.05, 1.05, 1.05, 0.9],
  nature_br: [1.2, 1.1, 1.0, 0.95, 0.9, 1.0, 1.2, 1.05, 0.95, 1.0, 1.0, 1.2],
  europe: [0.8, 0.8, 0.9, 1.0, 1.1, 1.25, 1.35, 1.3, 1.15, 1.0, 0.85, 1.05],
  usa_city: [0.85, 0.85, 0.95, 1.0, 1.05, 1.15, 1.15, 1.1, 1.05, 1.05, 1.05, 1.3],
  sun_north: [1.3, 1.3, 1.25, 1.15, 0.95, 0.9, 1.05, 0.95, 0.85, 0.9, 1.0, 1.3],
  southern_city: [1.1, 1.05, 1.0, 0.95, 0.9, 1.0, 1.1, 1.05, 0.95, 1.0, 1.05, 1.1],
  ski_south: [1.05, 1.0, 0.9, 0.85, 0.85, 1.2, 1.45, 1.4, 1.0, 0.9, 0.9, 1.05],
};
