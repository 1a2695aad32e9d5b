import type { CountedRequest } from '../auth/authenticate';
import type { AnyRouter } from '@trpc/server';
import { isTeamProcedure, type Meta } from '../trpc';

export interface RestRoute {
  method: string;
  path: string;
  pattern: RegExp;
  procedurePath: string;
  meta: Meta;
  type: 'query' | 'mutation' | 'subscription';
  /** Built on teamProcedure: an API key is resolved and counted against the team. */
  team: boolean;
}

/** The REST routes the procedures declare, for 405s and per-route behaviour (status, envelope). */
export function restRoutes(router: AnyRouter): RestRoute[] {
  const routes: RestRoute[] = [];
  const procedures = router._def.procedures as Record<string, { _def: { meta?: Meta; type: RestRoute['type']; middlewares: unknown[] } }>;
  for (const [procedurePath, procedure] of Object.entries(procedures)) {
    const meta = procedure._def.meta;
    if (!meta?.openapi) continue;
    const source = meta.openapi.path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\\?\{(\w+)\\?\}/g, '[^/]+');
    routes.push({
      method: meta.openapi.method,
      path: meta.openapi.path,
      pattern: new RegExp(`^${source}/?$`),
      procedurePath,
      meta,
      type: procedure._def.type,
      team: isTeamProcedure(procedure),
    });
  }
  return routes;
}

/** The route a request takes (the same first match the facade uses for its envelope). */
export function routeOf(routes: RestRoute[], method: string, path: string): RestRoute | undefined {
  return routes.find((r) => r.method === method && r.pattern.test(path));
}

/**
 * routeOf for every request of the facade: a path without parameters (`/api/v1/me`) is found in a map
 * instead of trying each route's pattern in turn; the answer is routeOf's, first match included.
 */
export function routeFinder(routes: RestRoute[]): (method: string, path: string) => RestRoute | undefined {
  const exact = new Map<string, RestRoute | undefined>();
  for (const route of routes) {
    if (route.path.includes('{')) continue;
    for (const path of [route.path, `${route.path}/`]) exact.set(`${route.method} ${path}`, routeOf(routes, route.method, path));
  }
  return (method, path) => {
    const key = `${method} ${path}`;
    return exact.has(key) ? exact.get(key) : routeOf(routes, method, path);
  };
}

/** What the API key lookup counts for this route: its team rate-limit group, after the plan and scope gates. */
export function countedRequest(route: RestRoute | undefined): CountedRequest | null {
  if (!route?.team || !route.meta.rateLimit) return null;
  return { group: route.meta.rateLimit, requirePro: route.meta.plan === 'pro', requireWrite: route.type === 'mutation' };
}

export function allowedMethods(routes: RestRoute[], path: string): string[] {
  return routes.filter((r) => r.pattern.test(path)).map((r) => r.method);
}
