import type { Prisma } from '@tas/db';
import { ZSupplierIssue, type TSupplierIssue } from './response-schemas';

type Json = Record<string, unknown>;
const asObject = (value: Prisma.JsonValue): Json => (value && typeof value === 'object' && !Array.isArray(value) ? (value as Json) : {});

/** `metadata.supplier` of a hotel booking: issuing mode, where issuing stands, the supplier locator. */
export function supplierIssueOf(metadata: Prisma.JsonValue): TSupplierIssue | null {
  const parsed = ZSupplierIssue.safeParse(asObject(metadata).supplier);
  return parsed.success ? parsed.data : null;
}

/** The booking's metadata with `supplier` changed and everything else kept. */
export function withSupplierIssue(metadata: Prisma.JsonValue, issue: TSupplierIssue): Prisma.InputJsonObject {
  return { ...asObject(metadata), supplier: issue } as Prisma.InputJsonObject;
}
