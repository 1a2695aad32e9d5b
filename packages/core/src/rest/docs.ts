import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ServerResponse } from 'node:http';
import { createRequire } from 'node:module';
import { renderGuidePage } from './guides';
import { buildOpenApiDocument } from './openapi';

const require = createRequire(import.meta.url);
// Only the folder of its static files: the package's main module would also evaluate the 1.5 MB browser bundle
// in Node (about 20 MB resident) for nothing.
const swaggerDir = (require('swagger-ui-dist/absolute-path.js') as () => string)();

const DOCS_HTML = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Travel Agency Sales API</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="stylesheet" href="/api/v1/docs/swagger-ui.css"></head>
<body><nav style="font:15px system-ui,sans-serif;padding:.6rem 1.2rem;border-bottom:1px solid #d0d7de"><a href="/api/v1/docs/guides">Guides</a>: quick start, test mode, idempotency, pagination, errors, rate limits, webhooks</nav><div id="docs"></div>
<script src="/api/v1/docs/swagger-ui-bundle.js"></script>
<script>SwaggerUIBundle({ url: '/api/v1/openapi.json', dom_id: '#docs', deepLinking: true });</script>
</body></html>`;

const ASSETS: Record<string, string> = {
  '/api/v1/docs/swagger-ui.css': 'text/css; charset=utf-8',
  '/api/v1/docs/swagger-ui-bundle.js': 'application/javascript; charset=utf-8',
};

let cachedDocument: string | null = null;

/** `/api/v1/openapi.json`, the interactive `/api/v1/docs` page and the guides; false when the path is not theirs. */
export function serveDocs(pathname: string, method: string, baseUrl: string, res: ServerResponse): boolean {
  if (method !== 'GET') return false;
  if (pathname === '/api/v1/openapi.json') {
    cachedDocument ??= JSON.stringify(buildOpenApiDocument(baseUrl));
    send(res, 'application/json; charset=utf-8', cachedDocument);
    return true;
  }
  if (pathname === '/api/v1/docs' || pathname === '/api/v1/docs/') {
    send(res, 'text/html; charset=utf-8', DOCS_HTML);
    return true;
  }
  const guide = /^\/api\/v1\/docs\/guides(?:\/([a-z0-9-]+))?\/?$/.exec(pathname);
  if (guide) {
    const html = renderGuidePage(guide[1] ?? null);
    if (html === null) return false;
    send(res, 'text/html; charset=utf-8', html);
    return true;
  }
  const type = ASSETS[pathname];
  if (type) {
    send(res, type, readFileSync(join(swaggerDir, pathname.slice('/api/v1/docs/'.length))), 'public, max-age=86400');
    return true;
  }
  return false;
}

function send(res: ServerResponse, type: string, body: string | Buffer, cache = 'no-cache') {
  res.statusCode = 200;
  res.setHeader('Content-Type', type);
  res.setHeader('Cache-Control', cache);
  res.end(body);
}
