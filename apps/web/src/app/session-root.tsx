import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { INACTIVITY_LOGOUT_MS } from '@portal/contract/constants';
import { toast } from '@/components/ui/toast';
import { SessionProvider, useSession, type TSessionStore } from '@/features/session';
import { SessionThemeSync } from '@/features/theme';
import { useInactivityTimer } from '@/hooks/use-inactivity-timer';
import { AppRoutes } from './routes/app-routes';

/** Logout after an hour without activity while logged in (docs/business-rules.md#ui-constants). */
function InactivityLogout() {
  const { isAuthenticated, logout } = useSession();
  const onExpire = useCallback(() => void logout({ reason: 'inactivity' }), [logout]);
  useInactivityTimer({ enabled: isAuthenticated, timeoutMs: INACTIVITY_LOGOUT_MS, onExpire });
  return null;
}

/** Everything that needs the router: the session, its side effects and the routes. */
export function SessionRoot({ session }: { session?: TSessionStore }) {
  const { t } = useTranslation('shell');
  const onLoggedOut = useCallback(
    (reason?: 'inactivity') => {
      if (reason === 'inactivity')
        toast({ title: t('guards.inactivityTitle'), description: t('guards.inactivity'), variant: 'warning' });
    },
    [t],
  );
  return (
    <SessionProvider store={session} onLoggedOut={onLoggedOut}>
      <SessionThemeSync />
      <InactivityLogout />
      <AppRoutes />
    </SessionProvider>
  );
}
