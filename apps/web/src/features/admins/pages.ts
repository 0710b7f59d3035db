import { lazyPage } from '@/lib/lazy-page';

export const AdminAdminsPage = lazyPage(() => import('./admin/pages/admin-admins-page'), 'AdminAdminsPage', [
  'admins',
  'admin',
  'errors',
  'validation',
]);
