import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiPath, STATUS_BADGE_LABELS_ID, type TCertificateStatus } from '@portal/contract/constants';
import i18n from '@/i18n';
import { mockApi, unauthenticated, type TMockReply } from '@/app/testing/mock-api';
import { renderApp } from '@/app/testing/render-app';
import { VERIFIED_PROFILE } from '@/app/testing/fixtures';
import { ACTIVE_UUID, SUCCESSOR_UUID, publicCertificate } from '../testing';

vi.mock('@/components/ui/toast', () => ({ toast: vi.fn(), Toaster: () => null }));

beforeEach(async () => {
  await i18n.changeLanguage('id');
});
afterEach(() => vi.unstubAllGlobals());

const statusPanel = () => screen.getByRole('article');
const statusHeading = () => within(statusPanel()).getByRole('heading', { level: 2 });

describe('/sertifikat/{uuid} (the QR page)', () => {
  it.each<[TCertificateStatus, string, string, string]>([
    ['active', 'Aktif', 'bg-emerald-50', 'lucide-circle-check'],
    ['expired', 'Kadaluarsa', 'bg-amber-50', 'lucide-calendar-x'],
    ['revoked', 'Dicabut', 'bg-red-50', 'lucide-shield-x'],
    ['superseded', 'Diperbarui', 'bg-blue-50', 'lucide-refresh-cw'],
  ])(
    '%s: the status in words (%s), with its colour and icon, then the public fields',
    async (status, word, colour, icon) => {
      const api = mockApi({
        [apiPath('users/profile.php')]: unauthenticated,
        [apiPath('certificates/public.php')]: { data: { certificate: publicCertificate({ status }), current: null } },
      });
      renderApp(`/sertifikat/${ACTIVE_UUID}`);
      expect(await screen.findByRole('heading', { level: 2, name: `Status sertifikat ${word}` })).toBeInTheDocument();
      // The same word as the status badges elsewhere in the portal.
      expect(word).toBe(STATUS_BADGE_LABELS_ID[status]);
      const hero = statusHeading().closest('[data-status]')!;
      expect(hero).toHaveAttribute('data-status', status);
      expect(hero).toHaveClass(colour);
      expect(within(hero as HTMLElement).getByTestId('status-icon')).toHaveClass(icon);
      expect(api.callsTo(apiPath('certificates/public.php'))[0].url).toContain(`uuid=${ACTIVE_UUID}`);

      const panel = statusPanel();
      expect(within(panel).getByText('SBU-2026-000123')).toBeInTheDocument();
      expect(within(panel).getByText('PT Maju Jaya Konstruksi')).toBeInTheDocument();
      expect(within(panel).getByText('Menengah')).toBeInTheDocument();
      expect(within(panel).getByText('12 Maret 2026')).toBeInTheDocument();
      expect(within(panel).getAllByText('11 Maret 2029').length).toBeGreaterThan(0);
      expect(within(panel).getByText('LSBU Kadin Indonesia')).toBeInTheDocument();
      expect(within(panel).getByRole('heading', { level: 3, name: 'Sub-bidang (2)' })).toBeInTheDocument();
      const rows = within(panel).getAllByRole('listitem');
      expect(rows).toHaveLength(2);
      expect(rows[0]).toHaveTextContent('BG001Konstruksi Gedung Hunian');
      expect(rows[0]).toHaveTextContent('Bidang: Bangunan Gedung · KBLI 41011');
      expect(within(panel).getByTestId('checked-at')).toHaveTextContent(
        /^Diverifikasi pada \d{1,2} \w+ 20\d\d,? \d{2}[.:]\d{2} WIB$/,
      );
    },
  );

  it('active says until when; expired says since when', async () => {
    mockApi({
      [apiPath('users/profile.php')]: unauthenticated,
      [apiPath('certificates/public.php')]: { data: { certificate: publicCertificate(), current: null } },
    });
    renderApp(`/sertifikat/${ACTIVE_UUID}`);
    expect(await screen.findByText('Sertifikat ini sah dan berlaku sampai 11 Maret 2029.')).toBeInTheDocument();
  });

  it('superseded links to its successor by number, and the link opens the successor', async () => {
    const successor = publicCertificate({
      certificate_uuid: SUCCESSOR_UUID,
      number: 'SBU-2029-000045',
      issued_on: '2029-02-01',
      valid_until: '2032-01-31',
      revision: 1,
    });
    mockApi({
      [apiPath('users/profile.php')]: unauthenticated,
      [apiPath('certificates/public.php')]: (req) =>
        req.url.includes(SUCCESSOR_UUID)
          ? { data: { certificate: successor, current: null } }
          : {
              data: {
                certificate: publicCertificate({
                  status: 'superseded',
                  superseded_by: { certificate_uuid: SUCCESSOR_UUID, number: 'SBU-2029-000045' },
                }),
                current: { uuid: SUCCESSOR_UUID, number: 'SBU-2029-000045', status: 'active' },
              },
            },
    });
    const app = renderApp(`/sertifikat/${ACTIVE_UUID}`);
    expect(await screen.findByRole('heading', { name: 'Status sertifikat Diperbarui' })).toBeInTheDocument();
    const link = screen.getByRole('link', { name: 'SBU-2029-000045' });
    expect(link).toHaveAttribute('href', `/sertifikat/${SUCCESSOR_UUID}`);
    await userEvent.setup().click(link);
    expect(await screen.findByRole('heading', { name: 'Status sertifikat Aktif' })).toBeInTheDocument();
    expect(screen.getByText('SBU-2029-000045')).toBeInTheDocument();
    expect(app.location().pathname).toBe(`/sertifikat/${SUCCESSOR_UUID}`);
  });

  it('after an upgrade and a renewal: "Ditingkatkan", the direct successor, and a prominent link to the one in force now', async () => {
    const CURRENT_UUID = '0b1c2d3e-4f5a-4b6c-8d7e-9f0a1b2c3d4e';
    mockApi({
      [apiPath('users/profile.php')]: unauthenticated,
      [apiPath('certificates/public.php')]: (req) =>
        req.url.includes(CURRENT_UUID)
          ? {
              data: {
                certificate: publicCertificate({ certificate_uuid: CURRENT_UUID, number: 'SBU-2032-000007' }),
                current: null,
              },
            }
          : {
              data: {
                certificate: publicCertificate({
                  status: 'superseded',
                  superseded_by: { certificate_uuid: SUCCESSOR_UUID, number: 'SBU-2029-000045' },
                  superseded_kind: 'upgrade',
                }),
                current: { uuid: CURRENT_UUID, number: 'SBU-2032-000007', status: 'active' },
              },
            },
    });
    const app = renderApp(`/sertifikat/${ACTIVE_UUID}`);
    expect(await screen.findByRole('heading', { name: 'Status sertifikat Ditingkatkan' })).toBeInTheDocument();
    expect(screen.getByText(/telah ditingkatkan dan digantikan/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'SBU-2029-000045' })).toHaveAttribute(
      'href',
      `/sertifikat/${SUCCESSOR_UUID}`,
    );
    const now = screen.getByRole('link', { name: 'Lihat sertifikat yang berlaku sekarang: SBU-2032-000007 (Aktif)' });
    expect(now).toHaveAttribute('href', `/sertifikat/${CURRENT_UUID}`);
    // Not a redirect: the page stays on the certificate asked for until the visitor follows the link.
    expect(app.location().pathname).toBe(`/sertifikat/${ACTIVE_UUID}`);
    await userEvent.setup().click(now);
    expect(await screen.findByRole('heading', { name: 'Status sertifikat Aktif' })).toBeInTheDocument();
    expect(app.location().pathname).toBe(`/sertifikat/${CURRENT_UUID}`);
  });

  it('404: "Sertifikat tidak ditemukan" with a way to /verify; a path that is no UUID is not asked for', async () => {
    const api = mockApi({
      [apiPath('users/profile.php')]: unauthenticated,
      [apiPath('certificates/public.php')]: { status: 404, error: { code: 'NOT_FOUND' } },
    });
    const first = renderApp(`/sertifikat/${ACTIVE_UUID}`);
    expect(await screen.findByRole('heading', { level: 2, name: 'Sertifikat tidak ditemukan' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Tautan atau kode QR ini tidak mengarah');
    expect(screen.getByRole('link', { name: 'Cari dengan nomor sertifikat' })).toHaveAttribute('href', '/verify');
    expect(api.callsTo(apiPath('certificates/public.php'))).toHaveLength(1);
    first.unmount();

    renderApp('/sertifikat/not-a-uuid');
    expect(await screen.findByRole('heading', { level: 2, name: 'Sertifikat tidak ditemukan' })).toBeInTheDocument();
    expect(api.callsTo(apiPath('certificates/public.php'))).toHaveLength(1);
  });

  it.each<[string, TMockReply, string]>([
    [
      'with Retry-After',
      { status: 429, error: { code: 'RATE_LIMITED' }, headers: { 'Retry-After': '300' } },
      'Coba lagi dalam 5 menit.',
    ],
    ['without it', { status: 429, error: { code: 'RATE_LIMITED' } }, 'Coba lagi beberapa menit lagi.'],
  ])('429 %s: a rate-limit message', async (_, reply, text) => {
    mockApi({ [apiPath('users/profile.php')]: unauthenticated, [apiPath('certificates/public.php')]: reply });
    renderApp(`/sertifikat/${ACTIVE_UUID}`);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Terlalu banyak pemeriksaan');
    expect(alert).toHaveTextContent(text);
  });

  it('a failure can be tried again; meanwhile a skeleton says it is loading', async () => {
    let fail = true;
    mockApi({
      [apiPath('users/profile.php')]: unauthenticated,
      [apiPath('certificates/public.php')]: () =>
        fail
          ? { status: 500, error: { code: 'INTERNAL' } }
          : { data: { certificate: publicCertificate(), current: null } },
    });
    renderApp(`/sertifikat/${ACTIVE_UUID}`);
    expect(await screen.findByRole('status')).toHaveTextContent('Memuat data sertifikat…');
    expect(await screen.findByRole('alert')).toHaveTextContent('Data sertifikat tidak dapat dimuat');
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Coba lagi' }));
    expect(await screen.findByRole('heading', { name: 'Status sertifikat Aktif' })).toBeInTheDocument();
  });

  it('works signed in too, and in English', async () => {
    mockApi({
      [apiPath('users/profile.php')]: { data: VERIFIED_PROFILE() },
      [apiPath('certificates/public.php')]: {
        data: { certificate: publicCertificate({ status: 'revoked' }), current: null },
      },
    });
    await i18n.changeLanguage('en');
    renderApp(`/sertifikat/${ACTIVE_UUID}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Certificate Detail' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'Certificate status Revoked' })).toBeInTheDocument();
    expect(screen.getByText('Medium')).toBeInTheDocument();
    expect(screen.getByText('March 11, 2029')).toBeInTheDocument();
    expect(screen.getByTestId('checked-at')).toHaveTextContent(/^Verified on .+ WIB$/);
  });
});
