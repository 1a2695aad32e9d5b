import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRestServer, type RestServer } from '../testing/rest-server';
import { listGuides } from './guides';

let api: RestServer;
beforeAll(async () => {
  api = await startRestServer();
});
afterAll(() => api.close());

describe('guides served next to the API reference', () => {
  it('the reference page links to the guides', async () => {
    const res = await api.get('/api/v1/docs');
    expect(res.status).toBe(200);
    expect(res.body).toContain('href="/api/v1/docs/guides"');
  });

  it('lists every guide of docs/guides, quick start first, without a key', async () => {
    const res = await api.get('/api/v1/docs/guides');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    const guides = listGuides();
    expect(guides[0]?.name).toBe('quick-start');
    for (const guide of guides) expect(res.body).toContain(`href="/api/v1/docs/guides/${guide.name}"`);
  });

  it('renders a guide from markdown: headings, code and links between guides as pages', async () => {
    const res = await api.get('/api/v1/docs/guides/quick-start');
    expect(res.status).toBe(200);
    expect(res.body).toMatch(/<h1[^>]*>Quick start/);
    expect(res.body).toContain('<code class="language-ts">');
    expect(res.body).toContain('href="/api/v1/docs/guides/test-mode"');
    expect(res.body).not.toContain('test-mode.md');
  });

  it('an unknown guide is the API 404', async () => {
    const res = await api.get('/api/v1/docs/guides/nope');
    expect(res.status).toBe(404);
    expect(res.body.code).toBe('NOT_FOUND');
  });
});
