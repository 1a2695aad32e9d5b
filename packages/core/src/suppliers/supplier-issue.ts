import type { Prisma } from '@tas/db';
import { z } from 'zod';

/**
 * `metadata.supplier` of a hotel or flight booking: issuing mode (automatic at the supplier's API,
 * manual by an agent), where issuing stands, and the supplier locator.
 */
export const ZSupplierIssue = z.object({
  mode: z.enum(['automatic', 'manual']),
  status: z.enum(['awaiting_payment', 'awaiting_issue', 'issued', 'failed', 'cancelled']),
  locator: z.string().nullable(),
  /** The online flight supplier when it is not the sandbox (`duffel`), so cancel reaches the same one. */
  name: z.enum(['duffel']).optional(),
  /** The supplier's own id of the reservation (Duffel order `ord_...`), besides the airline locator. */
  order_id: z.string().optional(),
  /**
   * When the supplier took the order without confirming it (Duffel's 202 Accepted): from then on the
   * follow-up only looks the order up, never orders again, even on a booking cancelled meanwhile.
   */
  accepted_at: z.string().optional(),
});

export type TSupplierIssue = z.infer<typeof ZSupplierIssue>;

type Json = Record<string, unknown>;
/** A stored JSON value as an object (anything else reads as empty). */
export const asObject = (value: Prisma.JsonValue): Json => (value && typeof value === 'object' && !Array.isArray(value) ? value : {});

export function supplierIssueOf(metadata: Prisma.JsonValue): TSupplierIssue | null {
  const parsed = ZSupplierIssue.safeParse(asObject(metadata).supplier);
  return parsed.success ? parsed.data : null;
}

/** The booking's metadata with `supplier` changed and everything else kept. */
export function withSupplierIssue(metadata: Prisma.JsonValue, issue: TSupplierIssue): Prisma.InputJsonObject {
  return { ...asObject(metadata), supplier: issue };
}
