import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Route, Routes } from 'react-router';
import { LoadingScreen } from '@/components/ui/spinner';
import { AuthPagesGuard } from '../guards/auth-pages-guard';
import { AuthLayout } from '../layouts/auth-layout';
import { PublicLayout } from '../layouts/public-layout';
import { ENTRY_ROUTES } from './entry-routes';
import { routesOf } from './routes-of';
import { SignedInRoutes } from './signed-in';

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
