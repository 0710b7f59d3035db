import { matchRoutes } from 'react-router';
import { ENTRY_ROUTES } from './entry-routes';
import type { TRouteDef } from './route-def';
import { SignedInRoutes } from './signed-in';

/** The route of a path among `routes`, ranked as the router ranks it (static segments before parameters). */
export function matchRoute(pathname: string, routes: readonly TRouteDef[]): TRouteDef | undefined {
  const matches = matchRoutes(
    routes.map((r) => ({ path: r.path, route: r })),
    pathname,
  );
  return matches?.at(-1)?.route.route;
}

/**
 * Starts loading, before the first render and in parallel with the session check, what the first
 * screen needs: the page (and texts) of a public or auth path; for any other path the router of
 * the areas behind the login, which decides between the page, /login and not-found.
 */
export function preloadEntryPage(pathname: string): void {
  const route = matchRoute(pathname, ENTRY_ROUTES);
  void (route ? route.preload?.() : SignedInRoutes.preload())?.catch(() => undefined);
}
