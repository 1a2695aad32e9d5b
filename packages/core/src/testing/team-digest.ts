import type { Db } from '@tas/db';

/**
 * A fingerprint of everything a team owns, per table: its rows in every table with a `team_id`
 * (and the team itself), plus the rows of tables that hang off those (items, history, images...).
 * Two equal digests mean no write reached the team in between.
 */
export async function teamDigester(db: Db) {
  const owned = await db.$queryRawUnsafe<{ table_name: string }[]>(
    `SELECT DISTINCT table_name FROM information_schema.columns WHERE column_name = 'team_id' AND table_schema = current_schema()`,
  );
  const ownedNames = new Set(owned.map((t) => t.table_name));
  const children = await db.$queryRawUnsafe<{ child: string; col: string; parent: string }[]>(
    `SELECT DISTINCT kcu.table_name AS child, kcu.column_name AS col, ccu.table_name AS parent
       FROM information_schema.table_constraints tc
       JOIN information_schema.key_column_usage kcu ON kcu.constraint_name = tc.constraint_name AND kcu.table_schema = tc.table_schema
       JOIN information_schema.constraint_column_usage ccu ON ccu.constraint_name = tc.constraint_name AND ccu.table_schema = tc.table_schema
      WHERE tc.constraint_type = 'FOREIGN KEY' AND tc.table_schema = current_schema()`,
  );
  const hash = (table: string, where: string) =>
    `SELECT '${table}' AS t, md5(coalesce(string_agg(x::text, '|' ORDER BY x::text), '')) AS h FROM "${table}" x WHERE ${where}`;
  const parts = [hash('teams', 'x.id = ANY($1::uuid[])'), ...[...ownedNames].map((t) => hash(t, 'x.team_id = ANY($1::uuid[])'))];
  for (const { child, col, parent } of children) {
    if (ownedNames.has(child) || !ownedNames.has(parent)) continue;
    parts.push(
      hash(`${child}`, `x."${col}" IN (SELECT id FROM "${parent}" WHERE team_id = ANY($1::uuid[]))`).replace(
        `'${child}' AS t`,
        `'${child}.${col}' AS t`,
      ),
    );
  }
  const sql = parts.join('\nUNION ALL\n');

  /** The digest of these teams' rows, table by table. */
  return async function digest(teamIds: string[]): Promise<Record<string, string>> {
    if (teamIds.length === 0) return {};
    const rows = await db.$queryRawUnsafe<{ t: string; h: string }[]>(sql, teamIds);
    return Object.fromEntries(rows.map((r) => [r.t, r.h]));
  };
}
