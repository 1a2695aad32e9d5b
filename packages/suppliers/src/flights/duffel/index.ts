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
export {
  createDuffelAccount,
  type AirlineChange,
  type AirlineChangeAction,
  type ChangedSlice,
  type DuffelAccount,
  type DuffelAccountOptions,
  type ScheduleSegment,
} from './airline-initiated-changes';
export {
  DUFFEL_SIGNATURE_HEADER,
  DUFFEL_SIGNATURE_TOLERANCE_SECONDS,
  signDuffelWebhook,
  verifyDuffelWebhook,
  type DuffelSignatureCheck,
} from './webhook-signature';
export { DUFFEL_EVENT_TYPES, duffelEventSubject, ZDuffelEvent, type DuffelEvent, type DuffelEventSubject } from './webhook-event';
export type { StandInDelivery as DuffelStandInDelivery } from './stand-in/airline-changes';
export type { ChangeAmount, ConfirmedOrderChange, OrderChangeOffer, SliceToChange } from './order-changes';
