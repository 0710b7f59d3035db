import { lazyPage } from '@/lib/lazy-page';

export const ErrorPage = lazyPage(() => import('./error-page'), 'ErrorPage', ['pages']);
export const NotFoundPage = lazyPage(() => import('./not-found-page'), 'NotFoundPage', ['pages']);
