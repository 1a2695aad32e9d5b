import { createHash } from 'node:crypto';
import type { LookupFunction } from 'node:net';
import { rootCertificates } from 'node:tls';
import { promisify } from 'node:util';
import { unzip, unzipSync } from 'node:zlib';
import { LRUCache } from 'lru-cache';
import type { Agent } from 'undici';

// Loaded with the first Hotelbeds call: an instance whose teams search only the sandbox never holds
// undici (about 1 MB of source) in memory.
let undici: Promise<typeof import('undici')> | undefined;
const loadUndici = () => (undici ??= import('undici'));

/** An agency's client certificate for Hotelbeds' mutual TLS (PEM, as uploaded; never logged). */
export interface HotelbedsClientCertificate {
  certPem: string;
  keyPem: string;
  /** When it stops being valid: calls are refused before leaving once it has passed. */
  notAfter?: Date;
}

export interface HotelbedsTransportOptions {
  /** Resolves names for every new connection (core: the outbound rule refusing private addresses). */
  lookup?: LookupFunction;
  /** Called before every request: throws to refuse a target (core: a literal private address). */
  checkTarget?: (url: URL) => void;
  /** One more CA to trust besides Node's own (a stand-in's test CA); PEM. */
  extraCa?: string;
}

// Idle connections are kept this long: Hotelbeds calls come in bursts (search, prebook, book).
const KEEP_ALIVE_MS = 30_000;
const MAX_POOLS = 500;

/**
 * Where Hotelbeds calls leave from: one keep-alive agent per client certificate (keyed by a digest of
 * the certificate and key, never by the key itself), and one without a certificate for the Content
 * API, so a call reuses its account's open TLS session instead of shaking hands every time.
 */
export class HotelbedsTransport {
  readonly #options: HotelbedsTransportOptions;
  readonly #pools = new LRUCache<string, Agent>({ max: MAX_POOLS, dispose: (agent) => void agent.close().catch(() => {}) });

  constructor(options: HotelbedsTransportOptions = {}) {
    this.#options = options;
  }

