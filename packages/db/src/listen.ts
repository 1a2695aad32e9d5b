import type { PGlite } from '@electric-sql/pglite';
import { randomUUID } from 'node:crypto';
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
/** See `everyListenerCaughtUp`. */
type CaughtUp = (timeoutMs: number) => Promise<void>;

interface Registration {
  listen: Listen;
  caughtUp: CaughtUp;
  open: Set<Subscription>;
}

// On globalThis: Next's bundle and the custom server load this module separately, and the panel's
// code must find the listener the server registered for the same client.
const holder = globalThis as unknown as { __tasListeners?: WeakMap<Db, Registration> };
const listeners = (holder.__tasListeners ??= new WeakMap());

function register(db: Db, listen: Listen, caughtUp: CaughtUp): void {
  listeners.set(db, { listen, caughtUp, open: new Set() });
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

/**
 * Resolves once every instance listening on this database has heard every notification committed
 * before the call, or after `timeoutMs`; never rejects. Hearing a notification runs its handlers
 * at once, so a cache emptied by one is empty everywhere when this resolves. At once for a client
 * that listens to nothing (it cannot hear the answers).
 */
export function everyListenerCaughtUp(db: Db, timeoutMs: number): Promise<void> {
  return listeners.get(db)?.caughtUp(timeoutMs) ?? Promise.resolve();
}

/** Ends the subscriptions made through `db` (its handle's close). */
export async function closeListeners(db: Db): Promise<void> {
  const entry = listeners.get(db);
  if (!entry) return;
  const open = [...entry.open];
  entry.open.clear();
  await Promise.all(open.map((s) => s.close()));
}

// A same-session query this often proves the connection (and so the subscriptions) alive: a connection
// dropped without a word (a partition, a proxy's idle cut) would otherwise look like a quiet channel.
const HEARTBEAT_MS = 5_000;
const HEARTBEAT_TIMEOUT_MS = 5_000;
const RECONNECT_MAX_MS = 5_000;

// Every listening connection LISTENs on the barrier channel and answers each barrier on the ack
// channel with its backend's pid. A connection hears notifications in commit order, so its ack to
// a barrier sent after a commit proves it has heard that commit's notifications.
const BARRIER_CHANNEL = 'tas_listen_barrier';
const ACK_CHANNEL = 'tas_listen_barrier_ack';
const APPLICATION_NAME = 'tas-listen';

interface ChannelSubscription {
  channel: string;
  handlers: ListenHandlers;
}

/**
 * One dedicated client per database handle (not from the pool: a LISTEN lives as long as its session)
 * for every channel the instance listens on, reconnected with capped backoff after a restart or a
 * drop; state(false) to every subscription as soon as anything goes wrong, state(true) to each once
 * its own LISTEN is in effect again.
 */
export function registerPostgresListen(db: Db, connectionString: string): void {
  const subscriptions = new Set<ChannelSubscription>();
  let client: pg.Client | null = null;
  // The client once connected: a subscription made now LISTENs on it at once.
  let connected: pg.Client | null = null;
  // The heartbeat's or the reconnection's timer, and the deadline of a heartbeat in flight.
  let timer: NodeJS.Timeout | undefined;
  let deadline: NodeJS.Timeout | undefined;
  let attempt = 0;
  // The client once it LISTENs on the barrier and ack channels.
  let barriers: pg.Client | null = null;
  // Barriers sent by this instance: the pids still to answer each token.
  const awaiting = new Map<string, { pids: Set<number>; done(): void }>();

  const stopTimers = () => {
    clearTimeout(timer);
    clearTimeout(deadline);
    timer = deadline = undefined;
  };

  const end = (target: pg.Client) => {
    target.removeAllListeners();
    target.on('error', () => undefined);
    return target.end().catch(() => undefined);
  };

  const lost = (target: pg.Client) => {
    if (client !== target) return;
    client = connected = barriers = null;
    stopTimers();
    void end(target);
    for (const subscription of subscriptions) subscription.handlers.state(false);
    if (subscriptions.size > 0) timer = setTimeout(() => void connect(), Math.min(RECONNECT_MAX_MS, 100 * 2 ** Math.min(attempt++, 6)));
  };

  const heartbeat = (target: pg.Client) => {
    timer = setTimeout(() => {
      deadline = setTimeout(() => lost(target), HEARTBEAT_TIMEOUT_MS);
      target.query('SELECT 1').then(
        () => {
          clearTimeout(deadline);
          if (client === target) heartbeat(target);
        },
        () => lost(target),
      );
    }, HEARTBEAT_MS);
  };

  /** LISTEN for one subscription on the connected client; it hears from then on. */
  const listenFor = async (target: pg.Client, subscription: ChannelSubscription) => {
    try {
      await target.query(`LISTEN "${subscription.channel}"`);
    } catch {
      return lost(target);
    }
    if (client === target && subscriptions.has(subscription)) subscription.handlers.state(true);
  };

  const connect = async () => {
    if (subscriptions.size === 0) return;
    const next = new pg.Client({ connectionString, keepAlive: true, application_name: APPLICATION_NAME });
    client = next;
    next.on('error', () => lost(next));
    next.on('end', () => lost(next));
    next.on('notification', (msg) => {
      if (client !== next || msg.payload === undefined) return;
      if (msg.channel === BARRIER_CHANNEL) return answerBarrier(next, msg.payload);
      if (msg.channel === ACK_CHANNEL) return acknowledged(msg.payload);
      for (const { channel, handlers } of subscriptions) if (channel === msg.channel) handlers.message(msg.payload);
    });
    try {
      await next.connect();
    } catch {
      return lost(next);
    }
    if (client !== next) return;
    attempt = 0;
    connected = next;
    await Promise.all([listenForBarriers(next), ...[...subscriptions].map((subscription) => listenFor(next, subscription))]);
    if (client === next) heartbeat(next);
  };

  const listenForBarriers = async (target: pg.Client) => {
    try {
      await target.query(`LISTEN "${BARRIER_CHANNEL}"; LISTEN "${ACK_CHANNEL}"`);
    } catch {
      return lost(target);
    }
    if (client === target) barriers = target;
  };

  const answerBarrier = (target: pg.Client, token: string) => {
    // A lost connection's answer goes missing: the barrier's wait is bounded.
    target.query(`SELECT pg_notify('${ACK_CHANNEL}', $1 || ' ' || pg_backend_pid())`, [token]).catch(() => undefined);
  };

  const acknowledged = (payload: string) => {
    const [token, pid] = payload.split(' ');
    const barrier = awaiting.get(token ?? '');
    if (!barrier) return;
    barrier.pids.delete(Number(pid));
    if (barrier.pids.size === 0) barrier.done();
  };

  const caughtUp = async (timeoutMs: number) => {
    const target = barriers;
    if (!target) return;
    const token = randomUUID();
    let done!: () => void;
    const answered = new Promise<void>((resolve) => (done = resolve));
    const timer = setTimeout(done, timeoutMs);
    try {
      // The listening connections now; one that starts listening later hears only later commits.
      const { rows } = await target.query<{ pid: number }>(
        'SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND application_name = $1',
        [APPLICATION_NAME],
      );
      awaiting.set(token, { pids: new Set(rows.map((row) => row.pid)), done });
      await target.query('SELECT pg_notify($1, $2)', [BARRIER_CHANNEL, token]);
      await answered;
    } catch {
      // The connection was lost: nothing is served from a cache that may have missed a change.
    } finally {
      clearTimeout(timer);
      awaiting.delete(token);
    }
  };

  const listenOn: Listen = (channel, handlers) => {
    const subscription = { channel, handlers };
    subscriptions.add(subscription);
    // Connected: LISTEN now. Connecting, or a reconnection due: that connect() LISTENs for it. Idle: connect.
    if (connected) void listenFor(connected, subscription);
    else if (!client && timer === undefined) void connect();
    return {
      close: async () => {
        subscriptions.delete(subscription);
        if (subscriptions.size > 0) return;
        stopTimers();
        const target = client;
        client = connected = barriers = null;
        if (target) await end(target);
      },
    };
  };
  register(db, listenOn, caughtUp);
}

/** PGlite: one in-process engine, so its listen() never loses a notification once it is in effect. */
export function registerPGliteListen(db: Db, pglite: PGlite): void {
  const listenOn: Listen = (channel, handlers) => {
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
  };
  // The engine hands its notifications to every listener in commit order: once this barrier is
  // heard, every listener has heard what was committed before it.
  const caughtUp = async (timeoutMs: number) => {
    const token = randomUUID();
    let off: (() => Promise<void>) | undefined;
    let timer: NodeJS.Timeout | undefined;
    try {
      await new Promise<void>((resolve, reject) => {
        timer = setTimeout(resolve, timeoutMs);
        pglite
          .listen(BARRIER_CHANNEL, (payload) => payload === token && resolve())
          .then((unlisten) => {
            off = unlisten;
            return pglite.query('SELECT pg_notify($1, $2)', [BARRIER_CHANNEL, token]);
          })
          .catch(reject);
      });
    } catch {
      // A closed engine has no listener left to catch up.
    } finally {
      clearTimeout(timer);
      await off?.().catch(() => undefined);
    }
  };
  register(db, listenOn, caughtUp);
}
