import { rawQuery, type Db } from '@tas/db';
import { exportReader } from './export-memory';

export interface KeysetQuery {
  /** The select list and the FROM clause with its joins. */
  select: string;
  from: string;
  /** Filters, ANDed; their `$n` placeholders index `params`. */
  where: string[];
  params: unknown[];
  /** Alias of the table walked newest first by (created_at, id). */
  alias: string;
}

/**
 * Rows newest first, `size` per statement: after the first batch each statement starts below the
 * last row sent (keyset on (created_at, id), never OFFSET), so an export of any size holds one
 * batch in memory and every statement walks the index from where the last one stopped.
 */
export async function* keysetBatches<Row extends { id: string; created_at: Date | string }>(
  db: Db,
  query: KeysetQuery,
  size: number,
): AsyncGenerator<Row[]> {
  const n = query.params.length;
  const { alias } = query;
  const sql = (after: boolean) => `
    SELECT ${query.select}
    FROM ${query.from}
    WHERE ${query.where.join(' AND ')}${after ? ` AND (${alias}.created_at, ${alias}.id) < ($${n + 1}::timestamptz, $${n + 2}::uuid)` : ''}
    ORDER BY ${alias}.created_at DESC, ${alias}.id DESC
    LIMIT $${after ? n + 3 : n + 1}::int`;
  let after: { at: string; id: string } | null = null;
  const reader = exportReader();
  try {
    for (;;) {
      const rows: Row[] = await rawQuery<Row>(
        db,
        sql(after !== null),
        after ? [...query.params, after.at, after.id, size] : [...query.params, size],
        {
          prepared: true,
        },
      );
      reader.read(rows.length);
      if (rows.length > 0) yield rows;
      if (rows.length < size) return;
      const last = rows[rows.length - 1]!;
      after = { at: new Date(last.created_at).toISOString(), id: last.id };
    }
  } finally {
    reader.done();
  }
}
