import type { IncomingMessage } from 'node:http';
import { ApiError } from '../lib/api-error';

export const MAX_BODY_BYTES = 1024 * 1024;

/** Reads the raw body, refusing more than 1 MiB before buffering it all. */
export async function readBody(req: IncomingMessage): Promise<string> {
  const declared = Number(req.headers['content-length'] ?? 0);
  if (declared > MAX_BODY_BYTES) throw tooLarge();
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_BODY_BYTES) throw tooLarge();
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
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
  return body as Record<string, unknown>;
}
