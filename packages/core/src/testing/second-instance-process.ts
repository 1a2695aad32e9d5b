/**
 * A second instance of the REST facade for tests on PostgreSQL (forked by ./second-instance.ts): its
 * own database pool, key cache and listening connection on the test file's database (DATABASE_URL).
 * It sends its address once it listens and ends when its parent disconnects.
 */
import { openDb } from '@tas/db';
import { serveRest } from './rest-server';

const handle = openDb({ kind: 'postgres', url: process.env.DATABASE_URL! });
const served = await serveRest(handle.db);
process.send!({ url: served.url });

process.on('disconnect', () => {
  void (async () => {
    await served.close();
    await handle.close();
    process.exit(0);
  })();
});
