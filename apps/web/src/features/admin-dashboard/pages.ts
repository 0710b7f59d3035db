import { lazyPage } from '@/lib/lazy-page';

export const AdminDashboardPage = lazyPage(() => import('./pages/admin-dashboard-page'), 'AdminDashboardPage', [
  'adminDashboard',
  'status',
]);
export const AdminCalendarPage = lazyPage(() => import('./pages/admin-calendar-page'), 'AdminCalendarPage', [
  'adminDashboard',
  'admin',
]);
