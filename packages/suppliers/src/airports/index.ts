export type { Airport, AirportInfo } from './airport';
export { getAirport, searchAirports } from './search';
