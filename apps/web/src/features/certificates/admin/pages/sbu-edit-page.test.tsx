import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TSubBidangItem } from '@portal/contract';
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
const item = (code: string, name: string, kbli: string): TSubBidangItem => ({
  code,
  name,
  bidang_code: 'BG',
  bidang_name: 'Bangunan Gedung',
  kbli_code: kbli,
  kbli_title: name,
  kbli_edition: '2020',
  description: null,
  is_active: true,
});
const CATALOGUE = [
  item('BG001', 'Konstruksi Gedung Hunian', '41011'),
  item('BG002', 'Konstruksi Gedung Perkantoran', '41012'),
  item('BG003', 'Konstruksi Gedung Industri', '41013'),
];

function setup(routes: Record<string, TMockHandler> = {}) {
  const current = makeAdminCertificate();
  return mockApi({
    [apiPath('users/profile.php')]: { data: ADMIN_PROFILE() },
    [apiPath('admin/menu-counts.php')]: { data: { companies_waiting: 0, approvals_pending: 0 } },
    [apiPath('admin/certificates/detail.php')]: { data: { certificate: current } },
    [apiPath('sub-bidang/list.php')]: {
      data: {
        items: CATALOGUE,
        page: 1,
        per_page: 100,
        total: CATALOGUE.length,
        bidang: [{ code: 'BG', name: 'Bangunan Gedung' }],
      },
    },
    [apiPath('admin/certificates/update.php')]: (req) => {
      const revisions = [
        ...current.revisions,
        {
          revision: 2,
          reason: String(req.body?.reason),
          created_at: '2026-11-24T03:00:00.000Z',
          changed_fields: Object.keys(req.body ?? {}),
          pdf_url: current.pdf_url,
        },
      ];
      return {
        data: {
          certificate: {
            ...current,
            revision: 2,
            revisions,
            revision_pdf_urls: revisions.map(
              (r) => `${apiPath('admin/certificates/view.php')}?uuid=${uuid}&revision=${r.revision}`,
            ),
          },
        },
      };
    },
    ...routes,
  });
}

