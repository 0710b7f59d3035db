import { lazyPage } from '@/lib/lazy-page';

export const DashboardPage = lazyPage(() => import('./dashboard-page'), 'DashboardPage', ['pages']);
