import { isValidElement } from 'react';
import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { API } from '@portal/contract/constants';
import i18n from '@/i18n';
import { PlaceholderPage } from '@/features/placeholder/pages';
import { VERIFIED_PROFILE } from '../testing/fixtures';
import { mockApi } from '../testing/mock-api';
import { renderApp } from '../testing/render-app';
import { sidebarOf, USER_BOTTOM_BAR, USER_MENU } from '../shell/menus';
import { getPageTitleKey } from './page-title';
import { ROUTES, type TRouteDef } from './route-table';
import type * as TRouteTable from './route-table';

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
  // A placeholder with an Indonesian sentence only: proves the sentence check below can fail.
  const soon: TRouteDef = { path: '/test-soon', area: 'user', title: 'testSoon', icon: 'chart', element: createElement(PlaceholderPage, { page: 'testSoon', icon: 'chart' }) };
  return { ...original, ROUTES: [...original.ROUTES, reports, soon] };
});

beforeAll(async () => {
  await i18n.changeLanguage('id');
  i18n.addResource('id', 'shell', 'titles.testReports', 'Laporan Uji');
  i18n.addResource('id', 'shell', 'nav.testReports', 'Laporan');
  i18n.addResource('id', 'pages', 'placeholder.testSoon.description', 'Segera hadir.');
});

describe('one route table', () => {
  it('a route added to the table gets its page title', () => {
    expect(getPageTitleKey('/reports/2026', ROUTES)).toBe('testReports');
  });

  it('and its entry in the sidebar of its area, with its visibility', () => {
    expect(USER_MENU.at(-1)).toMatchObject({ key: 'testReports', to: '/reports/2026', labelKey: 'nav.testReports', icon: 'chart', visibility: 'verified' });
    expect(sidebarOf(ROUTES, true).some((i) => i.key === 'testReports')).toBe(false);
    expect(USER_BOTTOM_BAR.some((i) => i.key === 'testReports')).toBe(false);
  });

  it('and the router renders it under its guard, in the shell, with the header title and the active menu entry', async () => {
    mockApi({ [API.profile]: { data: VERIFIED_PROFILE() }, [API.certificatesList]: { data: { items: [], summary: { total_certificates: 0 } } } });
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

  it('every placeholder has its sentence, in id and en', () => {
    const screens = ROUTES.filter((r) => isValidElement(r.element) && r.element.type === PlaceholderPage);
    // A placeholder's heading is the common "coming soon" one (pages:placeholder.comingSoonTitle).
    const missing = screens.flatMap((r) =>
      ['id', 'en'].filter((lng) => !i18n.exists(`placeholder.${r.title}.description`, { lng, ns: 'pages', fallbackLng: false })).map((lng) => `${lng} ${r.title}`),
    );
    // Only the test's own placeholder (no English sentence) is missing one; this holds with no
    // real placeholder left, and fails for any real one without its sentences.
    expect(missing).toEqual(['en testSoon']);
  });

  it('every route that draws an icon names one', () => {
    for (const r of ROUTES) if (r.menu || r.bottomBar) expect(r.icon, r.path).toBeDefined();
  });
});
