import type { AnyRouter } from '@trpc/server';
import type { Meta } from '../trpc';

export interface RestRoute {
  method: string;
  path: string;
  pattern: RegExp;
  procedurePath: string;
  meta: Meta;
}

/** The REST routes the procedures declare, for 405s and per-route behaviour (status, envelope). */
export function restRoutes(router: AnyRouter): RestRoute[] {
  const routes: RestRoute[] = [];
  const procedures = router._def.procedures as Record<string, { _def: { meta?: Meta } }>;
  for (const [procedurePath, procedure] of Object.entries(procedures)) {
    const meta = procedure._def.meta;
    if (!meta?.openapi) continue;
    const source = meta.openapi.path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\\?\{(\w+)\\?\}/g, '[^/]+');
    routes.push({ method: meta.openapi.method, path: meta.openapi.path, pattern: new RegExp(`^${source}/?$`), procedurePath, meta });
  }
  return routes;
}

export function allowedMethods(routes: RestRoute[], path: string): string[] {
  return routes.filter((r) => r.pattern.test(path)).map((r) => r.method);
}
