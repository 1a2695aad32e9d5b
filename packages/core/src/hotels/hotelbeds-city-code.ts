/**
 * The contract's destination `code` is numeric (it is the search's `cityCode`); Hotelbeds' destination
 * codes are letters (`RIO`, `SAO`). A Hotelbeds code is served as `9` + its base-36 value in 8 digits
 * (9 digits in all, apart from the sandbox's 7-digit IBGE codes) and turned back before calling Hotelbeds.
 */
const PREFIX = '9';
const DIGITS = 8;

export function hotelbedsCityCode(destinationCode: string): string | null {
  if (!/^[A-Za-z0-9]{1,5}$/.test(destinationCode)) return null;
  const value = parseInt(destinationCode, 36);
  return `${PREFIX}${String(value).padStart(DIGITS, '0')}`;
}

/** The Hotelbeds destination code a `cityCode` stands for, or null when it is not one of ours for Hotelbeds. */
export function hotelbedsDestinationOf(cityCode: string): string | null {
  if (cityCode.length !== PREFIX.length + DIGITS || !cityCode.startsWith(PREFIX) || !/^\d+$/.test(cityCode)) return null;
  return Number(cityCode.slice(PREFIX.length)).toString(36).toUpperCase();
}
