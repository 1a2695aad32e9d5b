/** An airline record locator as typed: upper case, letters and digits only. */
export function normalizeLocator(value: string): string {
  return value.toUpperCase().replace(/[^A-Z0-9]/g, '');
}

/** The locators core accepts for offline issuing: 5 to 8 letters or digits. */
export function isExternalLocator(value: string): boolean {
  return /^[A-Z0-9]{5,8}$/.test(value);
}
