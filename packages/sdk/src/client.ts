import createClient, { type FetchOptions, type FetchResponse, type Middleware } from 'openapi-fetch';
import type { FilterKeys, HttpMethod, PathsWithMethod, RequiredKeysOf } from 'openapi-typescript-helpers';
import { TasApiError } from './errors';
import type { paths } from './generated/api';
import { retryingFetch, type RetryOptions } from './retry';

export interface TasClientOptions extends RetryOptions {
  /** Where the API is, e.g. `https://agency.example.com` (no `/api/v1`). */
  baseUrl: string;
  /** A team API key, `tak_live_…` or `tak_test_…` (test keys use the sandbox). */
  apiKey?: string;
  /** Another fetch (a proxy agent, a test double); default the global one. */
  fetch?: typeof fetch;
}

type Init<P, M extends keyof P> = FetchOptions<FilterKeys<P, M>>;
type InitArgs<I> = RequiredKeysOf<I> extends never ? [I?] : [I];
// `any`, as openapi-fetch's own constraint: operations are interfaces, which never match a Record of `unknown`.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Data<P, I> = P extends Record<string | number, any> ? NonNullable<FetchResponse<P, I, `${string}/${string}`>['data']> : never;

/** One HTTP method: typed path, params and body; resolves to the answer's body, throws TasApiError otherwise. */
export type TasMethod<M extends HttpMethod> = <Path extends PathsWithMethod<paths, M>, I extends Init<paths[Path], M>>(
  path: Path,
  ...init: InitArgs<I>
) => Promise<Data<paths[Path][M], I>>;

const idempotencyKey: Middleware = {
  onRequest({ request }) {
    // Every POST carries a key, so a retry after a lost answer can never create twice.
    if (request.method === 'POST' && !request.headers.has('idempotency-key')) request.headers.set('Idempotency-Key', crypto.randomUUID());
    return request;
  },
};

/** A client of the Travel Agency Sales API. */
export function createTasClient(options: TasClientOptions) {
  const raw = createClient<paths>({
    baseUrl: options.baseUrl.replace(/\/+$/, ''),
    headers: options.apiKey ? { Authorization: `Bearer ${options.apiKey}` } : {},
    fetch: retryingFetch(options.fetch ?? globalThis.fetch, options),
  });
  raw.use(idempotencyKey);
  const call = <M extends HttpMethod>(
    method: (path: never, init?: never) => Promise<{ data?: unknown; error?: unknown; response: Response }>,
  ): TasMethod<M> =>
    (async (path: never, init?: never) => {
      const { data, error, response } = await method(path, init);
      if (!response.ok) throw TasApiError.from(response.status, error);
      return data;
    }) as unknown as TasMethod<M>;
  return {
    get: call<'get'>(raw.GET),
    post: call<'post'>(raw.POST),
    patch: call<'patch'>(raw.PATCH),
    delete: call<'delete'>(raw.DELETE),
    /** The openapi-fetch client underneath (answers `{ data, error, response }`, never throws for a status). */
    raw,
  };
}

export type TasClient = ReturnType<typeof createTasClient>;
