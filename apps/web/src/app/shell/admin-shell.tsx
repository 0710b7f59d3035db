import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingScreen } from '@/components/ui/spinner';
import { decideAdminShell, useSession } from '@/features/session';
import { RedirectWithNotice } from './components/redirect-with-notice';
import { ShellLayout } from './components/shell-layout';

/**
 * Admin area frame. Second line of defence (docs/business-rules.md#web-routes): should the route
 * guard be bypassed, a non-admin is sent to /login with 'Akses ditolak. Anda tidak memiliki izin
 * administrator.'
 */
export function AdminShell({ children }: { children?: ReactNode }) {
  const { t } = useTranslation('shell');
  const session = useSession();
  const decision = decideAdminShell(session);
  if (decision.kind === 'loading') return <LoadingScreen label={t('guards.adminChecking')} />;
  if (decision.kind === 'redirect') {
    return (
      <RedirectWithNotice
        to={decision.to}
        replace
        notice={{ title: t('guards.adminDeniedTitle'), description: t('guards.adminDenied'), variant: 'destructive' }}
      />
    );
  }
  return <ShellLayout>{children}</ShellLayout>;
}
