import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { API } from '@portal/contract/constants';
import i18n from '@/i18n';
import { ADMIN_PROFILE, VERIFIED_PROFILE } from '@/app/testing/fixtures';
import { mockApi } from '@/app/testing/mock-api';
import { renderApp } from '@/app/testing/render-app';

vi.mock('@/components/ui/toast', () => ({ toast: vi.fn(), Toaster: () => null }));
vi.mock('@/features/notifications', () => ({ NotificationBell: () => null }));

beforeEach(async () => {
  await i18n.changeLanguage('id');
});
afterEach(() => vi.unstubAllGlobals());

const certificates = { data: { items: [], summary: { total_certificates: 1, active_certificates: 1 } } };

describe('screens filled by later issues', () => {
  it('a user screen says plainly that the feature is coming', async () => {
    mockApi({ [API.profile]: { data: VERIFIED_PROFILE() }, [API.certificatesList]: certificates });
    renderApp('/analytics');
    expect(await screen.findByRole('heading', { level: 1, name: 'Analitik' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'Fitur ini sedang disiapkan' })).toBeInTheDocument();
    expect(screen.getByText('Segera hadir')).toBeInTheDocument();
  });

  it('an admin screen likewise, with no empty list that looks real', async () => {
    mockApi({ [API.profile]: { data: ADMIN_PROFILE() } });
    renderApp('/admin/dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard Admin' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'Fitur ini sedang disiapkan' })).toBeInTheDocument();
    expect(screen.queryByText(/Tidak ada data/)).toBeNull();
    expect(screen.getByText(/akan dirangkum di sini/)).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Dashboard Admin' })[0]).toHaveAttribute('aria-current', 'page');
  });

  it('in English too', async () => {
    await i18n.changeLanguage('en');
    mockApi({ [API.profile]: { data: ADMIN_PROFILE() } });
    renderApp('/admin/dashboard');
    expect(await screen.findByRole('heading', { level: 2, name: 'This feature is being prepared' })).toBeInTheDocument();
    expect(screen.getByText('Coming soon')).toBeInTheDocument();
  });
});
