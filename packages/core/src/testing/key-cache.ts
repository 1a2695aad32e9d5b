import { setTimeout as sleep } from 'node:timers/promises';
import type { Db } from '@tas/db';

/**
 * A change that no process is told of: the triggers that announce key and team changes are switched
 * off for its transaction (session_replication_role = replica). Only a process that reads the row
 * sees it, which is how a test tells an answer from the key cache from a fresh read.
 */
export async function unannounced(db: Db, sql: string, ...params: unknown[]): Promise<void> {
  await db.$transaction(async (tx) => {
    await tx.$executeRawUnsafe('SET LOCAL session_replication_role = replica');
    await tx.$executeRawUnsafe(sql, ...params);
  });
}

/**
 * Asks `teamName` (the team's name as an instance serves it for a key) until that instance answers
 * from its key cache: a rename nobody is told of goes unseen.
 */
export async function untilCached(db: Db, teamId: string, teamName: () => Promise<string>): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt++) {
    const name = await teamName();
    await unannounced(db, 'UPDATE teams SET name = $2 WHERE id = $1::uuid', teamId, `${name}.`);
    if ((await teamName()) === name) return;
    await sleep(20);
  }
  throw new Error('the key was never served from the cache');
}
