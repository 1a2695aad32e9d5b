import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { Db } from './client';

export interface ListenHandlers {
  /** A NOTIFY's payload on the channel. */
  message(payload: string): void;
  /**
   * true once LISTEN is in effect (again), false as soon as the connection is lost: while false,
   * notifications may be missed, so nothing may rely on having heard of every change.
   */
  state(listening: boolean): void;
}

export interface Subscription {
  close(): Promise<void>;
}

type Listen = (channel: string, handlers: ListenHandlers) => Subscription;

// On globalThis: Next's bundle and the custom server load this module separately, and the panel's
// code must find the listener the server registered for the same client.
const holder = globalThis as unknown as { __tasListeners?: WeakMap<Db, { listen: Listen; open: Set<Subscription> }> };
const listeners = (holder.__tasListeners ??= new WeakMap());

function register(db: Db, listen: Listen): void {
  listeners.set(db, { listen, open: new Set() });
}

/**
 * LISTENs on `channel` through the database of `db` (a dedicated connection on PostgreSQL, the
 * engine's own on PGlite); null for a client opened without one. Closed with the client.
 */
export function listen(db: Db, channel: string, handlers: ListenHandlers): Subscription | null {
  const entry = listeners.get(db);
  if (!entry) return null;
  const subscription = entry.listen(channel, handlers);
  entry.open.add(subscription);
  return {
    close: () => {
      entry.open.delete(subscription);
      return subscription.close();
    },
  };
}

/** Ends the subscriptions made through `db` (its handle's close). */
export async function closeListeners(db: Db): Promise<void> {
  const entry = listeners.get(db);
  if (!entry) return;
  const open = [...entry.open];
  entry.open.clear();
  await Promise.all(open.map((s) => s.close()));
}

// A same-session query this often proves the connection (and so the subscription) alive: a connection
// dropped without a word (a partition, a proxy's idle cut) would otherwise look like a quiet channel.
const HEARTBEAT_MS = 5_000;
const HEARTBEAT_TIMEOUT_MS = 5_000;
const RECONNECT_MAX_MS = 5_000;

/**
 * A dedicated client (not from the pool: a LISTEN lives as long as its session), reconnected with
 * capped backoff after a restart or a drop; state(false) as soon as anything goes wrong.
 */
export function registerPostgresListen(db: Db, connectionString: string): void {
  register(db, (channel, handlers) => {
    let closed = false;
    let client: pg.Client | null = null;
    let timer: NodeJS.Timeout | undefined;
    let attempt = 0;

    const lost = (target: pg.Client) => {
      if (client !== target) return;
      client = null;
      clearTimeout(timer);
      target.removeAllListeners();
      target.on('error', () => undefined);
      target.end().catch(() => undefined);
      handlers.state(false);
      if (!closed) timer = setTimeout(() => void connect(), Math.min(RECONNECT_MAX_MS, 100 * 2 ** Math.min(attempt++, 6)));
    };

    const heartbeat = (target: pg.Client) => {
      timer = setTimeout(() => {
        const deadline = setTimeout(() => lost(target), HEARTBEAT_TIMEOUT_MS);
        target.query('SELECT 1').then(
          () => {
            clearTimeout(deadline);
            if (client === target) heartbeat(target);
          },
          () => {
            clearTimeout(deadline);
            lost(target);
          },
        );
      }, HEARTBEAT_MS);
    };

    const connect = async () => {
      if (closed) return;
      const next = new pg.Client({ connectionString, keepAlive: true, application_name: 'tas-listen' });
      client = next;
      next.on('error', () => lost(next));
      next.on('end', () => lost(next));
      next.on('notification', (msg) => {
        if (client === next && msg.channel === channel && msg.payload !== undefined) handlers.message(msg.payload);
      });
      try {
        await next.connect();
        await next.query(`LISTEN "${channel}"`);
      } catch {
        return lost(next);
      }
      if (client !== next) return;
      attempt = 0;
      handlers.state(true);
      heartbeat(next);
    };

    void connect();
    return {
      close: async () => {
        closed = true;
        clearTimeout(timer);
        const target = client;
        client = null;
        if (target) {
          target.removeAllListeners();
          target.on('error', () => undefined);
          await target.end().catch(() => undefined);
        }
      },
    };
  });
}

/** PGlite: one in-process engine, so its listen() never loses a notification once it is in effect. */
export function registerPGliteListen(db: Db, pglite: PGlite): void {
  register(db, (channel, handlers) => {
    let closed = false;
    // An engine that cannot LISTEN (closed meanwhile) never reports listening: nothing relies on it.
    const unsubscribe = pglite
      .listen(channel, (payload) => {
        if (!closed) handlers.message(payload);
      })
      .then(
        (off) => {
          if (!closed) handlers.state(true);
          return off;
        },
        () => null,
      );
    return {
      close: async () => {
        closed = true;
        await (await unsubscribe)?.().catch(() => undefined);
      },
    };
  });
}
