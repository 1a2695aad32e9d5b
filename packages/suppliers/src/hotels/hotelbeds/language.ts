import type { HotelLanguage } from '../port';

/** Hotelbeds' three-letter language codes for the contract's languages. */
const HOTELBEDS_LANGUAGE: Record<HotelLanguage, string> = { pt: 'POR', en: 'ENG', es: 'CAS' };

export const hotelbedsLanguage = (language: HotelLanguage = 'pt') => HOTELBEDS_LANGUAGE[language];

const countryNames = new Map<HotelLanguage, Intl.DisplayNames>();
// Every hotel of every search asks, and an ICU lookup costs tens of µs. Bounded: what ICU reads as a
// region is two letters or three digits, and whatever it cannot read is not kept.
const named = new Map<string, string>();

/** Country name from its ISO code in the reader's language (Hotelbeds sends codes only). */
export function countryName(countryCode: string, language: HotelLanguage = 'pt'): string {
  const key = `${language}:${countryCode}`;
  let name = named.get(key);
  if (name === undefined) {
    name = lookUp(countryCode, language);
    if (name !== countryCode) named.set(key, name);
  }
  return name;
}

function lookUp(countryCode: string, language: HotelLanguage): string {
  let names = countryNames.get(language);
  if (!names) {
    names = new Intl.DisplayNames([language === 'pt' ? 'pt-BR' : language], { type: 'region' });
    countryNames.set(language, names);
  }
  try {
    return names.of(countryCode.toUpperCase()) ?? countryCode;
  } catch {
    return countryCode;
  }
}
