// The Duffel flight adapter and its in-repo HTTP stand-in (tests, demos, soaks).
export { createDuffelFlightSupplier, type DuffelFlightSupplier, type DuffelFlightSupplierOptions } from './supplier';
export { DUFFEL_API_URL, isDuffelTestToken, type DuffelCredentials } from './http';
export {
  DUFFEL_STAND_IN_TOKEN,
  startDuffelStandIn,
  type DuffelStandIn,
  type DuffelStandInOptions,
  type RecordedDuffelRequest,
} from './stand-in/server';
export { DUFFEL_FAULTS, type DuffelFault } from './stand-in/faults';
export type { StandInOrderRecord as DuffelStandInOrder } from './stand-in/store';
