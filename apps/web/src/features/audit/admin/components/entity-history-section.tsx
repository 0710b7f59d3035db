import { Suspense } from 'react';
import { Skeleton } from '@/components/ui/skeleton';
import { lazyPage } from '@/lib/lazy-page';
import type { TEntityHistoryProps } from './entity-history';

// Its own chunk with its texts: a detail page does not carry the audit screens' code.
const LazyEntityHistory = lazyPage(() => import('./entity-history'), 'EntityHistory', ['adminAudit']);

/** "Riwayat audit" of one entity on its admin detail page (docs/business-rules.md#audit-trail). */
export function EntityHistory(props: TEntityHistoryProps) {
  return (
    <Suspense fallback={<Skeleton className="h-32 w-full rounded-lg" />}>
      <LazyEntityHistory {...props} />
    </Suspense>
  );
}
