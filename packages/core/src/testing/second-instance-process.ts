/**
 * A second instance of the REST facade for tests on PostgreSQL (forked by ./second-instance.ts): its
 * own database pool, key cache and listening connection on the test file's database (DATABASE_URL).
 * It sends its address once it listens and ends when its parent disconnects.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { openDb } from '@tas/db';
import { createRestHandler } from '../rest/handler';
import { closeRateCounts } from '../rest/rate-counts';

const handle = openDb({ kind: 'postgres', url: process.env.DATABASE_URL! });
const rest = createRestHandler({ db: () => handle.db, publicBaseUrl: 'http://localhost' });
const server = createServer((req, res) => void rest(req, res));
server.listen(0, '127.0.0.1', () => process.send!({ url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` }));

process.on('disconnect', () => {
  void (async () => {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await closeRateCounts(handle.db);
    await handle.close();
    process.exit(0);
  })();
});
