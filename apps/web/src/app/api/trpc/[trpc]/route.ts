import { fetchRequestHandler } from '@trpc/server/adapters/fetch';
import { appRouter } from '@tas/core';
import { createPanelContext } from '@/server/trpc-context';

// The panel's tRPC endpoint: the same core procedures the REST facade serves, with the session's team.
function handler(req: Request) {
  return fetchRequestHandler({
    endpoint: '/api/trpc',
    req,
    router: appRouter,
    createContext: () => createPanelContext(req),
  });
}

export { handler as GET, handler as POST };
