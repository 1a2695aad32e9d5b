export type { Airport, AirportInfo } from './airport';
export { getAirport, preloadAirports, searchAirports } from './search';
