/**
 * Another app process for tests on PostgreSQL (forked by ./app-processes.ts): its own database pool
 * and its own rate-limit counts on the test file's database (DATABASE_URL). It sends each batch of
 * requests it receives all at once and answers how many were accepted; it ends when its parent
 * disconnects.
 */
import { openDb, rawQuery } from '@tas/db';
import { closeRateCounts } from '../rest/rate-counts';
import { sendRequests, type AppRequests } from './app-processes';

const handle = openDb({ kind: 'postgres', url: process.env.DATABASE_URL! });

process.on('message', ({ requests, startAt }: { requests: AppRequests; startAt: number }) => {
  void (async () => {
    // Both processes start at the same instant (the parent's messages reach them some ms apart).
    await new Promise((resolve) => setTimeout(resolve, startAt - Date.now()));
    process.send!(await sendRequests(handle.db, requests));
  })();
});
process.on('disconnect', () => {
  void (async () => {
    await closeRateCounts(handle.db);
    await handle.close();
    process.exit(0);
  })();
});

// Ready once its pool is full and Prisma has run a query: the two processes' requests then overlap
// (with a cold pool the one that connects first could finish before the other starts).
void (async () => {
  await Promise.all(Array.from({ length: 10 }, () => rawQuery(handle.db, 'SELECT pg_sleep(0.05)', [])));
  await handle.db.team.count();
  process.send!('ready');
})();
