import { lazyPage } from '@/lib/lazy-page';

/**
 * The router of the areas behind the login (and of unknown paths): a chunk of its own with the
 * rest of the route table, its guards and menus, so the sign-in pages never load them.
 */
export const SignedInRoutes = lazyPage(() => import('./signed-in-routes'), 'SignedInRoutes');
