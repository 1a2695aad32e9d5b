import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { DbHandle } from '@tas/db';
import { createTestDb } from '@tas/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRestHandler } from '../../core/src/rest/handler';
import { closeRateCounts } from '../../core/src/rest/rate-counts';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const redocly = fileURLToPath(new URL('../node_modules/.bin/redocly', import.meta.url));

let handle: DbHandle;
let server: Server;
let document: any;
let dir: string;

// The facade as deployed: a public URL of its own (the test fixture's http://localhost is, rightly, a lint warning).
beforeAll(async () => {
  handle = await createTestDb();
  const rest = createRestHandler({ db: () => handle.db, publicBaseUrl: 'https://api.agencia-viagens.com.br' });
  server = createServer((req, res) => void rest(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const res = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v1/openapi.json`);
  expect(res.status).toBe(200);
  document = await res.json();
  dir = mkdtempSync(join(tmpdir(), 'tas-openapi-'));
});
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await closeRateCounts(handle.db);
  await handle.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('the served OpenAPI document', () => {
  it('passes `redocly lint` (recommended, redocly.yaml at the root) with 0 errors and 0 warnings, offline', async () => {
    const file = join(dir, 'openapi.json');
    writeFileSync(file, JSON.stringify(document, null, 2));
    const run = await promisify(execFile)(redocly, ['lint', file, '--config', join(root, 'redocly.yaml'), '--format=json'], {
      cwd: root,
      env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true', NO_COLOR: '1' },
      timeout: 60_000,
    }).catch((error: { stdout?: string; stderr?: string }) => ({ stdout: error.stdout ?? '', stderr: error.stderr ?? '' }));
    const report = JSON.parse(run.stdout) as {
      totals: { errors: number; warnings: number };
      problems: { ruleId: string; message: string; location: { pointer: string }[] }[];
    };
    const problems = report.problems.map((p) => `${p.ruleId} ${p.location[0]?.pointer}: ${p.message}`);
    expect(problems).toEqual([]);
    expect(report.totals).toMatchObject({ errors: 0, warnings: 0 });
  });

  const operations = () =>
    Object.entries(document.paths as Record<string, Record<string, any>>).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({ name: `${method.toUpperCase()} ${path}`, path, operation })),
    );

  it('every operation has a summary and a description', () => {
    const missing = operations().filter(({ operation }) => !operation.summary?.trim() || !operation.description?.trim());
    expect(missing.map((o) => o.name)).toEqual([]);
  });

  it('every operation has examples of its body and its answer, and its error answers with the ApiError schema and examples', () => {
    for (const { name, operation } of operations()) {
      const body = operation.requestBody?.content?.['application/json'];
      if (body) expect(body.example, `${name} body example`).toBeDefined();
      const statuses = Object.keys(operation.responses);
      const success = statuses.find((s) => s.startsWith('2'));
      expect(success, name).toBeDefined();
      // JSON answers, and the report downloads (CSV/XLSX): an example in at least one of the media types.
      const examples = Object.values(operation.responses[success!].content as Record<string, { example?: unknown }>).map(
        (media) => media.example,
      );
      expect(
        examples.some((example) => example !== undefined),
        `${name} answer example`,
      ).toBe(true);
      const errors = statuses.filter((s) => Number(s) >= 400);
      expect(errors, name).toEqual(expect.arrayContaining(['400', '500']));
      for (const status of errors) {
        const content = operation.responses[status].content['application/json'];
        expect(content.schema, `${name} ${status}`).toEqual({ $ref: '#/components/schemas/ApiError' });
        expect(Object.keys(content.examples ?? {}).length, `${name} ${status} examples`).toBeGreaterThan(0);
      }
    }
  });

  it('public pages, health and gateway callbacks need no key; every other operation the bearer key', () => {
    expect(document.security).toEqual([{ bearerAuth: [] }]);
    for (const { name, path, operation } of operations()) {
      const open = path.startsWith('/api/public') || path.startsWith('/api/webhooks/') || path === '/api/v1/health';
      expect(operation.security, name).toEqual(open ? [] : undefined);
      expect(Object.keys(operation.responses).includes('401'), name).toBe(!open);
    }
  });
});
