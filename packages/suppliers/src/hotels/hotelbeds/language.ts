import type { HotelLanguage } from '../port';

/** Hotelbeds' three-letter language codes for the contract's languages. */
const HOTELBEDS_LANGUAGE: Record<HotelLanguage, string> = { pt: 'POR', en: 'ENG', es: 'CAS' };

export const hotelbedsLanguage = (language: HotelLanguage = 'pt') => HOTELBEDS_LANGUAGE[language];

const countryNames = new Map<HotelLanguage, Intl.DisplayNames>();

/** Country name from its ISO code in the reader's language (Hotelbeds sends codes only). */
export function countryName(countryCode: string, language: HotelLanguage = 'pt'): string {
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
