/** A JSON call to the app (through the load balancer or straight to one instance). */
export interface Answer {
  status: number;
  body: any;
  headers: Headers;
  /** Set when no HTTP answer came (connection refused or reset, timeout). */
  error?: string;
  startedAt: number;
  endedAt: number;
}

export async function call(
  base: string,
  method: string,
  path: string,
  options: { key?: string; body?: unknown; headers?: Record<string, string>; rawBody?: string; timeoutMs?: number } = {},
): Promise<Answer> {
  const startedAt = Date.now();
  const headers: Record<string, string> = { ...options.headers };
  if (options.key) headers.authorization = `Bearer ${options.key}`;
  if (options.body !== undefined || options.rawBody !== undefined) headers['content-type'] ??= 'application/json';
  try {
    const res = await fetch(`${base}${path}`, {
      method,
      headers,
      body: options.rawBody ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
      signal: AbortSignal.timeout(options.timeoutMs ?? 90_000),
    });
    const text = await res.text();
    let body: unknown = text;
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      // not JSON (a HAProxy error page)
    }
    return { status: res.status, body, headers: res.headers, startedAt, endedAt: Date.now() };
  } catch (error) {
    const err = error as { name?: string; cause?: { code?: string }; message?: string };
    return {
      status: 0,
      body: undefined,
      headers: new Headers(),
      error: err.cause?.code ?? err.name ?? String(error),
      startedAt,
      endedAt: Date.now(),
    };
  }
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function futureDate(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}
