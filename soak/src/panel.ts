/**
 * An agent in the panel, over HTTP as the browser does it: next-auth's credentials sign-in (CSRF token,
 * then the callback that sets the session cookie), then the panel's tRPC procedures.
 */
export class PanelSession {
  #cookies = new Map<string, string>();

  private constructor(readonly base: string) {}

  static async signIn(base: string, email: string, password: string): Promise<PanelSession> {
    const session = new PanelSession(base);
    const csrf = await session.#fetch('/api/auth/csrf', { method: 'GET' });
    const { csrfToken } = (await csrf.json()) as { csrfToken: string };
    const form = new URLSearchParams({ csrfToken, email, password, json: 'true', callbackUrl: `${base}/` });
    await session.#fetch('/api/auth/callback/credentials', {
      method: 'POST',
      body: form,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      redirect: 'manual',
    });
    if (![...session.#cookies.keys()].some((name) => name.includes('session-token'))) throw new Error(`panel sign-in failed for ${email}`);
    return session;
  }

  /** A tRPC mutation (POST, the input as the JSON body); the procedure's result or its error. */
  async mutate<T = any>(path: string, input: unknown): Promise<{ ok: true; data: T } | { ok: false; status: number; error: any }> {
    const res = await this.#fetch(`/api/trpc/${path}`, {
      method: 'POST',
      body: JSON.stringify(input ?? null),
      headers: { 'content-type': 'application/json' },
    }).catch(noAnswer);
    if (!res) return { ok: false, status: 0, error: 'no answer' };
    const body: any = await res.json().catch(() => null);
    if (res.ok && body?.result) return { ok: true, data: body.result.data as T };
    return { ok: false, status: res.status, error: body?.error ?? body };
  }

  /** A tRPC query without input (GET). */
  async query<T = any>(path: string): Promise<{ ok: true; data: T } | { ok: false; status: number; error: any }> {
    const res = await this.#fetch(`/api/trpc/${path}`, { method: 'GET' }).catch(noAnswer);
    if (!res) return { ok: false, status: 0, error: 'no answer' };
    const body: any = await res.json().catch(() => null);
    if (res.ok && body?.result) return { ok: true, data: body.result.data as T };
    return { ok: false, status: res.status, error: body?.error ?? body };
  }

  async #fetch(path: string, init: RequestInit): Promise<Response> {
    const cookie = [...this.#cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const res = await fetch(`${this.base}${path}`, {
      ...init,
      headers: { ...(init.headers as Record<string, string>), ...(cookie && { cookie }) },
      signal: AbortSignal.timeout(60_000),
    });
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';', 1);
      const eq = pair!.indexOf('=');
      this.#cookies.set(pair!.slice(0, eq), pair!.slice(eq + 1));
    }
    return res;
  }
}

/** A connection cut (an instance killed mid-request) is an answer that never came, not a crash of the driver. */
function noAnswer(): null {
  return null;
}
