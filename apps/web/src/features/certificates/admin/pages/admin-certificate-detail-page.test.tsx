import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiPath } from '@portal/contract/constants';
import i18n from '@/i18n';
import { toast } from '@/components/ui/toast';
import { ADMIN_PROFILE } from '@/app/testing/fixtures';
import { mockApi, type TMockHandler } from '@/app/testing/mock-api';
import { renderApp } from '@/app/testing/render-app';
import { certUuid, makeAdminCertificate } from '../testing';

vi.mock('@/components/ui/toast', () => ({ toast: vi.fn(), Toaster: () => null }));
vi.mock('@/features/notifications', () => ({ NotificationBell: () => null }));

const uuid = certUuid(1);
const revised = makeAdminCertificate({
  revision: 2,
  revisions: [
    {
      revision: 1,
      reason: null,
      created_at: '2026-11-20T03:00:00.000Z',
      changed_fields: [],
      pdf_url: `${apiPath('certificates/generate_pdf.php')}?uuid=${uuid}`,
    },
    {
      revision: 2,
      reason: 'Alamat salah ketik',
      created_at: '2026-11-22T03:00:00.000Z',
      changed_fields: ['company_address'],
      pdf_url: `${apiPath('certificates/generate_pdf.php')}?uuid=${uuid}`,
    },
  ],
});
function setup(routes: Record<string, TMockHandler> = {}) {
  let current = revised;
  return mockApi({
    [apiPath('users/profile.php')]: { data: ADMIN_PROFILE() },
    [apiPath('admin/menu-counts.php')]: { data: { companies_waiting: 0, approvals_pending: 0 } },
    [apiPath('admin/certificates/detail.php')]: () => ({ data: { certificate: current } }),
    [apiPath('admin/certificates/revoke.php')]: (req) => {
      current = {
        ...current,
        status: 'revoked',
        revoked_at: '2026-11-24T03:00:00.000Z',
        revoke_reason: String(req.body?.reason),
      };
      return { data: { certificate: current } };
    },
    ...routes,
  });
}

