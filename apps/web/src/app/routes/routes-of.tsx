import { Route } from 'react-router';
import type { TRouteArea, TRouteDef } from './route-def';

const ADMIN_BASE = '/admin';

/** The <Route>s of one area of `routes` (the admin base path is its area's index). */
export function routesOf(routes: readonly TRouteDef[], area: TRouteArea, keep: (r: TRouteDef) => boolean = () => true) {
  return routes
    .filter((r) => r.area === area && keep(r))
    .map((r) =>
      r.path === ADMIN_BASE ? (
        <Route key={r.path} index element={r.element} />
      ) : (
        <Route key={r.path} path={r.path} element={r.element} />
      ),
    );
}
