import { matchRoutes } from 'react-router';
import { ROUTES, type TRouteDef } from './route-table';

/** The route of a path, ranked as the router ranks it (static segments before parameters). */
export function matchRoute(pathname: string, routes: readonly TRouteDef[] = ROUTES): TRouteDef | undefined {
  const matches = matchRoutes(
    routes.map((r) => ({ path: r.path, route: r })),
    pathname,
  );
  return matches?.at(-1)?.route.route;
}

/**
 * Starts loading the page of a public or auth path (and its texts) before the first render, in
 * parallel with the session check. Pages behind a login wait for the session instead: a visitor
 * without one is sent to /login.
 */
export function preloadEntryPage(pathname: string): void {
  const route = matchRoute(pathname);
  if (route && (route.area === 'public' || route.area === 'guest')) void route.preload?.().catch(() => undefined);
}
