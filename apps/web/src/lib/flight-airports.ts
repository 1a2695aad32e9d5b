/** Contract: Airport, from GET /api/public/airports/search (no envelope). */
export interface Airport {
  iata_code: string;
  name: string;
  city: string;
  state: string;
  country_code: string;
  is_international: boolean;
  priority: number;
}

/** Airports matching a city, name or IATA code (at least 2 characters), most relevant first. */
export async function searchAirports(q: string, signal?: AbortSignal, limit = 8): Promise<Airport[]> {
  const response = await fetch(`/api/public/airports/search?q=${encodeURIComponent(q)}&limit=${limit}`, { signal });
  if (!response.ok) throw new Error(`airports search answered ${response.status}`);
  const body = (await response.json()) as { airports?: Airport[] };
  return body.airports ?? [];
}
