import { constants, crc32, deflateRawSync, gzipSync } from 'node:zlib';

/**
 * Responses under one initial TCP congestion window (10 segments, about 14 KiB) reach the client in
 * the first flight anyway: compressing them costs CPU and saves no round trip.
 */
export const COMPRESS_MIN_BYTES = 14 * 1024;

/** Whether `Accept-Encoding` allows gzip (`gzip`, `x-gzip` or `*`, without q=0). */
export function acceptsGzip(header: string | string[] | undefined): boolean {
  const value = Array.isArray(header) ? header.join(',') : header;
  if (!value) return false;
  return value.split(',').some((entry) => {
    const [coding, ...params] = entry.trim().toLowerCase().split(';');
    if (coding !== 'gzip' && coding !== 'x-gzip' && coding !== '*') return false;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    return q === undefined || Number(q.slice(2)) > 0;
  });
}

export function gzip(body: string | Buffer): Buffer {
  return gzipSync(body, { level: 1 });
}

// gzip member header: magic, deflate, no flags, no mtime, no extra flags, OS unix.
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 3]);

/** A compressed prefix: raw deflate ended by a sync flush (byte-aligned, not final), with its CRC-32 and length. */
interface DeflatedPrefix {
  /** The gzip header and the deflated prefix, as one buffer sent as it is. */
  deflated: Buffer;
  crc: number;
  length: number;
}

// Kept as long as the cached part itself (the hotel listing), keyed by the small parts before it.
const prefixes = new WeakMap<Buffer, Map<string, DeflatedPrefix>>();

function deflatedPrefix(head: readonly Buffer[], cached: Buffer): DeflatedPrefix {
  let byHead = prefixes.get(cached);
  if (!byHead) prefixes.set(cached, (byHead = new Map<string, DeflatedPrefix>()));
  const key = Buffer.concat(head).toString('latin1');
  let prefix = byHead.get(key);
  if (!prefix) {
    const bytes = Buffer.concat([...head, cached]);
    const deflated = deflateRawSync(bytes, { level: 6, finishFlush: constants.Z_SYNC_FLUSH });
    prefix = { deflated: Buffer.concat([GZIP_HEADER, deflated]), crc: crc32(bytes), length: bytes.length };
    byHead.set(key, prefix);
  }
  return prefix;
}

/**
 * The per-request tail (a few hundred bytes: summary, meta, timestamp) as stored deflate blocks, written
 * here rather than by a compressor: setting one up per request cost more CPU than the whole rest of the
 * answer's compression, for some 150 bytes saved on an 88 KB body. RFC 1951 3.2.4: after the prefix's
 * sync flush the stream is byte-aligned, so each block is one header byte (BFINAL on the last, BTYPE
 * 00), LEN and its ones' complement NLEN (little-endian), then the bytes as they are.
 */
const STORED_MAX = 0xffff;

function storedBlocks(data: Buffer): Buffer[] {
  const blocks: Buffer[] = [];
  let offset = 0;
  do {
    const length = Math.min(STORED_MAX, data.length - offset);
    const header = Buffer.allocUnsafe(5);
    header[0] = offset + length === data.length ? 1 : 0;
    header.writeUInt16LE(length, 1);
    header.writeUInt16LE(~length & 0xffff, 3);
    blocks.push(header, data.subarray(offset, offset + length));
    offset += length;
  } while (offset < data.length);
  return blocks;
}

/**
 * gzip of head + cached + tail, in parts to be written one after the other: head + cached is
 * compressed once and kept (a deflate stream may continue after a sync flush with blocks from a fresh
 * compressor), so per request only the small tail is deflated and the CRC-32 continued from the
 * cached one. The cached part is sent as it is, never copied.
 */
export function gzipPartsWithCachedPart(head: readonly Buffer[], cached: Buffer, tail: readonly Buffer[]): Buffer[] {
  const prefix = deflatedPrefix(head, cached);
  const rest = Buffer.concat(tail);
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc32(rest, prefix.crc), 0);
  trailer.writeUInt32LE((prefix.length + rest.length) % 2 ** 32, 4);
  return [prefix.deflated, ...storedBlocks(rest), trailer];
}

/** The same gzip as one buffer. */
export function gzipWithCachedPart(head: readonly Buffer[], cached: Buffer, tail: readonly Buffer[]): Buffer {
  return Buffer.concat(gzipPartsWithCachedPart(head, cached, tail));
}
