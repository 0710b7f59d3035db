import { Route, Routes } from 'react-router';
import { NotFoundPage } from '@/features/status-pages/pages';
import { RedirectAdminToAdminDashboard } from '../guards/redirect-admin-to-admin-dashboard';
import { RequireAdmin } from '../guards/require-admin';
import { RequireAuth } from '../guards/require-auth';
import { RequireVerified } from '../guards/require-verified';
import { NotFoundRoute } from '../not-found-route';
import { AdminShell, UserShell } from '../shell/pages';
import { routesOf } from './app-routes';
import { ROUTES } from './route-table';

/** The areas behind the login, each under its guard and frame, and the not-found page of unknown paths. */
export function SignedInRoutes() {
  return (
    <Routes>
      <Route element={<RequireAuth />}>
        <Route element={<UserShell />}>
          <Route element={<RedirectAdminToAdminDashboard />}>
            {routesOf(ROUTES, 'user', (r) => Boolean(r.adminGoesToAdminDashboard))}
          </Route>
          {routesOf(ROUTES, 'user', (r) => !r.adminGoesToAdminDashboard)}
          <Route element={<RequireVerified />}>{routesOf(ROUTES, 'verified')}</Route>
        </Route>
      </Route>

      {/* Admins only: the guard first, the shell as a second line. */}
      <Route path="/admin" element={<RequireAdmin />}>
        <Route element={<AdminShell />}>
          {routesOf(ROUTES, 'admin')}
          <Route path="*" element={<NotFoundPage />} />
        </Route>
      </Route>

      <Route path="*" element={<NotFoundRoute />} />
    </Routes>
  );
}
