import { z } from 'zod';

/** `page` and `limit` query fields with the contract's defaults and maximums for one list. */
export function ZPageQuery(defaultLimit: number, maxLimit = 100) {
  return z.object({
    page: z.coerce.number().int().min(1).default(1),
    limit: z.coerce.number().int().min(1).max(maxLimit).default(defaultLimit),
  });
}

export interface PageArgs {
  page: number;
  limit: number;
}

export function pageWindow({ page, limit }: PageArgs) {
  return { skip: (page - 1) * limit, take: limit };
}

export function pagination({ page, limit }: PageArgs, total: number) {
  return { page, limit, total, totalPages: Math.ceil(total / limit) };
}

/** Bookings and experiences also carry hasNext/hasPrev. */
export function paginationWithNav(args: PageArgs, total: number) {
  const base = pagination(args, total);
  return { ...base, hasNext: args.page < base.totalPages, hasPrev: args.page > 1 };
}

export const ZPagination = z.object({
  page: z.number(),
  limit: z.number(),
  total: z.number(),
  totalPages: z.number(),
});

export const ZPaginationWithNav = ZPagination.extend({ hasNext: z.boolean(), hasPrev: z.boolean() });
