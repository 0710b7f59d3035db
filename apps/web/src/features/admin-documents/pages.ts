import { lazyPage } from '@/lib/lazy-page';

export const AdminDocumentsPage = lazyPage(() => import('./pages/admin-documents-page'), 'AdminDocumentsPage', [
  'admin',
  'status',
  'errors',
  'files',
]);
