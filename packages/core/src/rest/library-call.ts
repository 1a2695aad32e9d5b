import type { TRPCError } from '@trpc/server';
import type { Context } from '../context';

// The library reads a request signal; nothing aborts a facade call midway, so one shared signal serves all.
const NEVER_ABORTED = new AbortController().signal;
// The request headers the library reads (only the content type: an empty body stands for no input,
// whatever content type was sent), one instance for every call: nothing writes to it.
const JSON_HEADERS = new Headers({ 'content-type': 'application/json' });

/**
 * The request trpc-to-openapi's node handler is given: a Request to its `instanceof` checks (so it
 * takes the shared headers and signal above instead of converting a node request), with the body
 * and query already read by the facade. Built by a constructor, one object shape for every call: a
 * Request-prototyped object made with property descriptors cost more than the rest of dispatch.
 */
export interface LibraryRequest {
  method: string;
  url: string;
  body: unknown;
  query: Record<string, string[]>;
  ctx: Context;
  /** Set by the handler's onError. */
  error: TRPCError | undefined;
}

interface LibraryRequestConstructor {
  new (method: string, url: string, body: unknown, query: Record<string, string[]>, ctx: Context): LibraryRequest;
}

export const LibraryRequest = function (
  this: LibraryRequest,
  method: string,
  url: string,
  body: unknown,
  query: Record<string, string[]>,
  ctx: Context,
) {
  this.method = method;
  this.url = url;
  this.body = body;
  this.query = query;
  this.ctx = ctx;
  this.error = undefined;
} as unknown as LibraryRequestConstructor;

// Request.prototype's own members are getters without setters; the writable data properties here sit
// in front of them, so the constructor's assignments land on the instance.
LibraryRequest.prototype = Object.create(Request.prototype, {
  headers: { value: JSON_HEADERS },
  signal: { value: NEVER_ABORTED },
  method: { value: undefined, writable: true },
  url: { value: undefined, writable: true },
  body: { value: undefined, writable: true },
}) as LibraryRequest;

/** The response the library writes to: its status and body, handed on when it ends. */
export class LibraryResponse {
  statusCode = 200;
  body = '';

  constructor(private readonly ended: (response: LibraryResponse) => void) {}

  setHeader(): void {}

  end(body: string): void {
    this.body = body;
    this.ended(this);
  }
}
