import type { IncomingMessage, Server, ServerResponse } from 'node:http';

/**
 * Graceful stop for a node:http server: counts the requests being answered so a stopping process can
 * wait for them, and once it stops, closes keep-alive sockets as soon as they fall idle (a load
 * balancer then opens its next connection to another instance) instead of leaving them to the timeout.
 */
export function trackRequests(server: Server) {
  let open = 0;
  let stopping = false;
  let onIdle: (() => void) | null = null;

  server.on('request', (_req: IncomingMessage, res: ServerResponse) => {
    open += 1;
    // Answers given while stopping tell the client not to reuse the connection.
    if (stopping && !res.headersSent) res.setHeader('connection', 'close');
    res.once('close', () => {
      open -= 1;
      if (!stopping) return;
      server.closeIdleConnections();
      if (open === 0) onIdle?.();
    });
  });

  return {
    get open() {
      return open;
    },
    /**
     * Stops accepting connections and waits (at most `timeoutMs`) for the requests in flight; then
     * closes every connection left. Resolves with the number of requests that were cut.
     */
    async drain(timeoutMs: number): Promise<number> {
      stopping = true;
      // close() stops listening and closes idle keep-alive sockets; busy ones close after their answer.
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeIdleConnections();
      if (open > 0) {
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, timeoutMs);
          timer.unref();
          onIdle = () => {
            clearTimeout(timer);
            resolve();
          };
        });
      }
      const cut = open;
      server.closeAllConnections();
      await closed;
      return cut;
    },
  };
}
