import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { LoadingScreen } from '@/components/ui/spinner';
import { decideRequireAuth, shouldWarnLoginRequired, useSession } from '@/features/session';
import { LoginRequiredRedirect } from './login-required-redirect';

/** SPEC §4: unauthenticated → /login (replace, origin + from-protected flag). */
export function RequireAuth() {
  const { t } = useTranslation();
  const session = useSession();
  const location = useLocation();
  const decision = decideRequireAuth(session, `${location.pathname}${location.search}${location.hash}`);
  if (decision.kind === 'loading') return <LoadingScreen label={t('common:loadingApp')} />;
  if (decision.kind === 'redirect') {
    return <LoginRequiredRedirect to={decision.to} state={decision.state} warn={shouldWarnLoginRequired(session.hadSession(), true)} />;
  }
  return <Outlet />;
}
