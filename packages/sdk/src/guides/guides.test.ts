import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_ENCRYPTION_KEY } from '../../../core/src/hotels/test-fixtures';
import { deliverDueWebhooks } from '../../../core/src/outbound-webhooks/deliver';
import { startRestServer, type RestServer } from '../../../core/src/testing/rest-server';
import { guideModule, typescriptBlocks } from './code-blocks';

const guidesDir = fileURLToPath(new URL('../../../../docs/guides/', import.meta.url));
const sdkEntry = fileURLToPath(new URL('../index.ts', import.meta.url));
const sdkDir = fileURLToPath(new URL('../../', import.meta.url));
const tsc = fileURLToPath(new URL('../../../../node_modules/.bin/tsc', import.meta.url));
const guides = readdirSync(guidesDir).filter((f) => f.endsWith('.md'));

let api: RestServer;
let dir: string;
let ticking: NodeJS.Timeout;

beforeAll(async () => {
  process.env.APP_ENCRYPTION_KEY = TEST_ENCRYPTION_KEY;
  api = await startRestServer();
  dir = mkdtempSync(join(tmpdir(), 'tas-guides-'));
  // The server's webhooks.deliver job (every minute in production), sped up: the webhooks guide waits for a delivery.
  ticking = setInterval(() => void deliverDueWebhooks(api.db, new Date()).catch(() => undefined), 200);
});
afterAll(async () => {
  clearInterval(ticking);
  rmSync(dir, { recursive: true, force: true });
  await api.close();
});

describe('every guide runs: its TypeScript blocks, in order, against a live server with a fresh team and test key', () => {
  it('finds the guides', () => {
    expect(guides).toEqual(expect.arrayContaining(['quick-start.md']));
  });

  it.each(guides)(
    '%s',
    async (file) => {
      const markdown = readFileSync(join(guidesDir, file), 'utf8');
      if (typescriptBlocks(markdown).length === 0) return;
      const team = await api.team({ name: `Guide ${file}` });
      process.env.TAS_BASE_URL = api.url;
      process.env.TAS_API_KEY = team.testKey;
      const script = join(dir, file.replace(/\.md$/, '.ts'));
      writeFileSync(script, guideModule(markdown, sdkEntry));
      await import(script);
    },
    60_000,
  );
});

it("every guide's TypeScript typechecks against the SDK (readers copy it)", async () => {
  // Inside packages/sdk, so the project's tsconfig and the SDK's dependencies resolve as for any user code.
  const check = mkdtempSync(join(sdkDir, 'guides-check-'));
  try {
    for (const file of guides)
      writeFileSync(join(check, file.replace(/\.md$/, '.ts')), guideModule(readFileSync(join(guidesDir, file), 'utf8'), '../src/index'));
    writeFileSync(
      join(check, 'tsconfig.json'),
      JSON.stringify({ extends: '@tas/tsconfig/base.json', compilerOptions: { types: ['node'] }, include: ['*.ts'] }),
    );
    const run = await promisify(execFile)(tsc, ['--noEmit', '-p', check], { timeout: 60_000 }).catch((error: { stdout?: string }) => ({
      stdout: error.stdout ?? 'tsc failed',
    }));
    expect(run.stdout.replaceAll(check, '')).toBe('');
  } finally {
    rmSync(check, { recursive: true, force: true });
  }
}, 90_000);
