import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { matchRoutes, useLocation } from 'react-router';
import { ROUTES, type TRouteDef } from './route-table';

export const NOT_FOUND_TITLE_KEY = 'notFound';

/** The route of a path, ranked as the router ranks it (static segments before parameters). */
export function matchRoute(pathname: string, routes: readonly TRouteDef[] = ROUTES): TRouteDef | undefined {
  const matches = matchRoutes(
    routes.map((r) => ({ path: r.path, route: r })),
    pathname,
  );
  return matches?.at(-1)?.route.route;
}

/** The `shell:titles.*` key for a path; unknown paths get the not-found title. */
export function getPageTitleKey(pathname: string, routes: readonly TRouteDef[] = ROUTES): string {
  return matchRoute(pathname, routes)?.title ?? NOT_FOUND_TITLE_KEY;
}

/** The translated title of the current path, mirrored into document.title. */
export function usePageTitle(): string {
  const { pathname } = useLocation();
  const { t } = useTranslation('shell');
  const title = t(`titles.${getPageTitleKey(pathname)}`);
  const brand = t('brand');
  useEffect(() => {
    document.title = title === brand ? brand : `${title} · ${brand}`;
  }, [title, brand]);
  return title;
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
