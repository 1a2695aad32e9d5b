import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { createInterface } from 'node:readline';
import { describe, expect, it } from 'vitest';
import { createHotelbedsHotelSupplier } from '../supplier';

const packageDir = fileURLToPath(new URL('../../../../', import.meta.url));

describe('Hotelbeds stand-in as its own process', () => {
  it('listens on the port from the environment, prints its account as one JSON line, and serves the adapter', async () => {
    const child = spawn('node_modules/.bin/tsx', ['src/hotels/hotelbeds/stand-in/main.ts'], {
      cwd: packageDir,
      env: {
        ...process.env,
        HOTELBEDS_STAND_IN_PORT: '0',
        HOTELBEDS_STAND_IN_API_KEY: 'demo-key',
        HOTELBEDS_STAND_IN_BOOKING_FAIL_RATE: '0.1',
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    try {
      const lines = createInterface({ input: child.stdout })[Symbol.asyncIterator]();
      const line = (await lines.next()).value as string;
      const printed = JSON.parse(line) as { hotelbedsStandIn: string; apiKey: string; secret: string; faultRates: unknown };
      expect(printed).toMatchObject({
        apiKey: 'demo-key',
        secret: 'stand-in-secret',
        faultRates: { bookingFailRate: 0.1, bookingHangRate: 0 },
      });
      expect(printed.hotelbedsStandIn).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      const supplier = createHotelbedsHotelSupplier({ apiKey: printed.apiKey, secret: printed.secret, baseUrl: printed.hotelbedsStandIn });
      await expect(supplier.searchDestinations('Rio', 3)).resolves.toMatchObject([{ code: 'RIO' }]);
    } finally {
      child.kill('SIGTERM');
    }
    const code = await new Promise((resolve) => child.once('exit', (exitCode) => resolve(exitCode)));
    expect(code).toBe(0);
  }, 20_000);
});