beforeAll(async () => {
  await import('./admin-certificate-detail-page');
}, 30_000);
beforeEach(async () => {
  vi.mocked(toast).mockClear();
  await i18n.changeLanguage('id');
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('Detail SBU (admin)', () => {
  it(
    'shows the data, every revision with its own PDF, the history and the verification count',
    { timeout: 20_000 },
    async () => {
      const api = setup();
      renderApp(`/admin/certificates/${uuid}`);
      expect(await screen.findByRole('heading', { level: 2, name: 'SBU-2026-000001' })).toBeInTheDocument();
      expect(api.callsTo(apiPath('admin/certificates/detail.php'))[0].url).toContain(`uuid=${uuid}`);
      expect(screen.getByText('01.312.166.0-091.000')).toBeInTheDocument();
      expect(screen.getByText(/KBLI 41011/)).toBeInTheDocument();
      expect(screen.getByText('Dr. Budi Santoso — Ketua Lembaga Sertifikasi')).toBeInTheDocument();
      expect(screen.getByText(/^Diverifikasi 12 kali, terakhir /)).toBeInTheDocument();
      const revisions = screen.getByRole('heading', { name: 'Revisi' }).closest('div')!.parentElement!;
      expect(within(revisions).getByText('Alamat salah ketik')).toBeInTheDocument();
      expect(within(revisions).getByText('Diubah: alamat')).toBeInTheDocument();
      // Each revision's PDF goes through the file helper to admin/certificates/view.php with its revision.
      const tab = { opener: {}, location: { href: '' }, close: vi.fn() };
      vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
      vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:pdf'), revokeObjectURL: vi.fn() }));
      await userEvent.setup().click(screen.getByRole('button', { name: 'Lihat SBU-2026-000001 Revisi 1' }));
      // The file helper fetches the absolute URL (same origin, checked).
      const pdfCalls = () =>
        api.calls.filter((c) => new URL(c.url, 'http://x').pathname === apiPath('admin/certificates/view.php'));
      await waitFor(() => expect(pdfCalls()).toHaveLength(1));
      expect(Object.fromEntries(new URL(pdfCalls()[0].url).searchParams)).toEqual({
        uuid,
        revision: '1',
        mode: 'view',
      });
      expect(screen.getByRole('button', { name: 'Unduh SBU-2026-000001 Revisi 2' })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Revisi Data' })).toHaveAttribute('href', `/admin/sbu/edit/${uuid}`);
    },
  );

  it('revoking needs a reason, is confirmed, sends it and shows the new status', { timeout: 20_000 }, async () => {
    const api = setup();
    const user = userEvent.setup();
    renderApp(`/admin/certificates/${uuid}`);
    await user.click(await screen.findByRole('button', { name: 'Cabut Sertifikat' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cabut sertifikat SBU-2026-000001?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cabut Sertifikat' }));
    expect(await within(dialog).findByText('Kolom ini wajib diisi')).toBeInTheDocument();
    expect(api.callsTo(apiPath('admin/certificates/revoke.php'))).toHaveLength(0);
    await user.click(within(dialog).getByRole('textbox', { name: /Alasan pencabutan/ }));
    await user.paste('Data perusahaan palsu');
    await user.click(within(dialog).getByRole('button', { name: 'Cabut Sertifikat' }));
    await waitFor(() => expect(api.callsTo(apiPath('admin/certificates/revoke.php'))).toHaveLength(1));
    expect(api.callsTo(apiPath('admin/certificates/revoke.php'))[0].body).toMatchObject({
      uuid,
      reason: 'Data perusahaan palsu',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: 'Sertifikat SBU-2026-000001 dicabut.' }));
    expect(await screen.findByText('Data perusahaan palsu')).toBeInTheDocument();
    expect(screen.getAllByText('Dicabut').length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: 'Cabut Sertifikat' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Revisi Data' })).not.toBeInTheDocument();
  });

  it(
    'a revocation waiting for another administrator (202) says so; the page is read again and shows the waiting request instead of Cabut and Revisi',
    { timeout: 20_000 },
    async () => {
      const approval = {
        uuid: '0b9d2d4e-6a59-4f4e-9d3b-2f1f6f0c0a12',
        action: 'certificate.revoke' as const,
        status: 'pending',
      };
      let waiting = false;
      const api = setup({
        [apiPath('admin/certificates/revoke.php')]: () => {
          waiting = true;
          return { status: 202, data: { approval } };
        },
        [apiPath('admin/certificates/detail.php')]: () => ({
          data: {
            certificate: {
              ...revised,
              pending_approval: waiting
                ? {
                    uuid: approval.uuid,
                    action: approval.action,
                    requested_by_name: 'Sari Sertifikasi',
                    requested_at: '2026-11-24T03:00:00.000Z',
                    expires_at: '2026-12-01T03:00:00.000Z',
                  }
                : null,
            },
          },
        }),
      });
      const user = userEvent.setup();
      renderApp(`/admin/certificates/${uuid}`);
      await user.click(await screen.findByRole('button', { name: 'Cabut Sertifikat' }));
      const dialog = await screen.findByRole('dialog');
      await user.click(within(dialog).getByRole('textbox'));
      await user.paste('Data perusahaan palsu');
      await user.click(within(dialog).getByRole('button', { name: 'Cabut Sertifikat' }));
      await waitFor(() => expect(api.callsTo(apiPath('admin/certificates/revoke.php'))).toHaveLength(1));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: 'Menunggu persetujuan administrator lain' }));
      expect(toast).not.toHaveBeenCalledWith(expect.objectContaining({ title: 'Sertifikat SBU-2026-000001 dicabut.' }));

      // The certificate stays active; the waiting revocation replaces Cabut and Revisi.
      const callout = (await screen.findByRole('heading', { name: 'Pencabutan menunggu persetujuan' })).closest(
        '[role="status"]',
      ) as HTMLElement;
      expect(callout).toHaveTextContent(
        'Diminta oleh Sari Sertifikasi pada 24 Nov 2026, 10.00 WIB; dapat diputuskan sampai 1 Des 2026, 10.00 WIB.',
      );
      expect(within(callout).getByRole('link', { name: 'Buka Menunggu Persetujuan' })).toHaveAttribute(
        'href',
        '/admin/approvals',
      );
      expect(screen.queryByRole('button', { name: 'Cabut Sertifikat' })).not.toBeInTheDocument();
      expect(screen.queryByRole('link', { name: 'Revisi Data' })).not.toBeInTheDocument();
      // The card's sentence no longer offers what is not there.
      expect(screen.getByText('Permintaan di bawah ini menunggu keputusan administrator lain.')).toBeInTheDocument();
      expect(screen.queryByText(/^Perbaiki data dengan revisi/)).not.toBeInTheDocument();
    },
  );

  it('a waiting revision is named as a revision, in English too', async () => {
    setup({
      [apiPath('admin/certificates/detail.php')]: {
        data: {
          certificate: {
            ...revised,
            pending_approval: {
              uuid: '0b9d2d4e-6a59-4f4e-9d3b-2f1f6f0c0a13',
              action: 'certificate.revise',
              requested_by_name: 'Sari Sertifikasi',
              requested_at: '2026-11-24T03:00:00.000Z',
              expires_at: '2026-12-01T03:00:00.000Z',
            },
          },
        },
      },
    });
    await i18n.changeLanguage('en');
    renderApp(`/admin/certificates/${uuid}`);
    expect(await screen.findByRole('heading', { name: 'Revision awaiting approval' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open Pending Approvals' })).toHaveAttribute('href', '/admin/approvals');
    expect(screen.queryByRole('button', { name: 'Revoke Certificate' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Revise Data' })).not.toBeInTheDocument();
  });

  it("a refusal (409) closes the dialog and shows the server's words", async () => {
    setup({
      [apiPath('admin/certificates/revoke.php')]: {
        status: 409,
        error: { code: 'INVALID_TRANSITION', message: 'Sertifikat sudah tidak aktif.' },
      },
    });
    const user = userEvent.setup();
    renderApp(`/admin/certificates/${uuid}`);
    await user.click(await screen.findByRole('button', { name: 'Cabut Sertifikat' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('textbox'));
    await user.paste('Alasan');
    await user.click(within(dialog).getByRole('button', { name: 'Cabut Sertifikat' }));
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith(
        expect.objectContaining({
          title: 'Tidak dapat diproses',
          description: 'Sertifikat sudah tidak aktif.',
          variant: 'warning',
        }),
      ),
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('an unknown certificate says so, with the way back to the list', async () => {
    setup({ [apiPath('admin/certificates/detail.php')]: { status: 404, error: { code: 'NOT_FOUND' } } });
    renderApp(`/admin/certificates/${uuid}`);
    expect(await screen.findByText('Sertifikat tidak ditemukan')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Kembali ke daftar' })).toHaveAttribute('href', '/admin/certificates');
  });

  it('the Daftar SBU Terbit menu entry is current on the detail', async () => {
    setup();
    renderApp(`/admin/certificates/${uuid}`);
    await screen.findByRole('heading', { level: 2, name: 'SBU-2026-000001' });
    const nav = screen.getAllByRole('link', { name: 'Daftar SBU Terbit' });
    expect(nav.some((l) => l.getAttribute('aria-current') === 'page')).toBe(true);
    // The 'Revisi Data SBU' shortcut leads to the same list but is not the current page here.
    expect(screen.getByRole('link', { name: 'Revisi Data SBU' })).not.toHaveAttribute('aria-current');
  });
});
