/** Contract: Airport, as served by GET /api/public/airports/search. */
export interface Airport {
  iata_code: string;
  name: string;
  city: string;
  /** Brazilian UF for Brazilian airports, the state for US ones, else ''. */
  state: string;
  country_code: string;
  is_international: boolean;
  /** Higher is more relevant: major hubs first. */
  priority: number;
}

/** What the flight sandbox needs on top: where it is and what time it is there. */
export interface AirportInfo extends Airport {
  latitude: number;
  longitude: number;
  /** IANA time zone, e.g. `America/Sao_Paulo`. */
  timezone: string;
  /** Continent code: AF AN AS EU NA OC SA. */
  continent: string;
  /** OurAirports size class. */
  size: 'large' | 'medium';
  scheduledService: boolean;
}
