export { dataDirFromEnv, getDb, getDbHandle, openDb, setDb, targetFromEnv } from './client';
export type { Db, DbHandle, DbTarget } from './client';
export { everyListenerCaughtUp, listen, type ListenHandlers, type Subscription } from './listen';
export { migrate } from './migrate';
export { rawQuery, type RawQuery } from './raw-query';
export { Prisma } from './generated/client';
export * from './generated/enums';
export type * from './generated/models';
export type {
  ApiKey,
  Booking,
  BookingItem,
  BookingPassenger,
  BookingStatusChange,
  Client,
  Experience,
  ExperienceImage,
  Team,
  User,
} from './generated/client';
