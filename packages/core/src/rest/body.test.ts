import { createServer, request, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { MAX_BODY_BYTES, MAX_BODY_DEPTH, parseJsonBody, readBody } from './body';

const JSON_TYPE = 'application/json';
const refusal = (raw: string) => {
  try {
    parseJsonBody(raw, JSON_TYPE);
  } catch (error) {
    return (error as Error).message;
  }
  return null;
};

describe('parseJsonBody', () => {
  it('reads a flat body without walking it', () => {
    expect(parseJsonBody('{"cityCode":"3304557","adults":2}', JSON_TYPE)).toEqual({ cityCode: '3304557', adults: 2 });
  });

  it('refuses NUL written as the only way JSON can hold it, in a value or a key, at any depth', () => {
    expect(refusal(JSON.stringify({ title: 'a\0b' }))).toBe('Validation error: title: must not contain NUL characters');
    expect(refusal(JSON.stringify({ metadata: { list: ['ok', { ['k\0']: 1 }] } }))).toBe(
      'Validation error: metadata.list.1: must not contain NUL characters',
    );
    // Unescaped, it is not JSON at all.
    expect(refusal('{"title":"a\u0000b"}')).toBe('Validation error: body: malformed JSON');
    // An escaped backslash before the letters is no NUL: walked, and read.
    expect(parseJsonBody('{"title":"a\\\\u0000b"}', JSON_TYPE)).toEqual({ title: 'a\\u0000b' });
  });

  it(`refuses nesting past ${MAX_BODY_DEPTH} levels, and reads brackets inside strings as text`, () => {
    const nested = (levels: number) => '{"a":'.repeat(levels - 1) + '{}' + '}'.repeat(levels - 1);
    expect(refusal(nested(MAX_BODY_DEPTH + 2))).toBe(`Validation error: body: nested deeper than ${MAX_BODY_DEPTH} levels`);
    expect(parseJsonBody(nested(MAX_BODY_DEPTH), JSON_TYPE)).toBeDefined();
    expect(parseJsonBody(JSON.stringify({ note: '{['.repeat(40) }), JSON_TYPE)).toEqual({ note: '{['.repeat(40) });
  });
});

describe('readBody', () => {
  const servers: ReturnType<typeof createServer>[] = [];
  afterEach(() => {
    for (const server of servers.splice(0)) server.close();
  });

  /** A real server whose handler reads the body; resolves with what readBody gave (text or error). */
  async function served(): Promise<{ port: number; outcome: Promise<string | Error> }> {
    let settle!: (value: string | Error) => void;
    const outcome = new Promise<string | Error>((resolve) => (settle = resolve));
    const server = createServer((req: IncomingMessage, res) => {
      readBody(req).then(
        (text) => {
          settle(text);
          res.end('ok');
        },
        (error: Error) => {
          settle(error);
          if (!res.destroyed) res.end();
        },
      );
    });
    servers.push(server);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return { port: (server.address() as AddressInfo).port, outcome };
  }

  it('joins a body sent in several chunks, multi-byte characters split between them', async () => {
    const { port, outcome } = await served();
    const bytes = Buffer.from('{"name":"São João 🌴"}', 'utf8');
    const req = request({ port, method: 'POST', host: '127.0.0.1' });
    req.on('error', () => {});
    req.write(bytes.subarray(0, 9));
    await new Promise((resolve) => setTimeout(resolve, 20));
    req.end(bytes.subarray(9));
    expect(await outcome).toBe('{"name":"São João 🌴"}');
  });

  it('refuses a chunked body past 1 MiB with 413 and tears the request down', async () => {
    const { port, outcome } = await served();
    const req = request({ port, method: 'POST', host: '127.0.0.1' });
    req.on('error', () => {});
    const chunk = Buffer.alloc(64 * 1024, 'a');
    for (let sent = 0; sent <= MAX_BODY_BYTES; sent += chunk.length) req.write(chunk);
    const error = await outcome;
    req.destroy();
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({ status: 413, message: 'Request body exceeds 1 MiB' });
  });

  it('fails when the client goes away before the end of its body', async () => {
    const { port, outcome } = await served();
    const req = request({ port, method: 'POST', host: '127.0.0.1', headers: { 'content-length': '100' } });
    req.on('error', () => {});
    req.write('{"half":');
    await new Promise((resolve) => setTimeout(resolve, 20));
    req.destroy();
    // Node reports it as the request's error (ECONNRESET, "aborted"); a close without one is refused alike.
    expect(await outcome).toBeInstanceOf(Error);
  });
});