  /**
   * Sends over the pool of `certificate` (none: the shared pool without one). undici's request rather
   * than fetch: no WHATWG request, response and streams per call, and an aborted call (a supplier past
   * its fan-out deadline) does not have its error's stack formatted and extended; a search pays about
   * half the CPU per call.
   */
  sendWith(certificate?: HotelbedsClientCertificate): HotelbedsSend {
    return async (url, init) => {
      const target = new URL(url);
      this.#options.checkTarget?.(target);
      const { Agent, request } = await loadUndici();
      // undici's request never follows a redirect (no redirect interceptor here): a 3xx comes back as it is.
      const answer = await request(target, { ...init, dispatcher: this.#pool(certificate, Agent) });
      const body = Buffer.from(await answer.body.arrayBuffer());
      const header = (name: string) => {
        const value = answer.headers[name.toLowerCase()];
        return (Array.isArray(value) ? value.join(', ') : value) ?? null;
      };
      const text = await decoded(body, header('content-encoding')).catch(() => {
        throw new HotelbedsUnreadableAnswer(answer.statusCode, header);
      });
      return { status: answer.statusCode, header, text: text.toString('utf8') };
    };
  }

  /** How many pools are open (tests: one per certificate). */
  get poolCount(): number {
    return this.#pools.size;
  }

  async close(): Promise<void> {
    const agents = [...this.#pools.values()];
    this.#pools.clear();
    await Promise.all(agents.map((agent) => agent.close().catch(() => {})));
  }

  #pool(certificate: HotelbedsClientCertificate | undefined, Agent: typeof import('undici').Agent): Agent {
    const key = certificate ? createHash('sha256').update(`${certificate.certPem}\n${certificate.keyPem}`).digest('hex') : 'none';
    let agent = this.#pools.get(key);
    if (!agent) {
      const { lookup, extraCa } = this.#options;
      agent = new Agent({
        keepAliveTimeout: KEEP_ALIVE_MS,
        connect: {
          ...(lookup ? { lookup } : {}),
          ...(extraCa ? { ca: [...rootCertificates, extraCa] } : {}),
          ...(certificate ? { cert: certificate.certPem, key: certificate.keyPem } : {}),
        },
      });
      this.#pools.set(key, agent);
    }
    return agent;
  }
}

/** What a Hotelbeds call sends: a signed JSON request, with the caller's signal. */
export interface HotelbedsSendInit {
  method: 'GET' | 'POST' | 'DELETE';
  headers: Record<string, string>;
  body?: string;
  signal: AbortSignal;
}

/** What it reads of the answer, the body already read and decompressed. */
export interface HotelbedsAnswer {
  status: number;
  header: (name: string) => string | null;
  text: string;
}

export type HotelbedsSend = (url: string, init: HotelbedsSendInit) => Promise<HotelbedsAnswer>;

/**
 * An answer whose body could not be read: a Content-Encoding we did not ask for (`br`, `compress`, a
 * made-up one) or a gzip body that does not inflate. Its status and headers are still what was sent.
 */
export class HotelbedsUnreadableAnswer extends Error {
  constructor(
    readonly status: number,
    readonly header: (name: string) => string | null,
  ) {
    super('Hotelbeds answer unreadable: unknown or corrupt Content-Encoding');
    this.name = 'HotelbedsUnreadableAnswer';
  }
}

/**
 * A plain fetch (a caller without pools) as a HotelbedsSend: fetch decompresses by itself. Its
 * redirects are not followed either (fetch would carry Api-key and X-Signature to the new host): a 3xx
 * comes back as it is, as from undici's request.
 */
export function sendOverFetch(send: typeof fetch): HotelbedsSend {
  return async (url, init) => {
    const response = await send(url, { ...init, redirect: 'manual' });
    const header = (name: string) => response.headers.get(name);
    const unreadable = () => new HotelbedsUnreadableAnswer(response.status, header);
    // fetch leaves a coding it does not know undecoded; one it knows (br) was still not asked for.
    if (!READABLE_CODINGS.has(codingOf(header('content-encoding')))) {
      await response.body?.cancel().catch(() => {});
      throw unreadable();
    }
    // Node 20's fetch never settles the body of a large corrupt gzip, its signal aside: the call's signal ends the wait.
    const text = await Promise.race([response.text(), whenAborted(init.signal)]).catch((error: unknown) => {
      throw init.signal.aborted ? error : unreadable();
    });
    return { status: response.status, header, text };
  };
}

const whenAborted = (signal: AbortSignal) =>
  new Promise<never>((_, reject) => {
    if (signal.aborted) reject(signal.reason as Error);
    signal.addEventListener('abort', () => reject(signal.reason as Error), { once: true });
  });

const inflate = promisify(unzip);
// A small body (a few hotels) inflates in a few tens of µs, less than a zlib stream and the thread-pool
// hop around it cost the event loop; a large one (a big city's availability) inflates on the pool.
const INFLATE_INLINE_MAX_BYTES = 32 * 1024;

// What we read: none, and gzip (asked for in Accept-Encoding) or deflate (zlib's unzip reads both).
const READABLE_CODINGS = new Set(['', 'identity', 'gzip', 'x-gzip', 'deflate']);
const codingOf = (encoding: string | null) => encoding?.trim().toLowerCase() ?? '';

/**
 * We ask for gzip (Accept-Encoding): undici's request, unlike fetch, hands the body over as sent.
 * Rejects on any other coding, and on a body that does not inflate (a corrupt or cut gzip).
 */
async function decoded(body: Buffer, encoding: string | null): Promise<Buffer> {
  const coding = codingOf(encoding);
  if (!READABLE_CODINGS.has(coding)) throw new Error(`unknown Content-Encoding ${coding}`);
  if (coding === '' || coding === 'identity' || body.length === 0) return body;
  return body.length <= INFLATE_INLINE_MAX_BYTES ? unzipSync(body) : inflate(body);
}

/** TLS failures that mean the server would not take our client certificate (missing, unknown CA, expired, revoked). */
const CERTIFICATE_REFUSED =
  /ALERT_(CERTIFICATE_REQUIRED|BAD_CERTIFICATE|UNKNOWN_CA|CERTIFICATE_EXPIRED|CERTIFICATE_REVOKED|CERTIFICATE_UNKNOWN|UNSUPPORTED_CERTIFICATE|ACCESS_DENIED|HANDSHAKE_FAILURE)/;

/** Whether a failed fetch was the server refusing the TLS client certificate (read from the error's causes). */
export function isCertificateRefusal(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 5; depth++) {
    const { code, message } = e as { code?: unknown; message?: unknown };
    const said = `${typeof code === 'string' ? code : ''} ${typeof message === 'string' ? message : ''}`;
    if (CERTIFICATE_REFUSED.test(said.toUpperCase().replace(/ /g, '_'))) return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}
