import { lazyPage } from '@/lib/lazy-page';

export const AnalyticsPage = lazyPage(() => import('./pages/analytics-page'), 'AnalyticsPage', ['analytics', 'status']);
