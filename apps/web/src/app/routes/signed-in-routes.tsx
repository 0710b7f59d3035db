import { Route, Routes } from 'react-router';
import { NotFoundPage } from '@/features/status-pages/pages';
import { RedirectAdminToAdminDashboard } from '../guards/redirect-admin-to-admin-dashboard';
import { RequireAdmin } from '../guards/require-admin';
import { RequireAdminRoles } from '../guards/require-admin-roles';
import { RequireAuth } from '../guards/require-auth';
import { RequireSecondFactor } from '../guards/require-second-factor';
import { RequireVerified } from '../guards/require-verified';
import { NotFoundRoute } from '../not-found-route';
import { AdminShell, UserShell } from '../shell/pages';
import type { TRouteDef } from './route-def';
import { ROUTES } from './route-table';
import { routesOf } from './routes-of';

/** An admin route's page behind its roles (docs/business-rules.md#admin-roles). */
const withRoles = (r: TRouteDef): TRouteDef =>
  r.area === 'admin' && r.roles
    ? { ...r, element: <RequireAdminRoles roles={r.roles}>{r.element}</RequireAdminRoles> }
    : r;
const GUARDED = ROUTES.map(withRoles);

/** The areas behind the login, each under its guard and frame, and the not-found page of unknown paths. */
export function SignedInRoutes() {
  return (
    <Routes>
      <Route element={<RequireAuth />}>
        {/* An administrator without the second factor enrols first (docs/decisions/098). */}
        <Route element={<RequireSecondFactor />}>
          <Route element={<UserShell />}>
            <Route element={<RedirectAdminToAdminDashboard />}>
              {routesOf(ROUTES, 'user', (r) => Boolean(r.adminGoesToAdminDashboard))}
            </Route>
            {routesOf(ROUTES, 'user', (r) => !r.adminGoesToAdminDashboard)}
            <Route element={<RequireVerified />}>{routesOf(ROUTES, 'verified')}</Route>
          </Route>
        </Route>
      </Route>

      {/* Admins only: the guard first, the shell as a second line. */}
      <Route path="/admin" element={<RequireAdmin />}>
        <Route element={<RequireSecondFactor />}>
          <Route element={<AdminShell />}>
            {routesOf(GUARDED, 'admin')}
            <Route path="*" element={<NotFoundPage />} />
          </Route>
        </Route>
      </Route>

      <Route path="*" element={<NotFoundRoute />} />
    </Routes>
  );
}
