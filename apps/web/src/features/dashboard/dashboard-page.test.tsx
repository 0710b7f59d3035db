import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { API, COMPANY_STATUS } from '@portal/contract/constants';
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
  it('welcomes the user, shows the statuses and asks an unverified company to complete its data first', async () => {
    mockApi({ [API.profile]: { data: UNVERIFIED_PROFILE() }, [API.documentsList]: { data: { documents: [] } } });
    renderApp('/dashboard');
    expect(await screen.findByRole('heading', { name: 'Selamat datang, Budi Santoso' })).toBeInTheDocument();
    expect(screen.getByText('Aktif')).toBeInTheDocument();
    expect(screen.getByText('Belum Diverifikasi')).toBeInTheDocument();
    const card = await screen.findByRole('region', { name: 'Lengkapi data perusahaan' });
    expect(within(card).getByText(/Masih ada 17 data perusahaan yang kosong/)).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Lengkapi Data' })).toHaveAttribute('href', '/document-registration');
    for (const label of ['Total Permohonan', 'Sertifikat Aktif', 'Menunggu Review']) expect(screen.getByText(label)).toBeInTheDocument();
    expect(screen.getByText('Belum ada aktivitas')).toBeInTheDocument();
  });

  it('in review: waits with the expected date and never asks to complete the registration', async () => {
    const profile = makeProfile({}, { status: COMPANY_STATUS.IN_REVIEW, submitted_at: '2026-11-20T03:00:00.000Z' });
    mockApi({ [API.profile]: { data: profile }, [API.documentsList]: { data: { documents: [] } } });
    renderApp('/dashboard');
    const card = await screen.findByRole('region', { name: 'Registrasi sedang ditinjau admin' });
    expect(within(card).getByText(/dalam 3 hari kerja/)).toBeInTheDocument();
    expect(within(card).getByText('Perkiraan selesai: 25 November 2026.')).toBeInTheDocument();
    expect(screen.queryByText(/lengkapi dokumen registrasi/i)).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Lengkapi Data' })).not.toBeInTheDocument();
  });

  it('in review with a rejected document: replace it', async () => {
    const rejected = { uuid: 'd1', document_type: 'nib', category: 'initial_registration', status: 'rejected', original_name: 'nib.pdf', file_size: 1, mime_type: 'application/pdf', sha256: 'x', uploaded_at: '2026-11-20T03:00:00.000Z', review_note: 'buram', file_url: '/x' };
    mockApi({ [API.profile]: { data: makeProfile({}, { status: COMPANY_STATUS.IN_REVIEW }) }, [API.documentsList]: { data: { documents: [rejected] } } });
    renderApp('/dashboard');
    const card = await screen.findByRole('region', { name: 'Perbaiki dokumen yang ditolak' });
    expect(within(card).getByRole('link', { name: 'Perbaiki Dokumen' })).toHaveAttribute('href', '/document-registration');
  });

  it('a verified company is sent to apply for an SBU (in English too)', async () => {
    mockApi({ [API.profile]: { data: VERIFIED_PROFILE() }, [API.certificatesList]: certificates });
    renderApp('/dashboard');
    expect(await screen.findAllByText('Terverifikasi')).toHaveLength(2);
    const card = screen.getByRole('region', { name: 'Ajukan SBU' });
    expect(within(card).getByRole('link', { name: 'Ajukan SBU' })).toHaveAttribute('href', '/applications');
    expect(screen.queryByRole('link', { name: 'Buka Dokumen Registrasi' })).not.toBeInTheDocument();
    await i18n.changeLanguage('en');
    expect(await screen.findByRole('link', { name: 'Apply for SBU' })).toHaveAttribute('href', '/applications');
  });

  it('no company yet says so', async () => {
    mockApi({ [API.profile]: { data: makeProfile({}, null) } });
    renderApp('/');
    expect(await screen.findByText('Belum ada data perusahaan')).toBeInTheDocument();
  });
});
