import { z } from 'zod';
import { ZPageQuery } from '../lib/pagination';
import { ZDate } from '../lib/zod-helpers';
import { ZAuditAction } from './actions';

/** The panel's filters: a person, an action, a period of São Paulo days (inclusive). */
export const ZAuditListQuery = ZPageQuery(25)
  .extend({
    personId: z.uuid().optional(),
    action: ZAuditAction.optional(),
    from: ZDate.optional(),
    to: ZDate.optional(),
  })
  .refine((q) => !q.from || !q.to || q.to >= q.from, { path: ['to'], message: 'must not be before from' });

export type TAuditListQuery = z.infer<typeof ZAuditListQuery>;
