import { lazyPage } from '@/lib/lazy-page';

const NS = ['applications', 'fees', 'status', 'files', 'errors'];
export const ApplicationsPage = lazyPage(() => import('./pages/applications-page'), 'ApplicationsPage', NS);
export const NewApplicationPage = lazyPage(() => import('./pages/application-form-page'), 'NewApplicationPage', NS);
export const EditApplicationPage = lazyPage(() => import('./pages/application-form-page'), 'EditApplicationPage', NS);
export const ApplicationDetailPage = lazyPage(
  () => import('./pages/application-detail-page'),
  'ApplicationDetailPage',
  NS,
);
