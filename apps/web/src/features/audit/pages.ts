import { lazyPage } from '@/lib/lazy-page';

export const AdminAuditPage = lazyPage(() => import('./admin/pages/admin-audit-page'), 'AdminAuditPage', [
  'adminAudit',
  'admin',
  'errors',
]);
