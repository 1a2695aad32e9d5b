import { createServer } from 'node:http';
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import next from 'next';
import {
  bootDatabase,
  closeRateCounts,
  createOperatorHandler,
  createRestHandler,
  DEMO_AGENT,
  isRestPath,
  loadEnv,
  logger,
  OPERATOR_PATH,
  stampClientAddress,
  startClockSync,
  startJobs,
} from '@tas/core';
import { getDbHandle } from '@tas/db';
import { trackRequests } from './src/server/drain';
import { restoreNativeDate } from './src/server/native-date';

/** A stopping instance finishes its requests and jobs within this long; whatever still runs is cut. */
const SHUTDOWN_MS = 10_000;

// One process, one port: the REST facade straight from node:http (the hot path), the panel through Next.
async function main() {
  const env = loadEnv();
  process.env.NEXTAUTH_SECRET ??= env.nextauthSecret;
  process.env.NEXTAUTH_URL ??= env.publicBaseUrl;
  process.env.APP_ENCRYPTION_KEY ??= env.appEncryptionKey;

  const handle = getDbHandle();
  const { applied, seeded } = await bootDatabase(handle);
  if (applied.length > 0) logger.info({ applied }, 'migrations applied');
  if (seeded?.created) {
    console.log(`\nDemo agency created. Panel login: ${DEMO_AGENT.email} / ${DEMO_AGENT.password}`);
    console.log(`Test API key (shown once): ${seeded.testApiKey}`);
    console.log(`Try: curl -H "Authorization: Bearer ${seeded.testApiKey}" ${env.publicBaseUrl}/api/v1/me\n`);
  }

  // Every timestamp instances compare (created, expiry, history, rate-limit windows, job runs) is on
  // the database's clock: measured now and every 30 s, whatever this machine's clock says.
  const stopClockSync = await startClockSync(handle.db);

  // Background work (booking completion, purges) on the Postgres-backed queue, shared by every instance.
  const jobs = await startJobs(handle);

  const dev = env.nodeEnv !== 'production';
  const app = next({ dev, dir: import.meta.dirname, port: env.port });
  await app.prepare();
  restoreNativeDate();
  const nextHandler = app.getRequestHandler();
  const rest = createRestHandler({ db: () => handle.db, publicBaseUrl: env.publicBaseUrl, trustProxyHops: env.trustProxyHops });
  const operator = createOperatorHandler(handle, env.operatorSecret);

  const server = createServer((req, res) => {
    const pathname = (req.url ?? '/').split('?', 1)[0]!;
    if (isRestPath(pathname)) return void rest(req, res);
    if (pathname === OPERATOR_PATH) return void operator(req, res);
    // The panel sees no socket: it reads the client address written here (TRUST_PROXY applied).
    stampClientAddress(req, env.trustProxyHops);
    return void nextHandler(req, res);
  });
  server.keepAliveTimeout = 65_000;
  const requests = trackRequests(server);
  // HOST=127.0.0.1 keeps an instance behind a local load balancer off the network; unset, every interface.
  server.listen(env.port, process.env.HOST || undefined, () => {
    console.log(
      `Ready on ${env.publicBaseUrl} (${handle.target.kind === 'postgres' ? 'PostgreSQL' : `embedded database in ${env.dataDir}`})`,
    );
  });

  // The CLI finds a server that owns the embedded database here and goes through it.
  const serverFile = join(env.dataDir, 'server.json');
  if (handle.target.kind === 'pglite') writeFileSync(serverFile, JSON.stringify({ port: env.port, pid: process.pid }));

  // SIGTERM (a deploy, a scale-down): no new connections; the requests and jobs running finish (a card
  // charge and its undo run inside one request, so cutting it could leave money without a booking),
  // then the last rate counts are written and the pool closes. Jobs cut at the deadline are failed
  // back to the queue, and another instance runs them again.
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) {
      // A second Ctrl-C in a terminal means now.
      if (signal === 'SIGINT') process.exit(130);
      return;
    }
    stopping = true;
    const started = Date.now();
    logger.info({ signal, requests: requests.open }, 'stopping: finishing requests and jobs');
    // If the database is gone the steps below could wait forever; the process still ends.
    setTimeout(() => process.exit(1), SHUTDOWN_MS + 5_000).unref();
    const [cut] = await Promise.all([
      requests.drain(SHUTDOWN_MS),
      jobs.stop(SHUTDOWN_MS - 1_000).catch((err: unknown) => logger.error({ err }, 'job queue did not stop cleanly')),
    ]);
    if (cut > 0) logger.warn({ cut }, 'requests still running at the shutdown deadline were cut');
    if (handle.target.kind === 'pglite') rmSync(serverFile, { force: true });
    // The last second of rate-limit counts, to the shared counters.
    await closeRateCounts(handle.db).catch((err: unknown) => logger.error({ err }, 'last rate counts not written'));
    stopClockSync();
    await handle.close();
    logger.info({ ms: Date.now() - started }, 'stopped');
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
