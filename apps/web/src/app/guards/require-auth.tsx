import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { LoadingScreen } from '@/components/ui/spinner';
import { decideRequireAuth, shouldWarnLoginRequired, useSession } from '@/features/session';
import { LoginRequiredRedirect } from './login-required-redirect';

/** Unauthenticated → /login (replace, origin + from-protected flag); a required password change → /settings. */
export function RequireAuth() {
  const { t } = useTranslation();
  const session = useSession();
  const location = useLocation();
  const decision = decideRequireAuth(session, `${location.pathname}${location.search}${location.hash}`);
  if (decision.kind === 'loading') return <LoadingScreen label={t('common:loadingApp')} />;
  if (decision.kind === 'redirect') {
    // The password-change redirect needs no toast: the settings page says why (docs/decisions/014).
    const warn = decision.reason === 'login-required' && shouldWarnLoginRequired(session.hadSession(), true);
    return <LoginRequiredRedirect to={decision.to} state={decision.state} warn={warn} />;
  }
  return <Outlet />;
}
