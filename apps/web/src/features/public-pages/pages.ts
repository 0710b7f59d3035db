import { lazyPage } from '@/lib/lazy-page';

export const PublicInfoPage = lazyPage(() => import('./public-info-page'), 'PublicInfoPage', ['pages']);
export const TermsPage = lazyPage(() => import('./terms-page'), 'TermsPage', ['legal']);
