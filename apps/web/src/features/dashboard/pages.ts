import { lazyPage } from '@/lib/lazy-page';

export const DashboardPage = lazyPage(() => import('./dashboard-page'), 'DashboardPage', ['pages']);

export const AdminDashboardPage = lazyPage(() => import('./admin/pages/admin-dashboard-page'), 'AdminDashboardPage', [
  'adminDashboard',
  'status',
]);
export const AdminCalendarPage = lazyPage(() => import('./admin/pages/admin-calendar-page'), 'AdminCalendarPage', [
  'adminDashboard',
  'admin',
]);

export const AnalyticsPage = lazyPage(() => import('./analytics/pages/analytics-page'), 'AnalyticsPage', [
  'analytics',
  'status',
]);
