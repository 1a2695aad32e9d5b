import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startRestServer, type RestServer } from '../../core/src/testing/rest-server';
import { typesFromDocument } from '../scripts/types-from-document';

let api: RestServer;
beforeAll(async () => {
  api = await startRestServer();
});
afterAll(() => api.close());

it('the committed generated types are what the served OpenAPI document gives (else run `pnpm --filter @tas/sdk generate`)', async () => {
  const served = await api.get('/api/v1/openapi.json');
  expect(served.status).toBe(200);
  const committed = readFileSync(new URL('./generated/api.ts', import.meta.url), 'utf8');
  expect(await typesFromDocument(served.body)).toBe(committed);
});
