import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { acceptsGzip, gzipWithCachedPart } from './compress';
import { gzippedJsonBytes, jsonBytes } from './json-text';

describe('gzip with a cached part', () => {
  const cached = Buffer.from(JSON.stringify(Array.from({ length: 2000 }, (_, i) => ({ id: i, name: `Hotel ${i}`, price: i * 1.5 }))));

  it('decodes to head + cached + tail, every time, with different tails', () => {
    const head = [Buffer.from('{"hotels":')];
    for (const tail of ['}', ',"summary":{"duration":3}}', ',"summary":{"duration":12345}}']) {
      const out = gzipWithCachedPart(head, cached, [Buffer.from(tail)]);
      expect(gunzipSync(out).equals(Buffer.concat([...head, cached, Buffer.from(tail)]))).toBe(true);
      expect(out.length).toBeLessThan(cached.length / 4);
    }
  });

  it('a tail of several stored blocks (over 64 KiB), and an empty one, decode too', () => {
    const head = [Buffer.from('{"hotels":')];
    const long = `,"notes":"${'x'.repeat(150_000)}"}`;
    for (const tail of [long, '']) {
      const out = gzipWithCachedPart(head, cached, [Buffer.from(tail)]);
      expect(gunzipSync(out).equals(Buffer.concat([...head, cached, Buffer.from(tail)]))).toBe(true);
    }
  });

  it('an enveloped JsonText gzips to the same JSON it sends uncompressed', () => {
    const parts = [Buffer.from('{"hotels":'), cached, Buffer.from(',"meta":{"é":"ção"}}')];
    const plain = JSON.parse(jsonBytes(parts, true).toString('utf8'));
    const unzipped = JSON.parse(gunzipSync(gzippedJsonBytes(parts, true)).toString('utf8'));
    expect({ ...unzipped, timestamp: null }).toEqual({ ...plain, timestamp: null });
    expect(unzipped.data.hotels).toHaveLength(2000);
  });
});

describe('Accept-Encoding', () => {
  it.each([
    ['gzip', true],
    ['gzip, deflate, br', true],
    ['br;q=1.0, gzip;q=0.8', true],
    ['*', true],
    ['gzip;q=0', false],
    ['identity', false],
    ['deflate', false],
    [undefined, false],
  ])('%s accepts gzip: %s', (header, expected) => {
    expect(acceptsGzip(header)).toBe(expected);
  });
});
