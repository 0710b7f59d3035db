import { lazyPage } from '@/lib/lazy-page';

export const AdminUsersPage = lazyPage(() => import('./pages/admin-users-page'), 'AdminUsersPage', [
  'admin',
  'status',
  'errors',
]);
