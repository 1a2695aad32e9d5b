import type { Prisma } from '@tas/db';

/** Which world a call lives in: a test key (tak_test_) only ever reaches the sandbox suppliers and gateway. */
export type KeyMode = 'live' | 'test';

/**
 * The mode a booking was made in, for the work that follows it (issue, release, refund): recorded at
 * book as `metadata.key_mode`; bookings without it were made live.
 */
export function bookingKeyMode(metadata: Prisma.JsonValue): KeyMode {
  return (metadata as { key_mode?: unknown } | null)?.key_mode === 'test' ? 'test' : 'live';
}
