// Hotelbeds APItude behind the hotel port, and its HTTP stand-in for tests and demos.
export {
  createHotelbedsHotelSupplier,
  listHotelbedsDestinations,
  HOTELBEDS_HOTEL_PROVIDER,
  type HotelbedsHotelSupplierOptions,
  type HotelbedsOptions,
} from './supplier';
export { HOTELBEDS_TEST_BASE_URL, hotelbedsSignature, type HotelbedsCredentials } from './signature';
export { HotelbedsTransport, type HotelbedsClientCertificate, type HotelbedsTransportOptions } from './transport';
export { checkHotelbedsBookingApi, type HotelbedsStatusOptions } from './status';
export { HOTELBEDS_PHOTOS_BASE } from './content';
export { HOTELBEDS_CHILD_AGE } from './occupancy';
export {
  HotelbedsStandIn,
  STAND_IN_FAULT_HEADER as HOTELBEDS_STAND_IN_FAULT_HEADER,
  type HotelbedsStandInOptions,
  type StandInRequest as HotelbedsStandInRequest,
} from './stand-in/server';
export {
  STAND_IN_FAULTS as HOTELBEDS_STAND_IN_FAULTS,
  type FaultRates as HotelbedsFaultRates,
  type StandInFault as HotelbedsStandInFault,
  type StandInOperation as HotelbedsStandInOperation,
} from './stand-in/faults';
export type { StandInBooking as HotelbedsStandInBooking } from './stand-in/records';
