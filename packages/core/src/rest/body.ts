import type { IncomingMessage } from 'node:http';
import { ApiError } from '../lib/api-error';

export const MAX_BODY_BYTES = 1024 * 1024;

/**
 * Reads the raw body, refusing more than 1 MiB before buffering it all. Read by its events, not
 * `for await`: the async iterator cost a search more than parsing its body did.
 */
export function readBody(req: IncomingMessage): Promise<string> {
  const declared = Number(req.headers['content-length'] ?? 0);
  if (declared > MAX_BODY_BYTES) return Promise.reject(tooLarge());
  return new Promise<string>((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const done = (error: Error | null) => {
      req.off('data', onData).off('end', onEnd).off('error', done).off('close', onClose);
      if (error) reject(error);
      else resolve(chunks.length === 1 ? chunks[0]!.toString('utf8') : Buffer.concat(chunks).toString('utf8'));
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size <= MAX_BODY_BYTES) return void chunks.push(chunk);
      // As the iterator did: the rest is not read, and the request (its socket) is torn down.
      done(tooLarge());
      req.destroy();
    };
    const onEnd = () => done(null);
    // Closed before its end: the client went away mid-body.
    const onClose = () => done(Object.assign(new Error('Premature close'), { code: 'ERR_STREAM_PREMATURE_CLOSE' }));
    req.on('data', onData).on('end', onEnd).on('error', done).on('close', onClose);
  });
}

function tooLarge() {
  return new ApiError(413, 'PAYLOAD_TOO_LARGE', 'Request body exceeds 1 MiB');
}

/**
 * JSON object bodies only; an empty body reads as no input. Every procedure's input is an object
 * and the library spreads the body into it, so `null`, `[]` or `"text"` would otherwise pass as an
 * empty change.
 */
export function parseJsonBody(raw: string, contentType: string | undefined): Record<string, unknown> | undefined {
  if (raw.trim() === '') return undefined;
  if (!contentType || !/^application\/json\b/i.test(contentType)) {
    throw new ApiError(400, 'VALIDATION_ERROR', 'Validation error: Content-Type must be application/json');
  }
  let body: unknown;
  try {
    body = JSON.parse(raw);
  } catch {
    throw new ApiError(400, 'VALIDATION_ERROR', 'Validation error: body: malformed JSON');
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new ApiError(400, 'VALIDATION_ERROR', 'Validation error: body: expected a JSON object');
  }
  // Walked only when it could find something: JSON text holds a NUL only as the escape \u0000, and
  // nesting past MAX_BODY_DEPTH takes more brackets than that (a search's body has one).
  if (raw.includes('\\u0000') || bracketsOver(raw, MAX_BODY_DEPTH)) checkValues(body, [], 1);
  return body as Record<string, unknown>;
}

/** Whether the text holds more than `limit` opening brackets (`{` or `[`, in strings too). */
function bracketsOver(raw: string, limit: number): boolean {
  let brackets = 0;
  for (let i = 0; i < raw.length; i++) {
    const c = raw.charCodeAt(i);
    if ((c === 123 || c === 91) && ++brackets > limit) return true;
  }
  return false;
}

/** PostgreSQL text cannot hold U+0000: such input is refused as invalid, never left to fail a query. */
export function nulError(field: string) {
  return new ApiError(400, 'VALIDATION_ERROR', `Validation error: ${field}: must not contain NUL characters`);
}

/** Bodies are a few levels deep; far deeper nesting only exhausts the stack of whoever walks it. */
export const MAX_BODY_DEPTH = 32;

/** Refuses a NUL character anywhere (a string value, or a key: then its object's path) and nesting past MAX_BODY_DEPTH. */
function checkValues(value: unknown, path: string[], depth: number): void {
  if (typeof value === 'string') {
    if (value.includes('\0')) throw nulError(path.join('.') || 'body');
    return;
  }
  if (typeof value !== 'object' || value === null) return;
  if (depth > MAX_BODY_DEPTH)
    throw new ApiError(400, 'VALIDATION_ERROR', `Validation error: body: nested deeper than ${MAX_BODY_DEPTH} levels`);
  for (const [key, inner] of Object.entries(value)) {
    if (key.includes('\0')) throw nulError(path.join('.') || 'body');
    checkValues(inner, [...path, key], depth + 1);
  }
}
