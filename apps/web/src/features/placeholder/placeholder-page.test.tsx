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
  it('a user screen shows its header title, an explanatory empty state and the route reference', async () => {
    mockApi({ [API.profile]: { data: VERIFIED_PROFILE() }, [API.certificatesList]: certificates });
    renderApp('/applications/SP-123456789');
    expect(await screen.findByRole('heading', { level: 1, name: 'Detail Permohonan' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'Detail permohonan' })).toBeInTheDocument();
    expect(screen.getByText('SP-123456789')).toBeInTheDocument();
  });

  it('an admin screen likewise', async () => {
    mockApi({ [API.profile]: { data: ADMIN_PROFILE() } });
    renderApp('/admin/payment-verification');
    expect(await screen.findByRole('heading', { level: 1, name: 'Verifikasi Pembayaran' })).toBeInTheDocument();
    expect(await screen.findByText('Tidak ada pembayaran yang menunggu verifikasi')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Verifikasi Pembayaran' })).toHaveAttribute('aria-current', 'page');
  });
});
