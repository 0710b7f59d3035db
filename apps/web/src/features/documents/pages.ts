import { lazyPage } from '@/lib/lazy-page';

export const AdminDocumentsPage = lazyPage(() => import('./admin/pages/admin-documents-page'), 'AdminDocumentsPage', [
  'admin',
  'status',
  'errors',
  'files',
]);
