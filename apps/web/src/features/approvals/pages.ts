import { lazyPage } from '@/lib/lazy-page';

export const AdminApprovalsPage = lazyPage(() => import('./admin/pages/admin-approvals-page'), 'AdminApprovalsPage', [
  'approvals',
  'adminAudit',
  'admin',
  'errors',
]);
