import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Route, Routes } from 'react-router';
import { LoadingScreen } from '@/components/ui/spinner';
import { NotFoundPage } from '@/features/status-pages/pages';
import { AuthPagesGuard } from '../guards/auth-pages-guard';
import { RedirectAdminToAdminDashboard } from '../guards/redirect-admin-to-admin-dashboard';
import { RequireAdmin } from '../guards/require-admin';
import { RequireAuth } from '../guards/require-auth';
import { RequireVerified } from '../guards/require-verified';
import { AuthLayout } from '../layouts/auth-layout';
import { PublicLayout } from '../layouts/public-layout';
import { NotFoundRoute } from '../not-found-route';
import { AdminShell, UserShell } from '../shell/pages';
import { ROUTES, type TRouteArea, type TRouteDef } from './route-table';

const ADMIN_BASE = '/admin';

function routesOf(area: TRouteArea, keep: (r: TRouteDef) => boolean = () => true) {
  return ROUTES.filter((r) => r.area === area && keep(r)).map((r) =>
    r.path === ADMIN_BASE ? <Route key={r.path} index element={r.element} /> : <Route key={r.path} path={r.path} element={r.element} />,
  );
}

/** The router, built from the route table: each area under its guard and frame. */
export function AppRoutes() {
  const { t } = useTranslation();
  return (
    <Suspense fallback={<LoadingScreen label={t('common:loadingApp')} />}>
      <Routes>
        <Route element={<PublicLayout />}>{routesOf('public')}</Route>

        {/* Auth pages: a logged-in user is sent to the role's dashboard. */}
        <Route element={<AuthPagesGuard />}>
          <Route element={<AuthLayout />}>{routesOf('guest')}</Route>
        </Route>

        <Route element={<RequireAuth />}>
          <Route element={<UserShell />}>
            <Route element={<RedirectAdminToAdminDashboard />}>{routesOf('user', (r) => Boolean(r.adminGoesToAdminDashboard))}</Route>
            {routesOf('user', (r) => !r.adminGoesToAdminDashboard)}
            <Route element={<RequireVerified />}>{routesOf('verified')}</Route>
          </Route>
        </Route>

        {/* Admins only: the guard first, the shell as a second line. */}
        <Route path={ADMIN_BASE} element={<RequireAdmin />}>
          <Route element={<AdminShell />}>
            {routesOf('admin')}
            <Route path="*" element={<NotFoundPage />} />
          </Route>
        </Route>

        <Route path="*" element={<NotFoundRoute />} />
      </Routes>
    </Suspense>
  );
}
