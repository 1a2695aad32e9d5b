import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { marked } from 'marked';

// docs/guides at the repository root; import.meta.url names this source file under tsx and in the bundled server alike.
// A path join, not `new URL(relative, import.meta.url)`: Next's bundler resolves the latter as an asset and fails the build.
const GUIDES_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..', '..', 'docs', 'guides') + sep;

// The order a reader follows; guides not named here come after, alphabetically.
const ORDER = ['quick-start', 'test-mode', 'idempotency', 'pagination', 'errors', 'rate-limits', 'webhooks'];

export interface Guide {
  name: string;
  title: string;
  markdown: string;
}

/** The guides in docs/guides/*.md, in reading order (empty when the folder is not shipped). */
export function listGuides(dir = GUIDES_DIR): Guide[] {
  if (!existsSync(dir)) return [];
  const names = readdirSync(dir)
    .filter((file) => /^[a-z0-9-]+\.md$/.test(file))
    .map((file) => file.slice(0, -3));
  const rank = (name: string) => (ORDER.includes(name) ? ORDER.indexOf(name) : ORDER.length);
  return names
    .sort((a, b) => rank(a) - rank(b) || a.localeCompare(b))
    .map((name) => {
      const markdown = readFileSync(`${dir}${name}.md`, 'utf8');
      return { name, title: /^#\s+(.+)$/m.exec(markdown)?.[1]?.trim() ?? name, markdown };
    });
}

const escape = (text: string) => text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

const STYLE = `body{font:16px/1.55 system-ui,sans-serif;max-width:52rem;margin:0 auto;padding:1rem 1.5rem;color:#1f2328}
nav{display:flex;flex-wrap:wrap;gap:.4rem 1rem;padding:.6rem 0;border-bottom:1px solid #d0d7de;margin-bottom:1rem;font-size:.95rem}
pre{background:#f6f8fa;padding:.8rem;overflow:auto;border-radius:6px}code{font:.9em ui-monospace,monospace}
table{border-collapse:collapse}td,th{border:1px solid #d0d7de;padding:.3rem .6rem;text-align:left;vertical-align:top}a{color:#0969da}`;

function page(title: string, guides: Guide[], body: string): string {
  const links = guides.map((g) => `<a href="/api/v1/docs/guides/${g.name}">${escape(g.title)}</a>`).join('');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escape(title)} · Travel Agency Sales API</title>
<meta name="viewport" content="width=device-width, initial-scale=1"><style>${STYLE}</style></head>
<body><nav><a href="/api/v1/docs"><strong>API reference</strong></a><a href="/api/v1/docs/guides"><strong>Guides</strong></a>${links}</nav>
<main>${body}</main></body></html>`;
}

/** `/api/v1/docs/guides` (the list) or `/api/v1/docs/guides/<name>` as HTML; null for no such guide. */
export function renderGuidePage(name: string | null, dir = GUIDES_DIR): string | null {
  const guides = listGuides(dir);
  if (name === null) {
    const items = guides.map((g) => `<li><a href="/api/v1/docs/guides/${g.name}">${escape(g.title)}</a></li>`).join('');
    return page(
      'Guides',
      guides,
      `<h1>Guides</h1><p>Each guide's TypeScript runs in our tests against a live server, with the <code>@tas/sdk</code> client.</p><ul>${items}</ul>`,
    );
  }
  const guide = guides.find((g) => g.name === name);
  if (!guide) return null;
  // Guides are our own files in the repository: their HTML is trusted as written.
  const html = marked.parse(guide.markdown, { async: false, gfm: true });
  // Links between guides are written as relative .md files (they work on GitHub too): served as pages here.
  return page(guide.title, guides, html.replace(/href="(?:\.\/)?([a-z0-9-]+)\.md(#[^"]*)?"/g, 'href="/api/v1/docs/guides/$1$2"'));
}
