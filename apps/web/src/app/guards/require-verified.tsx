import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { LoadingScreen } from '@/components/ui/spinner';
import { RedirectWithNotice } from '@/app/shell/components/redirect-with-notice';
import { decideRequireVerified, useSession } from '@/features/session';

/** Pages needing admin-verified documents; others go to /dashboard with a notice (docs/business-rules.md#web-routes). */
export function RequireVerified() {
  const { t } = useTranslation();
  const session = useSession();
  const location = useLocation();
  const decision = decideRequireVerified(session, `${location.pathname}${location.search}${location.hash}`);
  if (decision.kind === 'loading') return <LoadingScreen label={t('common:loadingApp')} />;
  if (decision.kind === 'redirect') {
    const notice =
      decision.reason === 'verification-required'
        ? {
            title: t('shell:guards.verificationRequiredTitle'),
            description: t('shell:guards.verificationRequired'),
            variant: 'warning' as const,
          }
        : undefined;
    return <RedirectWithNotice to={decision.to} state={decision.state} notice={notice} />;
  }
  return <Outlet />;
}
