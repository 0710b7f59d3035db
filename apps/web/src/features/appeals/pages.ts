import { lazyPage } from '@/lib/lazy-page';

/** Banding & Keluhan, the administrators' queues (docs/business-rules.md#complaints-and-appeals). */
export const AdminAppealsPage = lazyPage(() => import('./admin/pages/admin-appeals-page'), 'AdminAppealsPage', [
  'appeals',
  'admin',
  'errors',
]);
