import { Suspense } from 'react';
import { Skeleton } from '@/components/ui/skeleton';
import { lazyPage } from '@/lib/lazy-page';

const Charts = lazyPage(() => import('./admin-analytics-charts'), 'AdminAnalyticsCharts', ['analytics', 'status']);

/** The admin charts: their code (with recharts) and texts are fetched on first mount; a wordless block until then. */
export function AdminAnalyticsCharts() {
  return (
    <Suspense fallback={<Skeleton className="h-80 w-full" />}>
      <Charts />
    </Suspense>
  );
}
