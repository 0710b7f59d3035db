import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiPath } from '@portal/contract/constants';
import i18n from '@/i18n';
import { ADMIN_PROFILE, VERIFIED_PROFILE, certificateList } from '@/app/testing/fixtures';
import { mockApi } from '@/app/testing/mock-api';
import { renderApp } from '@/app/testing/render-app';
import { SIDEBAR_COLLAPSED_KEY } from './use-sidebar-collapsed';

vi.mock('@/components/ui/toast', () => ({ toast: vi.fn(), Toaster: () => null }));
vi.mock('@/features/notifications', () => ({ NotificationBell: () => null }));

beforeEach(async () => {
  window.localStorage.clear();
  await i18n.changeLanguage('id');
});
afterEach(() => vi.unstubAllGlobals());

const desktopSidebar = async () => {
  await waitFor(() => expect(document.querySelector('aside')).not.toBeNull());
  return document.querySelector('aside') as HTMLElement;
};

describe('collapsible sidebar (≥1024 px)', () => {
  it('collapses to icons with an aria-expanded toggle, keeps each label as name and tooltip, and is remembered', async () => {
    mockApi({
      [apiPath('users/profile.php')]: { data: ADMIN_PROFILE() },
      [apiPath('admin/users/list.php')]: { data: { items: [], page: 1, per_page: 20, total: 0 } },
    });
    const user = userEvent.setup();
    const app = renderApp('/admin/users');
    const aside = await desktopSidebar();
    const toggle = await within(aside).findByRole('button', { name: 'Ciutkan menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(document.getElementById(toggle.getAttribute('aria-controls')!)).toHaveAttribute(
      'aria-label',
      'Navigasi admin',
    );
    await user.click(toggle);
    const expand = within(aside).getByRole('button', { name: 'Perluas menu' });
    expect(expand).toHaveAttribute('aria-expanded', 'false');
    expect(aside).toHaveClass('w-16');
    const link = within(aside).getByRole('link', { name: 'Manajemen Pengguna' });
    expect(link).toHaveAttribute('title', 'Manajemen Pengguna');
    expect(window.localStorage.getItem(SIDEBAR_COLLAPSED_KEY)).toBe('1');
    app.unmount();

    renderApp('/admin/users');
    expect(await within(await desktopSidebar()).findByRole('button', { name: 'Perluas menu' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    await user.click(within(await desktopSidebar()).getByRole('button', { name: 'Perluas menu' }));
    expect(await desktopSidebar()).toHaveClass('w-64');
    expect(window.localStorage.getItem(SIDEBAR_COLLAPSED_KEY)).toBeNull();
  });

  it('works in the user shell too', async () => {
    window.localStorage.setItem(SIDEBAR_COLLAPSED_KEY, '1');
    mockApi({
      [apiPath('users/profile.php')]: { data: VERIFIED_PROFILE() },
      [apiPath('certificates/list.php')]: { data: certificateList(0) },
    });
    renderApp('/guide');
    const aside = await desktopSidebar();
    expect(await within(aside).findByRole('button', { name: 'Perluas menu' })).toBeInTheDocument();
    expect(within(aside).getByRole('link', { name: 'Panduan' })).toHaveAttribute('title', 'Panduan');
    expect(screen.getAllByRole('main')).toHaveLength(1);
  });
});
