import { lazyPage } from '@/lib/lazy-page';

export const DocumentRegistrationPage = lazyPage(
  () => import('./pages/document-registration-page'),
  'DocumentRegistrationPage',
  ['onboarding', 'company', 'status', 'errors', 'files'],
);
