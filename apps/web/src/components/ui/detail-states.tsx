import type { LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, buttonClasses } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiError } from '@/lib/api-client';

/** The loading state of an admin detail page: a heading and two blocks, announced once. */
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

interface DetailErrorProps {
  error: unknown;
  onRetry: () => void;
  /** The list the page belongs to ("Kembali ke daftar"). */
  listPath: string;
  icon: LucideIcon;
  /** What was not found, in the page's own words. */
  notFound: { title: string; description: string };
}

/**
 * An admin detail page that cannot show its object: not found (a malformed key answers 422, an
 * unknown or deleted one 404) with the way back to its list, or a failed load with a retry too.
 */
export function DetailError({ error, onRetry, listPath, icon, notFound }: DetailErrorProps) {
  const { t } = useTranslation('admin');
  const isNotFound = !error || (error instanceof ApiError && (error.status === 404 || error.status === 422));
  return (
    <EmptyState
      icon={icon}
      title={isNotFound ? notFound.title : t('list.errorTitle')}
      description={isNotFound ? notFound.description : t('list.errorDescription')}
      action={
        <div className="flex gap-2">
          {isNotFound ? null : <Button onClick={onRetry}>{t('list.retry')}</Button>}
          <Link to={listPath} className={buttonClasses('outline')}>
            {t('detail.backToList')}
          </Link>
        </div>
      }
    />
  );
}
