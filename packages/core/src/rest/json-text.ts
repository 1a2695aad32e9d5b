import { z } from 'zod';
import { createSchema } from 'zod-openapi';
import { gzipPartsWithCachedPart } from './compress';
import { timestamp } from './envelope';

/**
 * A procedure result that is already JSON, as UTF-8 bytes: the hotel search answer (about 1 MB,
 * cached per query). Serialising that object, or even encoding its text, costs more than the rest
 * of the request, so the REST facade sends these bytes as they are; other transports (the panel's
 * tRPC) serialise what `toJSON` gives back.
 */
export class JsonText<T> {
  #taken = false;

  /** The JSON in pieces (a cached part between small per-request ones), joined once when sent. */
  constructor(readonly parts: readonly Buffer[]) {}

  /** The REST facade sends the bytes itself, so the library's own serialisation of this value is skipped. */
  take(): readonly Buffer[] {
    this.#taken = true;
    return this.parts;
  }

  toJSON(): T {
    return (this.#taken ? null : JSON.parse(Buffer.concat(this.parts).toString('utf8'))) as T;
  }
}

const DATA_KEY = Buffer.from('{"data":');

/** The JSON bytes as sent, in pieces: `{ data, timestamp }` around them unless the route has no envelope. */
function envelopeParts(parts: readonly Buffer[], envelope: boolean): Buffer[] {
  if (!envelope) return [...parts];
  return [DATA_KEY, ...parts, Buffer.from(`,"timestamp":"${timestamp()}"}`)];
}

/** The JSON bytes as sent; one copy. */
export function jsonBytes(parts: readonly Buffer[], envelope: boolean): Buffer {
  return Buffer.concat(envelopeParts(parts, envelope));
}

/**
 * The same bytes gzipped, in parts to write one after the other: the largest part (the cached listing)
 * and what precedes it are compressed once and kept with it; only the small per-request parts after it
 * are compressed per call, and nothing large is copied.
 */
export function gzippedJsonParts(parts: readonly Buffer[], envelope: boolean): Buffer[] {
  const all = envelopeParts(parts, envelope);
  let largest = 0;
  for (let i = 1; i < all.length; i++) if (all[i]!.length > all[largest]!.length) largest = i;
  return gzipPartsWithCachedPart(all.slice(0, largest), all[largest]!, all.slice(largest + 1));
}

/** gzippedJsonParts as one buffer. */
export function gzippedJsonBytes(parts: readonly Buffer[], envelope: boolean): Buffer {
  return Buffer.concat(gzippedJsonParts(parts, envelope));
}

/** The JSON bytes as sent, in parts (the 1 MB listing is not copied). */
export function jsonParts(parts: readonly Buffer[], envelope: boolean): Buffer[] {
  return envelopeParts(parts, envelope);
}

/**
 * Output schema for a JsonText<T>: OpenAPI documents `schema`; at run time only the wrapper is
 * checked, since the bytes are built from the supplier's typed answer (tests parse them with `schema`).
 */
export function ZJsonText<S extends z.ZodType>(schema: S) {
  const documented = createSchema(schema, { io: 'output' }).schema;
  return z.custom<JsonText<z.output<S>>>((value) => value instanceof JsonText).meta({ override: documented as never });
}
