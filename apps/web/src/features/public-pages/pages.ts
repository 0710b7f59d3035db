import { lazyPage } from '@/lib/lazy-page';

export const TermsPage = lazyPage(() => import('./terms-page'), 'TermsPage', ['legal']);
