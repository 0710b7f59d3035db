import { SearchX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { dashboardPathFor, LOGIN_PATH, useSession } from '@/features/session';

/** Unknown paths show a not-found page (docs/business-rules.md#web-routes). */
export function NotFoundPage() {
  const { t } = useTranslation('pages');
  const { isAuthenticated, user } = useSession();
  return (
    <EmptyState
      icon={SearchX}
      title={t('notFound.title')}
      description={t('notFound.description')}
      action={
        <Link to={isAuthenticated ? dashboardPathFor(user) : LOGIN_PATH} className={buttonClasses('primary', 'md')}>
          {t('notFound.goHome')}
        </Link>
      }
    />
  );
}
