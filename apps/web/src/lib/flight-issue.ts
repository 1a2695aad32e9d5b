/** An airline record locator as typed: upper case, letters and digits only. */
export function normalizeLocator(value: string): string {
  return value.toUpperCase().replace(/[^A-Z0-9]/g, '');
}

/** The locators core accepts for offline issuing: 5 to 8 letters or digits. */
export function isExternalLocator(value: string): boolean {
  return /^[A-Z0-9]{5,8}$/.test(value);
}

export interface FlightPoint {
  airportCode: string;
  dateTime: string;
}

/** A segment end as the queue stores it (typed loosely there); missing parts read as empty. */
export function pointOf(value: unknown): FlightPoint {
  const point = (value ?? {}) as Partial<Record<keyof FlightPoint, unknown>>;
  return { airportCode: typeof point.airportCode === 'string' ? point.airportCode : '', dateTime: typeof point.dateTime === 'string' ? point.dateTime : '' };
}
