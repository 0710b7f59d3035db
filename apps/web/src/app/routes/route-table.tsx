import { ADMIN_ROUTES } from './admin-routes';
import { COMPANY_ROUTES } from './company-routes';
import { ENTRY_ROUTES } from './entry-routes';
import type { TRouteDef } from './route-def';

/**
 * The one route table: the router, the page titles, the user and admin sidebars and the bottom bars
 * all derive from it (docs/decisions/022). A route is declared in the file of its area (its type in
 * route-def.tsx): the routes before sign-in (entry-routes.tsx, in the first chunk), the company's
 * area (company-routes.tsx) and the admin area (admin-routes.tsx). The sidebars list their entries
 * in the order of this table. This file, with the areas behind the login, loads with the signed-in
 * router and the shells.
 */
export const ROUTES: readonly TRouteDef[] = [...ENTRY_ROUTES, ...COMPANY_ROUTES, ...ADMIN_ROUTES];
