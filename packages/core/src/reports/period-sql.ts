import { SALES_TIME_ZONE } from '../dashboard/period';

/** `column` on or after the start of São Paulo day $n. */
export const dayStart = (column: string, n: number) => `${column} >= ($${n}::date)::timestamp AT TIME ZONE '${SALES_TIME_ZONE}'`;
/** `column` before the end of São Paulo day $n. */
export const dayEnd = (column: string, n: number) => `${column} < ($${n}::date + 1)::timestamp AT TIME ZONE '${SALES_TIME_ZONE}'`;
