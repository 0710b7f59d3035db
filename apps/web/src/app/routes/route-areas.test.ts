import { describe, expect, it } from 'vitest';
import { ADMIN_ROUTES } from './admin-routes';
import { COMPANY_ROUTES } from './company-routes';
import { ENTRY_ROUTES } from './entry-routes';
import type { TAdminRouteDef, TCompanyRouteDef, TEntryRouteDef } from './route-def';
import { ROUTES } from './route-table';

const areasOf = (routes: readonly { area: string }[]) => [...new Set(routes.map((r) => r.area))].sort();

describe('the route table, one file per area', () => {
  it('is the entry routes, then the company area, then the admin area, in that order (the sidebars follow it)', () => {
    expect(ROUTES).toEqual([...ENTRY_ROUTES, ...COMPANY_ROUTES, ...ADMIN_ROUTES]);
    expect(ROUTES.map((r) => r.path)).toEqual([
      ...ENTRY_ROUTES.map((r) => r.path),
      ...COMPANY_ROUTES.map((r) => r.path),
      ...ADMIN_ROUTES.map((r) => r.path),
    ]);
  });

  it('each file holds the routes of its own area only', () => {
    expect(areasOf(ENTRY_ROUTES)).toEqual(['guest', 'public']);
    expect(areasOf(COMPANY_ROUTES)).toEqual(['user', 'verified']);
    expect(areasOf(ADMIN_ROUTES)).toEqual(['admin']);
    expect(ADMIN_ROUTES.every((r) => r.path === '/admin' || r.path.startsWith('/admin/'))).toBe(true);
    expect(COMPANY_ROUTES.some((r) => r.path.startsWith('/admin'))).toBe(false);
  });

  it('every admin route keeps its roles when the area is set', () => {
    for (const r of ADMIN_ROUTES) expect(r.roles, r.path).toBeDefined();
    expect(ADMIN_ROUTES.find((r) => r.path === '/admin/payment-verification')?.roles).toEqual(['finance']);
    expect(ADMIN_ROUTES.find((r) => r.path === '/admin/admins')?.roles).toEqual([]);
  });

  it('the types keep roles on the admin area and off the others (checked by the type check)', () => {
    // @ts-expect-error an admin route without roles does not compile
    const adminWithoutRoles: TAdminRouteDef = { path: '/admin/x', area: 'admin', title: 'x', element: null };
    // @ts-expect-error a company route with roles does not compile
    const companyWithRoles: TCompanyRouteDef = { path: '/x', area: 'user', title: 'x', element: null, roles: 'any' };
    // @ts-expect-error an admin route is not an entry route
    const adminAsEntry: TEntryRouteDef = { path: '/admin/x', area: 'admin', title: 'x', element: null, roles: 'any' };
    expect([adminWithoutRoles, companyWithRoles, adminAsEntry]).toHaveLength(3);
  });
});