beforeAll(async () => {
  await import('./sbu-edit-page');
}, 30_000);
beforeEach(async () => {
  vi.mocked(toast).mockClear();
  await i18n.changeLanguage('id');
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('Revisi Data SBU', () => {
  it(
    'is prefilled, says the number stays, sends only the changed fields with the reason, and shows the new revision with its PDF',
    { timeout: 20_000 },
    async () => {
      const api = setup();
      const user = userEvent.setup();
      renderApp(`/admin/sbu/edit/${uuid}`);
      const name = await screen.findByLabelText(/Nama perusahaan/, {}, { timeout: 5000 });
      expect(name).toHaveValue('PT Contoh Jaya');
      expect(screen.getByLabelText(/^Alamat/)).toHaveValue(
        'Jl. Merdeka No. 1, Gambir, Gambir, Kota Jakarta Pusat, DKI Jakarta 10110',
      );
      expect(screen.getByLabelText(/Kualifikasi/)).toHaveValue('kecil');
      expect(screen.getByLabelText(/Nama penandatangan/)).toHaveValue('Dr. Budi Santoso');
      expect(screen.getByText('Nomor tetap SBU-2026-000001, revisi akan menjadi 2')).toBeInTheDocument();
      expect(screen.getByText('2 sub-bidang dipilih')).toBeInTheDocument();

      await user.clear(screen.getByLabelText(/^Alamat/));
      await user.click(screen.getByLabelText(/^Alamat/));
      await user.paste('Jl. Merdeka No. 2, Gambir, Kota Jakarta Pusat, DKI Jakarta 10110');
      await user.click(await screen.findByRole('checkbox', { name: /BG003/ }));
      expect(screen.getByText('Diubah: alamat, sub-bidang.')).toBeInTheDocument();

      // The reason is required.
      await user.click(screen.getByRole('button', { name: 'Simpan revisi 2' }));
      expect(screen.getByLabelText(/^Alasan/)).toHaveAttribute('aria-invalid', 'true');
      expect(screen.getByLabelText(/^Alasan/)).toHaveFocus();
      expect(api.callsTo(apiPath('admin/certificates/update.php'))).toHaveLength(0);

      await user.click(screen.getByLabelText(/^Alasan/));
      await user.paste('Alamat salah ketik');
      await user.click(screen.getByRole('button', { name: 'Simpan revisi 2' }));
      // Defect 10: the revision is confirmed first, naming what changes; nothing is sent before.
      const confirm = await screen.findByRole('dialog', { name: /^Simpan revisi 2 untuk / });
      expect(confirm).toHaveTextContent('Berubah: alamat, sub-bidang.');
      expect(api.callsTo(apiPath('admin/certificates/update.php'))).toHaveLength(0);
      await user.click(within(confirm).getByRole('button', { name: 'Ya, simpan revisi 2' }));
      await waitFor(() => expect(api.callsTo(apiPath('admin/certificates/update.php'))).toHaveLength(1));
      const body = api.callsTo(apiPath('admin/certificates/update.php'))[0].body!;
      const { csrf_token: _csrf, ...sent } = body;
      expect(sent).toEqual({
        uuid,
        reason: 'Alamat salah ketik',
        company_address: 'Jl. Merdeka No. 2, Gambir, Kota Jakarta Pusat, DKI Jakarta 10110',
        sub_bidang_codes: ['BG001', 'BG002', 'BG003'],
      });
      expect(await screen.findByText('SBU-2026-000001 kini revisi 2')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Lihat Revisi 2' })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Buka detail sertifikat' })).toHaveAttribute(
        'href',
        `/admin/certificates/${uuid}`,
      );
      expect(toast).toHaveBeenCalledWith(
        expect.objectContaining({ title: 'SBU SBU-2026-000001 direvisi (revisi 2).' }),
      );
    },
  );

  it('sends nothing when nothing changed', { timeout: 20_000 }, async () => {
    const api = setup();
    const user = userEvent.setup();
    renderApp(`/admin/sbu/edit/${uuid}`);
    await user.type(await screen.findByLabelText(/^Alasan/, {}, { timeout: 5000 }), 'Tidak ada');
    // Same text with spaces around is not a change.
    await user.type(screen.getByLabelText(/Nama perusahaan/), '  ');
    await user.click(screen.getByRole('button', { name: 'Simpan revisi 2' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Ubah sedikitnya satu data sebelum menyimpan revisi.');
    expect(api.callsTo(apiPath('admin/certificates/update.php'))).toHaveLength(0);
  });

  it(
    'a changed qualification and signatory are sent alone; a 422 lands at its field',
    { timeout: 20_000 },
    async () => {
      const api = setup({
        [apiPath('admin/certificates/update.php')]: {
          status: 422,
          error: { code: 'VALIDATION_ERROR', errors: { signatory_position: ['validation.tooLong'] } },
        },
      });
      const user = userEvent.setup();
      renderApp(`/admin/sbu/edit/${uuid}`);
      await user.selectOptions(await screen.findByLabelText(/Kualifikasi/, {}, { timeout: 5000 }), 'menengah');
      await user.clear(screen.getByLabelText(/Jabatan penandatangan/));
      await user.type(screen.getByLabelText(/Jabatan penandatangan/), 'Direktur');
      await user.type(screen.getByLabelText(/^Alasan/), 'Kualifikasi naik');
      await user.click(screen.getByRole('button', { name: 'Simpan revisi 2' }));
      await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Ya, simpan revisi 2' }));
      await waitFor(() => expect(api.callsTo(apiPath('admin/certificates/update.php'))).toHaveLength(1));
      const { csrf_token: _csrf, ...sent } = api.callsTo(apiPath('admin/certificates/update.php'))[0].body!;
      expect(sent).toEqual({
        uuid,
        reason: 'Kualifikasi naik',
        qualification: 'menengah',
        signatory_position: 'Direktur',
      });
      await waitFor(() =>
        expect(screen.getByLabelText(/Jabatan penandatangan/)).toHaveAttribute('aria-invalid', 'true'),
      );
    },
  );

  it(
    'a company name change that waits for another administrator (202) says so and leaves the certificate as it was',
    { timeout: 20_000 },
    async () => {
      const approval = {
        uuid: '0b9d2d4e-6a59-4f4e-9d3b-2f1f6f0c0a11',
        action: 'certificate.revise',
        status: 'pending',
      };
      const api = setup({ [apiPath('admin/certificates/update.php')]: { status: 202, data: { approval } } });
      const user = userEvent.setup();
      renderApp(`/admin/sbu/edit/${uuid}`);
      const name = await screen.findByLabelText(/Nama perusahaan/, {}, { timeout: 5000 });
      await user.clear(name);
      await user.type(name, 'PT Contoh Jaya Abadi');
      await user.type(screen.getByLabelText(/^Alasan/), 'Akta perubahan nama');
      await user.click(screen.getByRole('button', { name: 'Simpan revisi 2' }));
      await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Ya, simpan revisi 2' }));
      await waitFor(() => expect(api.callsTo(apiPath('admin/certificates/update.php'))).toHaveLength(1));
      expect(await screen.findByRole('status')).toHaveTextContent('Menunggu persetujuan administrator lain');
      expect(screen.queryByText('SBU-2026-000001 kini revisi 2')).not.toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Buka detail sertifikat' })).toHaveAttribute(
        'href',
        `/admin/certificates/${uuid}`,
      );
      expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: 'Menunggu persetujuan administrator lain' }));
      expect(toast).not.toHaveBeenCalledWith(expect.objectContaining({ variant: 'success' }));
    },
  );

  it('a certificate that is not active cannot be revised', async () => {
    setup({
      [apiPath('admin/certificates/detail.php')]: {
        data: { certificate: makeAdminCertificate({ status: 'revoked' }) },
      },
    });
    renderApp(`/admin/sbu/edit/${uuid}`);
    expect(await screen.findByText('Sertifikat tidak aktif', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Simpan revisi 2' })).toBeDisabled();
    const alert = screen.getByText('Sertifikat tidak aktif').closest('[role="alert"]') as HTMLElement;
    expect(within(alert).getByText('Hanya sertifikat aktif yang dapat direvisi.')).toBeInTheDocument();
  });
});
