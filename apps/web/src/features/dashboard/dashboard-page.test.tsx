import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { API } from '@portal/contract/constants';
import i18n from '@/i18n';
import { UNVERIFIED_PROFILE, VERIFIED_PROFILE, makeProfile } from '@/app/testing/fixtures';
import { mockApi } from '@/app/testing/mock-api';
import { renderApp } from '@/app/testing/render-app';

vi.mock('@/components/ui/toast', () => ({ toast: vi.fn(), Toaster: () => null }));
vi.mock('@/features/notifications', () => ({ NotificationBell: () => null }));

beforeEach(async () => {
  await i18n.changeLanguage('id');
});
afterEach(() => vi.unstubAllGlobals());

const certificates = { data: { items: [], summary: { total_certificates: 0, active_certificates: 0 } } };

describe('dashboard', () => {
  it('welcomes the user, shows the statuses and the next step for an unverified company', async () => {
    mockApi({ [API.profile]: { data: UNVERIFIED_PROFILE() } });
    renderApp('/dashboard');
    expect(await screen.findByRole('heading', { name: 'Selamat datang, Budi Santoso' })).toBeInTheDocument();
    expect(screen.getByText('Aktif')).toBeInTheDocument();
    expect(screen.getByText('Belum Diverifikasi')).toBeInTheDocument();
    const main = screen.getByRole('main');
    expect(within(main).getByRole('link', { name: 'Buka Dokumen Registrasi' })).toHaveAttribute('href', '/document-registration');
    for (const label of ['Total Permohonan', 'Sertifikat Aktif', 'Menunggu Review']) expect(screen.getByText(label)).toBeInTheDocument();
    expect(screen.getByText('Belum ada aktivitas')).toBeInTheDocument();
  });

  it('a verified company sees no next-step card', async () => {
    mockApi({ [API.profile]: { data: VERIFIED_PROFILE() }, [API.certificatesList]: certificates });
    renderApp('/dashboard');
    expect(await screen.findAllByText('Terverifikasi')).toHaveLength(2);
    expect(screen.queryByRole('link', { name: 'Buka Dokumen Registrasi' })).not.toBeInTheDocument();
  });

  it('no company yet says so', async () => {
    mockApi({ [API.profile]: { data: makeProfile({}, null) } });
    renderApp('/');
    expect(await screen.findByText('Belum ada data perusahaan')).toBeInTheDocument();
  });
});
