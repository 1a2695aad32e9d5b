import { apiKeysRouter } from './api-keys/router';
import { clientsRouter } from './clients/router';
import { systemRouter } from './system/router';
import { teamRouter } from './teams/router';
import { router } from './trpc';

export const appRouter = router({
  system: systemRouter,
  team: teamRouter,
  apiKeys: apiKeysRouter,
  clients: clientsRouter,
});

export type AppRouter = typeof appRouter;
