import { ClipboardList } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, buttonClasses } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiError } from '@/lib/api-client';

export function DetailSkeleton() {
  const { t } = useTranslation('admin');
  return (
    <div className="space-y-4">
      <p role="status" className="sr-only">
        {t('list.loading')}
      </p>
      <Skeleton className="h-10 w-72" />
      <Skeleton className="h-40 w-full" />
      <Skeleton className="h-64 w-full" />
    </div>
  );
}

/** Not found (a malformed code, 404, a deleted draft) or a failed load with a retry. */
export function DetailError({ error, onRetry, listPath }: { error: unknown; onRetry: () => void; listPath: string }) {
  const { t } = useTranslation('adminWorkflow');
  const isNotFound = !error || (error instanceof ApiError && (error.status === 404 || error.status === 422));
  return (
    <EmptyState
      icon={ClipboardList}
      title={isNotFound ? t('detail.notFound') : t('admin:list.errorTitle')}
      description={isNotFound ? t('detail.notFoundDescription') : t('admin:list.errorDescription')}
      action={
        <div className="flex gap-2">
          {isNotFound ? null : <Button onClick={onRetry}>{t('admin:list.retry')}</Button>}
          <Link to={listPath} className={buttonClasses('outline')}>
            {t('detail.backToList')}
          </Link>
        </div>
      }
    />
  );
}
