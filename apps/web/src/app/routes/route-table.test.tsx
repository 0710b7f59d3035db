import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { apiPath } from '@portal/contract/constants';
import i18n from '@/i18n';
import { VERIFIED_PROFILE } from '../testing/fixtures';
import { mockApi } from '../testing/mock-api';
import { renderApp } from '../testing/render-app';
import { sidebarOf, USER_BOTTOM_BAR, USER_MENU } from '../shell/menus';
import { getPageTitleKey } from './page-title';
import type { TRouteDef } from './route-def';
import { ROUTES } from './route-table';
import type * as TRouteTable from './route-table';
import { certificateList } from '@/app/testing/fixtures';

vi.mock('@/components/ui/toast', () => ({ toast: vi.fn(), Toaster: () => null }));
vi.mock('@/features/notifications', () => ({ NotificationBell: () => null }));

/** A screen that is not in the product: added to the table, and to nothing else. */
vi.mock('./route-table', async (importOriginal) => {
  const original = await importOriginal<typeof TRouteTable>();
  const { createElement } = await import('react');
  const reports: TRouteDef = {
    path: '/reports/:period',
    area: 'verified',
    title: 'testReports',
    icon: 'chart',
    element: createElement('p', null, 'Isi laporan'),
    menu: { label: 'nav.testReports', to: '/reports/2026', visibility: 'verified' },
  };
  return { ...original, ROUTES: [...original.ROUTES, reports] };
});

beforeAll(async () => {
  await i18n.changeLanguage('id');
  i18n.addResource('id', 'shell', 'titles.testReports', 'Laporan Uji');
  i18n.addResource('id', 'shell', 'nav.testReports', 'Laporan');
});

describe('one route table', () => {
  it('a route added to the table gets its page title', () => {
    expect(getPageTitleKey('/reports/2026', ROUTES)).toBe('testReports');
  });

  it('and its entry in the sidebar of its area, with its visibility', () => {
    expect(USER_MENU.at(-1)).toMatchObject({
      key: 'testReports',
      to: '/reports/2026',
      labelKey: 'nav.testReports',
      icon: 'chart',
      visibility: 'verified',
    });
    expect(sidebarOf(ROUTES, true).some((i) => i.key === 'testReports')).toBe(false);
    expect(USER_BOTTOM_BAR.some((i) => i.key === 'testReports')).toBe(false);
  });

  it('and the router renders it under its guard, in the shell, with the header title and the active menu entry', async () => {
    mockApi({
      [apiPath('users/profile.php')]: { data: VERIFIED_PROFILE() },
      [apiPath('certificates/list.php')]: { data: certificateList(0) },
    });
    renderApp('/reports/2026');
    expect(await screen.findByText('Isi laporan')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Laporan Uji' })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Laporan' })[0]).toHaveAttribute('aria-current', 'page');
  });
});

describe('the table itself', () => {
  it('has each path once', () => {
    const paths = ROUTES.map((r) => r.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('every admin route names the roles that may use it, and no other route does', () => {
    for (const r of ROUTES) {
      if (r.area === 'admin') expect(r.roles, r.path).toBeDefined();
      else expect(r.roles, r.path).toBeUndefined();
    }
  });

  it('every route that draws an icon names one', () => {
    for (const r of ROUTES) if (r.menu || r.bottomBar) expect(r.icon, r.path).toBeDefined();
  });
});
