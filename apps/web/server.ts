import { createServer } from 'node:http';
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import next from 'next';
import { bootDatabase, closeRateCounts, createOperatorHandler, createRestHandler, DEMO_AGENT, isRestPath, loadEnv, logger, OPERATOR_PATH, startJobs } from '@tas/core';
import { getDbHandle } from '@tas/db';

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

  // Background work (booking completion, purges) on the Postgres-backed queue, shared by every instance.
  const jobs = await startJobs(handle);

  const dev = env.nodeEnv !== 'production';
  const app = next({ dev, dir: import.meta.dirname, port: env.port });
  await app.prepare();
  const nextHandler = app.getRequestHandler();
  const rest = createRestHandler({ db: () => handle.db, publicBaseUrl: env.publicBaseUrl });
  const operator = createOperatorHandler(handle, env.operatorSecret);

  const server = createServer((req, res) => {
    const pathname = (req.url ?? '/').split('?', 1)[0]!;
    if (isRestPath(pathname)) return void rest(req, res);
    if (pathname === OPERATOR_PATH) return void operator(req, res);
    return void nextHandler(req, res);
  });
  server.keepAliveTimeout = 65_000;
  server.listen(env.port, () => {
    console.log(`Ready on ${env.publicBaseUrl} (${handle.target.kind === 'postgres' ? 'PostgreSQL' : `embedded database in ${env.dataDir}`})`);
  });

  // The CLI finds a server that owns the embedded database here and goes through it.
  const serverFile = join(env.dataDir, 'server.json');
  if (handle.target.kind === 'pglite') writeFileSync(serverFile, JSON.stringify({ port: env.port, pid: process.pid }));
  const stop = async () => {
    server.close();
    await jobs.stop().catch((err: unknown) => logger.error({ err }, 'job queue did not stop cleanly'));
    if (handle.target.kind === 'pglite') rmSync(serverFile, { force: true });
    // The last second of rate-limit counts, to the shared counters.
    await closeRateCounts(handle.db);
    await handle.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop());
  process.on('SIGTERM', () => void stop());
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
