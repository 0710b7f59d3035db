import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Route, Routes } from 'react-router';
import { LoadingScreen } from '@/components/ui/spinner';
import { AuthPagesGuard } from '../guards/auth-pages-guard';
import { AuthLayout } from '../layouts/auth-layout';
import { PublicLayout } from '../layouts/public-layout';
import { ENTRY_ROUTES } from './entry-routes';
import type { TRouteArea, TRouteDef } from './route-table';
import { SignedInRoutes } from './signed-in';

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

/**
 * The router, built from the route table: the public and auth pages here, each area under its
 * guard and frame; every other path goes to the router of the areas behind the login, which
 * loads with them (signed-in-routes.tsx).
 */
export function AppRoutes() {
  const { t } = useTranslation();
  return (
    <Suspense fallback={<LoadingScreen label={t('common:loadingApp')} />}>
      <Routes>
        <Route element={<PublicLayout />}>{routesOf(ENTRY_ROUTES, 'public')}</Route>

        {/* Auth pages: a logged-in user is sent to the role's dashboard. */}
        <Route element={<AuthPagesGuard />}>
          <Route element={<AuthLayout />}>{routesOf(ENTRY_ROUTES, 'guest')}</Route>
        </Route>

        <Route path="*" element={<SignedInRoutes />} />
      </Routes>
    </Suspense>
  );
}
