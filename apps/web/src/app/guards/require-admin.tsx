import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { LoadingScreen } from '@/components/ui/spinner';
import { decideRequireAdmin, shouldWarnLoginRequired, useSession } from '@/features/session';
import { LoginRequiredRedirect } from './login-required-redirect';

/** Non-admin → /error with status 403; unauthenticated → /login (docs/business-rules.md#web-routes). */
export function RequireAdmin() {
  const { t } = useTranslation();
  const session = useSession();
  const location = useLocation();
  const decision = decideRequireAdmin(session, `${location.pathname}${location.search}${location.hash}`);
  if (decision.kind === 'loading') return <LoadingScreen label={t('shell:guards.adminChecking')} />;
  if (decision.kind === 'redirect') {
    return (
      <LoginRequiredRedirect
        to={decision.to}
        state={decision.state}
        warn={decision.reason === 'login-required' && shouldWarnLoginRequired(session.hadSession(), true)}
      />
    );
  }
  return <Outlet />;
}
