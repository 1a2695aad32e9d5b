import { request } from 'node:http';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RestServer } from '../testing/rest-server';
import { searchBody, startHotelApi, useHotelClock, type TestTeam } from './test-fixtures';

let api: RestServer;
let team: TestTeam;
useHotelClock();

beforeAll(async () => {
  api = await startHotelApi();
  team = await api.team();
});
afterAll(() => api.close());

/** The raw bytes and headers, without the automatic decoding fetch does. */
function rawSearch(acceptEncoding: string | null) {
  const body = JSON.stringify(searchBody());
  return new Promise<{ headers: Record<string, unknown>; bytes: Buffer }>((resolve, reject) => {
    const headers: Record<string, string> = { authorization: `Bearer ${team.key}`, 'content-type': 'application/json' };
    if (acceptEncoding) headers['accept-encoding'] = acceptEncoding;
    const req = request(`${api.url}/api/v1/hotels/search`, { method: 'POST', headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ headers: res.headers, bytes: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

// Times differ per request: the search's duration and each supplier's ms.
const comparable = (json: any) => ({
  ...json,
  timestamp: null,
  data: {
    ...json.data,
    summary: { ...json.data.summary, duration: null },
    meta: { ...json.data.meta, suppliers: json.data.meta.suppliers.map((s: any) => ({ ...s, ms: null })) },
  },
});

describe('POST /api/v1/hotels/search compression', () => {
  it('with Accept-Encoding: gzip, the answer is gzip (Vary: Accept-Encoding) and decodes to the same JSON', async () => {
    const plain = await rawSearch(null);
    expect(plain.headers['content-encoding']).toBeUndefined();
    const first = await rawSearch('gzip, deflate, br');
    const again = await rawSearch('gzip');
    for (const zipped of [first, again]) {
      expect(zipped.headers['content-encoding']).toBe('gzip');
      expect(zipped.headers.vary).toBe('Accept-Encoding');
      expect(zipped.bytes.length).toBeLessThan(plain.bytes.length / 4);
      expect(comparable(JSON.parse(gunzipSync(zipped.bytes).toString('utf8')))).toEqual(
        comparable(JSON.parse(plain.bytes.toString('utf8'))),
      );
    }
  });

  it('small answers go uncompressed whatever the client accepts', async () => {
    const res = await api.get('/api/v1/me', { key: team.key, headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(res.status).toBe(200);
  });
});
