import { lazyPage } from '@/lib/lazy-page';

export const PlaceholderPage = lazyPage(() => import('./placeholder-page'), 'PlaceholderPage', ['pages']);
