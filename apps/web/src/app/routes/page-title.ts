import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { matchRoute } from './match-route';
import type { TRouteDef } from './route-def';

export const NOT_FOUND_TITLE_KEY = 'notFound';

/** The `shell:titles.*` key for a path among `routes`; unknown paths get the not-found title. */
export function getPageTitleKey(pathname: string, routes: readonly TRouteDef[]): string {
  return matchRoute(pathname, routes)?.title ?? NOT_FOUND_TITLE_KEY;
}

/**
 * The translated title of the current path, mirrored into document.title. A frame passes the
 * routes it shows: the public and auth frames the entry routes, the shells the whole table.
 * `context` picks a title of its own where there is one (`titles.renewal_upgrade`).
 */
export function usePageTitle(routes: readonly TRouteDef[], context?: string): string {
  const { pathname } = useLocation();
  const { t } = useTranslation('shell');
  const title = t(`titles.${getPageTitleKey(pathname, routes)}`, { context });
  const brand = t('brand');
  useEffect(() => {
    document.title = title === brand ? brand : `${title} · ${brand}`;
  }, [title, brand]);
  return title;
}
