import { describe, expect, it } from 'vitest';
import { hotelbedsCatalogueAccount } from '../hotels/hotelbeds-destinations';
import { loadEnv } from './env';

const secrets = {
  NODE_ENV: 'test' as const,
  APP_ENCRYPTION_KEY: 'k'.repeat(32),
  NEXTAUTH_SECRET: 'n'.repeat(32),
  OPERATOR_SECRET: 'o'.repeat(32),
};

describe('Hotelbeds variables, checked at start', () => {
  it("the catalogue account's key and secret go together; its URL must be a URL; an extra CA file must exist", () => {
    expect(() => loadEnv({ ...secrets, HOTELBEDS_CATALOGUE_API_KEY: 'key' })).toThrow(
      /HOTELBEDS_CATALOGUE_SECRET: HOTELBEDS_CATALOGUE_API_KEY and HOTELBEDS_CATALOGUE_SECRET go together/,
    );
    expect(() => loadEnv({ ...secrets, HOTELBEDS_CATALOGUE_BASE_URL: 'api.hotelbeds.com' })).toThrow(
      /HOTELBEDS_CATALOGUE_BASE_URL: must be an http\(s\) URL/,
    );
    expect(() => loadEnv({ ...secrets, HOTELBEDS_EXTRA_CA_FILE: '/nowhere/ca.pem' })).toThrow(
      /HOTELBEDS_EXTRA_CA_FILE: must name a readable PEM file/,
    );
    expect(() => loadEnv({ ...secrets, HOTELBEDS_CATALOGUE_API_KEY: 'key', HOTELBEDS_CATALOGUE_SECRET: 'secret' })).not.toThrow();
  });

  it("the catalogue account: unset is none; the base URL defaults to Hotelbeds' evaluation API", () => {
    expect(hotelbedsCatalogueAccount({ NODE_ENV: 'test' })).toBeNull();
    expect(
      hotelbedsCatalogueAccount({ NODE_ENV: 'test', HOTELBEDS_CATALOGUE_API_KEY: 'key', HOTELBEDS_CATALOGUE_SECRET: 'secret' }),
    ).toEqual({
      apiKey: 'key',
      secret: 'secret',
      baseUrl: 'https://api.test.hotelbeds.com',
    });
  });
});
