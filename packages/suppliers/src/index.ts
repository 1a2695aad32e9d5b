// Supplier ports and the deterministic sandbox suppliers behind them.
export { SupplierError, isSupplierError, type SupplierErrorKind } from './lib/errors';
export { SANDBOX_CREDENTIALS, type SupplierCall, type SupplierCredentials } from './lib/call';
export { deepFreeze } from './lib/freeze';
export { SANDBOX_FAILING_CITY_CODE, SANDBOX_FAILING_LAST_NAME } from './lib/magic';

export * from './hotels/port';
export * from './lib/cancellation-quote';
export { createSandboxHotelSupplier, SANDBOX_HOTEL_PROVIDER, type SandboxHotelSupplierOptions } from './hotels/sandbox/supplier';
export { renderSandboxHotelImage } from './hotels/sandbox/images';
export { sandboxDestination, sandboxDestinationNamed } from './hotels/sandbox/cities';
export { normalizeText } from './lib/text';
export * from './hotels/hotelbeds';
export { SupplierPriceChangedError, isSupplierPriceChangedError } from './lib/errors';

export * from './flights/port';
export {
  createSandboxOfflineFlightSupplier,
  createSandboxOnlineFlightSupplier,
  type SandboxFlightSupplierOptions,
  type SandboxOnlineFlightSupplierOptions,
} from './flights/sandbox/supplier';
export * from './flights/duffel';
export { FlightPriceChangedError } from './lib/errors';

export * from './airports';
export * from './exchange/ptax';
