import { lazyPage } from '@/lib/lazy-page';

export const AdminUsersPage = lazyPage(() => import('./admin/pages/admin-users-page'), 'AdminUsersPage', [
  'admin',
  'status',
  'errors',
]);
