import { AlertTriangle, SearchX } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button, buttonClasses } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiError } from '@/lib/api-client';

/** Loading, not found (404, also another company's) and failed states of a detail query. */
export function DetailQueryState({
  isPending,
  error,
  onRetry,
}: {
  isPending: boolean;
  error: unknown;
  onRetry: () => void;
}) {
  const { t } = useTranslation('applications');
  if (isPending)
    return (
      <div className="space-y-4" role="status" aria-label={t('common:loading')}>
        <Skeleton className="h-24 w-full" />
        <Skeleton className="h-64 w-full" />
      </div>
    );
  const notFound = error instanceof ApiError && error.status === 404;
  return (
    <EmptyState
      icon={notFound ? SearchX : AlertTriangle}
      title={notFound ? t('detail.notFound') : t('detail.loadError')}
      action={
        notFound ? (
          <Link to="/applications" className={buttonClasses('outline', 'sm')}>
            {t('detail.back')}
          </Link>
        ) : (
          <Button variant="outline" size="sm" onClick={onRetry}>
            {t('common:retry')}
          </Button>
        )
      }
    />
  );
}
