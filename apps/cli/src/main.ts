import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadEnv, OPERATOR_PATH, parseArgs, runCommand, toApiError, COMMAND_NAMES } from '@tas/core';
import { migrate, openDb, targetFromEnv } from '@tas/db';

const USAGE = `Usage: pnpm cli <command> [--flags] [--json]
  team:create --name N [--plan pro|starter] [--sandbox]
  key:create --team ID [--mode live|test] [--scopes read,write]
  user:create --team ID --email E --password P [--role owner|admin|agent]
  user:role --email E --role owner|admin|agent
  user:deactivate --email E    (their panel sessions end at the next request)
  user:reactivate --email E
  mail:link --to E             (no SMTP: the newest kept invitation or password reset link, to hand over)
  db:migrate
  db:seed`;

/** A server that owns the embedded database announces itself in DATA_DIR/server.json. */
function runningServer(dataDir: string): { port: number; pid: number } | null {
  const file = join(dataDir, 'server.json');
  if (!existsSync(file)) return null;
  const info = JSON.parse(readFileSync(file, 'utf8')) as { port: number; pid: number };
  try {
    process.kill(info.pid, 0);
    return info;
  } catch {
    return null;
  }
}

async function viaServer(port: number, secret: string, command: { name: string; flags: Record<string, string | boolean> }) {
  const res = await fetch(`http://127.0.0.1:${port}${OPERATOR_PATH}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-operator-secret': secret },
    body: JSON.stringify(command),
  });
  const body = (await res.json()) as { ok: boolean; result?: Record<string, unknown>; error?: string };
  if (!body.ok) throw new Error(body.error ?? `server answered ${res.status}`);
  return body.result!;
}

async function main() {
  const { name, flags, json } = parseArgs(process.argv.slice(2));
  if (name === 'help' || flags.help) {
    console.log(USAGE);
    return;
  }
  if (!COMMAND_NAMES.includes(name)) throw new Error(`Unknown command "${name}"\n${USAGE}`);
  const env = loadEnv();
  const server = env.databaseUrl ? null : runningServer(env.dataDir);
  let result: Record<string, unknown>;
  if (server) {
    result = await viaServer(server.port, env.operatorSecret, { name, flags });
  } else {
    const handle = openDb(targetFromEnv());
    try {
      if (name !== 'db:migrate') await migrate(handle);
      result = await runCommand(handle, { name, flags });
    } finally {
      await handle.close();
    }
  }
  if (json) process.stdout.write(`${JSON.stringify(result)}\n`);
  else for (const [key, value] of Object.entries(result)) console.log(`${key}: ${Array.isArray(value) ? value.join(', ') : String(value)}`);
}

main().catch((error: unknown) => {
  const known = toApiError(error);
  const message = known.status < 500 ? known.message : error instanceof Error ? error.message : String(error);
  process.stderr.write(`error: ${message.split('\n')[0]}\n`);
  process.exit(1);
});
