/** Great-circle distance in km between two points (haversine). */
export function distanceKm(a: { latitude: number; longitude: number }, b: { latitude: number; longitude: number }): number {
  const rad = Math.PI / 180;
  const dLat = (b.latitude - a.latitude) * rad;
  const dLon = (b.longitude - a.longitude) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.latitude * rad) * Math.cos(b.latitude * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * Block minutes of a leg: taxi and climb overhead plus cruise, slower on short
 * hops; GRU-GIG about 55 min, GRU-LIS about 10 h. Rounded to 5 minutes as timetables are.
 */
export function blockMinutes(km: number): number {
  const cruise = km < 1000 ? km / 11 : km / 13.5;
  return Math.max(35, Math.round((20 + cruise) / 5) * 5);
}
