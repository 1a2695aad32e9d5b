import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// Lists the third-party packages that importing PROBE_ENTRY loads, as a loader hook sees them.
const PROBE = `
import { register } from 'node:module';
import { MessageChannel } from 'node:worker_threads';
const { port1, port2 } = new MessageChannel();
const urls = [];
port1.on('message', (url) => urls.push(url));
port1.unref();
const hook = 'let port; export function initialize(data) { port = data.port; }'
  + ' export async function load(url, context, next) { port.postMessage(url); return next(url, context); }';
register('data:text/javascript,' + encodeURIComponent(hook), { data: { port: port2 }, transferList: [port2] });
await import(process.env.PROBE_ENTRY);
await new Promise((resolve) => setTimeout(resolve, 200));
const names = urls.filter((url) => url.includes('/node_modules/')).map((url) => url.split('/node_modules/').pop().split('/')[0]);
console.log(JSON.stringify([...new Set(names)]));
`;

describe('server start', () => {
  it('importing @tas/core (as the server does) loads no mail rendering, PDF, SMTP, PKCS#12 or supplier HTTP library: they load on first use', () => {
    const out = execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', PROBE], {
      cwd: import.meta.dirname,
      env: { ...process.env, PROBE_ENTRY: join(import.meta.dirname, 'index.ts') },
      encoding: 'utf8',
    });
    const loaded = JSON.parse(out.trim().split('\n').pop()!) as string[];
    expect(loaded).toContain('pg');
    expect(loaded.filter((name) => ['mjml', 'pdfkit', 'fontkit', 'nodemailer', 'node-forge', 'undici'].includes(name))).toEqual([]);
  }, 60_000);
});
