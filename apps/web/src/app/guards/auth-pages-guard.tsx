import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation } from 'react-router';
import { LoadingScreen } from '@/components/ui/spinner';
import { decideAuthPage, LOGIN_PATH, useSession } from '@/features/session';

/**
 * A logged-in user on an auth page goes to /admin/dashboard (admin) or /dashboard; on
 * /login the remembered origin wins when it is a safe in-app path for that role.
 */
export function AuthPagesGuard() {
  const { t } = useTranslation();
  const session = useSession();
  const location = useLocation();
  const from = location.pathname === LOGIN_PATH ? (location.state as { from?: unknown } | null)?.from : undefined;
  const decision = decideAuthPage(session, from);
  if (decision.kind === 'loading') return <LoadingScreen label={t('common:loadingApp')} />;
  if (decision.kind === 'redirect') return <Navigate to={decision.to} replace />;
  return <Outlet />;
}
