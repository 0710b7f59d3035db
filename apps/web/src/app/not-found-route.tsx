import { useTranslation } from 'react-i18next';
import { LoadingScreen } from '@/components/ui/spinner';
import { useSession } from '@/features/session';
import { PublicLayout } from './layouts/public-layout';
import { NotFoundPage } from '@/features/status-pages/pages';
import { UserShell } from './shell/pages';

/**
 * Unknown paths show the not-found page: inside the shell when logged in, in the public
 * frame otherwise (a mistyped link is not a reason to ask for a login).
 */
export function NotFoundRoute() {
  const { t } = useTranslation();
  const { isLoading, isAuthenticated } = useSession();
  if (isLoading) return <LoadingScreen label={t('common:loadingApp')} />;
  if (isAuthenticated) {
    return (
      <UserShell>
        <NotFoundPage />
      </UserShell>
    );
  }
  return (
    <PublicLayout>
      <NotFoundPage />
    </PublicLayout>
  );
}
