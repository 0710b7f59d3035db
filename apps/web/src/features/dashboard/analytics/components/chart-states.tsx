import { BarChart3 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';

/** Charts loading: as many blocks as charts, announced once. */
export function ChartsSkeleton({ count }: { count: number }) {
  const { t } = useTranslation('analytics');
  return (
    <div className="space-y-4">
      <p role="status" className="sr-only">
        {t('loading')}
      </p>
      {Array.from({ length: count }, (_, i) => (
        <Skeleton key={i} className="h-80 w-full" />
      ))}
    </div>
  );
}

/** The figures could not be loaded: say so, and try again. */
export function ChartsError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('analytics');
  return (
    <div role="alert">
      <EmptyState
        icon={BarChart3}
        title={t('error.title')}
        description={t('error.description')}
        action={<Button onClick={onRetry}>{t('error.retry')}</Button>}
      />
    </div>
  );
}
