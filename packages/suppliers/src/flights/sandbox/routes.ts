import type { AirportInfo } from '../../airports/airport';
import { getAirport } from '../../airports/search';
import { SANDBOX_AIRLINES, type SandboxAirline } from './airlines';
import { distanceKm } from './geo';

/** How an airline can carry a passenger from origin to destination: the airports in order. */
export interface RoutePlan {
  airline: SandboxAirline;
  path: AirportInfo[];
}

/** Airports agencies sell most (hubs and big cities) get point-to-point service. */
const isMajor = (airport: AirportInfo) => airport.priority >= 75 || airport.size === 'large';
/** Long haul only reaches big airports and the main regional gateways. */
const isGateway = (airport: AirportInfo) => airport.priority >= 85 || airport.size === 'large';

/** Whether the airline plausibly flies this leg non-stop. */
function flies(airline: SandboxAirline, a: AirportInfo, b: AirportInfo, km: number): boolean {
  if (km > airline.range || !a.scheduledService || !b.scheduledService) return false;
  if (!airline.reach.includes(a.continent) || !airline.reach.includes(b.continent)) return false;
  const hubA = airline.hubs.includes(a.iata_code);
  const hubB = airline.hubs.includes(b.iata_code);
  if (km > 4000) {
    // Long haul leaves from the airline's long-haul hubs only.
    const longHaul = airline.longHaulHubs ?? airline.hubs;
    return (longHaul.includes(a.iata_code) && isGateway(b)) || (longHaul.includes(b.iata_code) && isGateway(a));
  }
  const domestic = a.country_code === b.country_code;
  if (domestic && airline.home.includes(a.country_code)) return hubA || hubB || (km < 4500 && (isMajor(a) || isMajor(b)));
  // Abroad an airline flies from its hubs to big airports, or to smaller ones nearby.
  if (hubA) return isMajor(b) || km < 3000;
  if (hubB) return isMajor(a) || km < 3000;
  return false;
}

/** How much longer than the great circle a connection may be. */
const maxDetour = (km: number) => (km < 1500 ? 2.2 : km < 4000 ? 1.7 : 1.5);

const hubCache = new Map<string, AirportInfo[]>();
function hubsOf(airline: SandboxAirline): AirportInfo[] {
  let hubs = hubCache.get(airline.code);
  if (!hubs) {
    hubs = airline.hubs.map((code) => getAirport(code)).filter((hub): hub is AirportInfo => hub !== undefined);
    hubCache.set(airline.code, hubs);
  }
  return hubs;
}

/** Per airline: its non-stop, its two best one-stop routes, else one two-stop route. */
export function routePlans(origin: AirportInfo, destination: AirportInfo): RoutePlan[] {
  const km = distanceKm(origin, destination);
  const plans: RoutePlan[] = [];
  for (const airline of SANDBOX_AIRLINES) {
    const found = airlinePlans(airline, origin, destination, km, maxDetour(km));
    plans.push(...found);
  }
  if (plans.length > 0) return plans;
  // Remote pairs: home carriers of either end connect through their hubs, however long the detour.
  const home = SANDBOX_AIRLINES.filter((a) => a.home.includes(origin.country_code) || a.home.includes(destination.country_code));
  return home.flatMap((airline) => airlinePlans(airline, origin, destination, km, Number.POSITIVE_INFINITY)).slice(0, 4);
}

function airlinePlans(airline: SandboxAirline, origin: AirportInfo, destination: AirportInfo, km: number, detour: number): RoutePlan[] {
  const plans: RoutePlan[] = [];
  if (flies(airline, origin, destination, km)) plans.push({ airline, path: [origin, destination] });
  const hubs = hubsOf(airline).filter((hub) => hub !== origin && hub !== destination);
  const oneStop = hubs
    .map((hub) => ({ hub, ratio: (distanceKm(origin, hub) + distanceKm(hub, destination)) / km }))
    .filter(
      ({ hub, ratio }) =>
        ratio <= detour &&
        flies(airline, origin, hub, distanceKm(origin, hub)) &&
        flies(airline, hub, destination, distanceKm(hub, destination)),
    )
    .sort((a, b) => a.ratio - b.ratio)
    .slice(0, 2);
  for (const { hub } of oneStop) plans.push({ airline, path: [origin, hub, destination] });
  if (plans.length > 0) return plans;
  for (const first of hubs) {
    for (const second of hubs) {
      if (first === second) continue;
      const legs = [distanceKm(origin, first), distanceKm(first, second), distanceKm(second, destination)] as const;
      const ratio = (legs[0] + legs[1] + legs[2]) / km;
      if (
        ratio <= detour &&
        flies(airline, origin, first, legs[0]) &&
        flies(airline, first, second, legs[1]) &&
        flies(airline, second, destination, legs[2])
      ) {
        return [{ airline, path: [origin, first, second, destination] }];
      }
    }
  }
  return [];
}
