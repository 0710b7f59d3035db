import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_FEE_SCHEDULE, computeFee, type TFeeQuoteRequest, type TFeeScheduleResponse } from '@portal/contract';
import i18n from '@/i18n';
import { toast } from '@/components/ui/toast';
import { ADMIN_PROFILE, makeProfile } from '@/app/testing/fixtures';
import { mockApi, type TMockHandler } from '@/app/testing/mock-api';
import { renderApp } from '@/app/testing/render-app';
import { apiPath, SETTINGS_UPDATE_ROLES } from '@portal/contract/constants';
import { ENDPOINTS } from '@portal/contract/endpoints';

vi.mock('@/components/ui/toast', () => ({ toast: vi.fn(), Toaster: () => null }));
vi.mock('@/features/notifications', () => ({ NotificationBell: () => null }));

const schedule = (over: Partial<TFeeScheduleResponse> = {}): TFeeScheduleResponse => ({
  id: 1,
  created_at: '2026-01-05T03:00:00.000Z',
  fees: DEFAULT_FEE_SCHEDULE.fees,
  renewal_percent: 80,
  bank_accounts: [{ bank_name: 'Bank Mandiri', account_number: '1230004567890', account_holder: 'BSKI' }],
  ppn_rate_percent: 12,
  ppn_base_ratio: '11/12',
  ...over,
});

/** Fresh settings: the issuer and the certificate's body and signatory not set yet, validity at its default. */
const SETTINGS = {
  issuer_name: '',
  issuer_address: '',
  issuer_npwp: null,
  signatory_name: '',
  signatory_position: '',
  certificate_validity_years: 3,
  body_name: '',
  separation_of_duties: true,
};

/** The fake server computes quotes with the contract's one fee function, on the schedule it holds. */
function setup(routes: Record<string, TMockHandler> = {}) {
  let current = schedule();
  const api = mockApi({
    [apiPath('users/profile.php')]: { data: ADMIN_PROFILE() },
    [apiPath('fees/schedule.php')]: () => ({ data: current }),
    [apiPath('fees/quote.php')]: (req) => {
      const b = req.body as unknown as TFeeQuoteRequest;
      return {
        data: computeFee(current, {
          applicationType: b.applicationType,
          qualification: b.companyQualification,
          subBidangCount: Number(b.subBidangCount),
        }),
      };
    },
    [apiPath('admin/fees/update.php')]: (req) => {
      const b = req.body as Record<string, never>;
      const fees = Object.fromEntries(
        Object.entries(b.fees as Record<string, Record<string, string>>).map(([q, f]) => [
          q,
          { base_fee: Number(f.base_fee), extra_sub_bidang_fee: Number(f.extra_sub_bidang_fee) },
        ]),
      );
      current = schedule({
        id: current.id + 1,
        fees: fees as TFeeScheduleResponse['fees'],
        renewal_percent: Number(b.renewal_percent),
        bank_accounts: b.bank_accounts,
      });
      return { data: current };
    },
    [apiPath('admin/settings/get.php')]: { data: { settings: SETTINGS } },
    [apiPath('admin/settings/update.php')]: (req) => ({
      data: { settings: { ...SETTINGS, ...req.body, issuer_npwp: '013121660091000' } },
    }),
    ...routes,
  });
  return api;
}
const total = () => screen.getByTestId('quote-total');

beforeEach(async () => {
  vi.mocked(toast).mockClear();
  await i18n.changeLanguage('id');
});
afterEach(() => vi.unstubAllGlobals());

describe('Kalkulator SBU: calculator', () => {
  it(
    'shows the invoice lines, subtotal, DPP, PPN and total in Rp: 3 sub-bidang kecil = Rp 3.885.000',
    { timeout: 20_000 },
    async () => {
      const api = setup();
      const user = userEvent.setup();
      renderApp('/admin/calculator');
      await waitFor(() => expect(total()).toHaveTextContent('Rp 2.775.000'));
      // The admin's settings page leads to the working calendar (collective leave).
      expect(screen.getByRole('link', { name: 'Kalender Kerja' })).toHaveAttribute('href', '/admin/calendar');
      const count = screen.getByLabelText('Jumlah sub-bidang');
      await user.clear(count);
      await user.type(count, '3');
      await waitFor(() => expect(total()).toHaveTextContent('Rp 3.885.000'));
      const table = screen.getByRole('table', { name: 'Rincian biaya' });
      expect(
        within(table).getByRole('rowheader', {
          name: /^Biaya SBU kualifikasi Kecil \(sub-bidang pertama\) 1 × Rp 2\.500\.000$/,
        }),
      ).toBeInTheDocument();
      expect(
        within(table)
          .getByRole('rowheader', { name: /^Sub-bidang tambahan/ })
          .closest('tr'),
      ).toHaveTextContent(/2\s*Rp 500.000\s*Rp 1.000.000/);
      expect(within(table).getAllByRole('rowheader', { name: 'Subtotal' })[0].closest('tr')).toHaveTextContent(
        'Rp 3.500.000',
      );
      expect(within(table).getAllByRole('rowheader', { name: /DPP/ })[0].closest('tr')).toHaveTextContent(
        'Rp 3.208.333',
      );
      expect(within(table).getAllByRole('rowheader', { name: 'PPN 12%' })[0].closest('tr')).toHaveTextContent(
        'Rp 385.000',
      );
      expect(api.callsTo(apiPath('fees/quote.php')).at(-1)?.body).toMatchObject({
        applicationType: 'new',
        companyQualification: 'kecil',
        subBidangCount: 3,
      });

      await user.selectOptions(screen.getByLabelText('Jenis permohonan'), 'renewal');
      await user.selectOptions(screen.getByLabelText('Kualifikasi'), 'menengah');
      await user.clear(count);
      await user.type(count, '2');
      await waitFor(() => expect(total()).toHaveTextContent('Rp 5.328.000'));
      expect(screen.getAllByText(/\(perpanjangan 80%\)/, { selector: 'th' })).toHaveLength(2);
    },
  );

  it('refuses a count outside 1–100 without asking the server', async () => {
    const api = setup();
    const user = userEvent.setup();
    renderApp('/admin/calculator');
    await waitFor(() => expect(total()).toBeInTheDocument());
    await user.clear(screen.getByLabelText('Jumlah sub-bidang'));
    await user.type(screen.getByLabelText('Jumlah sub-bidang'), '101');
    expect(await screen.findByText('Masukkan bilangan bulat 1 sampai 100.')).toBeInTheDocument();
    expect(screen.getByLabelText('Jumlah sub-bidang')).toHaveAttribute('aria-invalid', 'true');
    // '1' and '10' were asked on the way; neither the empty box nor 101 was.
    expect(api.callsTo(apiPath('fees/quote.php')).map((c) => c.body?.subBidangCount)).toEqual([1, 10]);
  });
});

describe('Kalkulator SBU: fee schedule', () => {
  it(
    'shows field messages, confirms that it applies to later invoices, saves a version and the calculator follows',
    { timeout: 30_000 },
    async () => {
      const api = setup();
      const user = userEvent.setup();
      renderApp('/admin/calculator');
      const base = await screen.findByLabelText(/^Biaya dasar Kecil \(sub-bidang pertama\)/);
      expect(base).toHaveValue('2500000');
      // 03:00 UTC is 10.00 in Jakarta.
      expect(screen.getByText(/Versi 1, berlaku sejak 5 Jan 2026,? 10[.:]00/)).toBeInTheDocument();

      await user.clear(base);
      await user.type(base, '2,5 juta');
      await user.clear(screen.getByLabelText(/^Nomor rekening \(rekening 1\)/));
      await user.type(screen.getByLabelText(/^Nomor rekening \(rekening 1\)/), '12ab');
      await user.click(screen.getByRole('button', { name: 'Simpan versi baru' }));
      expect(base).toHaveAttribute('aria-invalid', 'true');
      expect(screen.getByLabelText(/^Nomor rekening \(rekening 1\)/)).toHaveAttribute('aria-invalid', 'true');
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(api.callsTo(apiPath('admin/fees/update.php'))).toHaveLength(0);

      await user.clear(base);
      await user.type(base, '3.000.000');
      expect(screen.getByText('Rp 3.000.000')).toBeInTheDocument();
      await user.clear(screen.getByLabelText(/^Nomor rekening \(rekening 1\)/));
      await user.type(screen.getByLabelText(/^Nomor rekening \(rekening 1\)/), '123 000 456');
      await user.click(screen.getByRole('button', { name: 'Tambah rekening (maks. 5)' }));
      await user.type(screen.getByLabelText(/^Nama bank \(rekening 2\)/), 'BNI');
      await user.type(screen.getByLabelText(/^Nomor rekening \(rekening 2\)/), '9876543210');
      await user.type(screen.getByLabelText(/^Atas nama \(rekening 2\)/), 'BSKI');
      await user.click(screen.getByRole('button', { name: 'Simpan versi baru' }));

      const dialog = await screen.findByRole('dialog', { name: 'Simpan versi tarif baru?' });
      expect(dialog).toHaveTextContent('berlaku untuk tagihan yang diterbitkan setelah disimpan');
      await user.click(within(dialog).getByRole('button', { name: 'Simpan versi baru' }));
      await waitFor(() => expect(api.callsTo(apiPath('admin/fees/update.php'))).toHaveLength(1));
      expect(api.callsTo(apiPath('admin/fees/update.php'))[0].body).toMatchObject({
        fees: { kecil: { base_fee: '3000000', extra_sub_bidang_fee: '500000' } },
        renewal_percent: '80',
        bank_accounts: [
          { bank_name: 'Bank Mandiri', account_number: '123 000 456', account_holder: 'BSKI' },
          { bank_name: 'BNI', account_number: '9876543210', account_holder: 'BSKI' },
        ],
      });
      // The calculator (1 sub-bidang, kecil) asks again on the new version: 3,000,000 → total 3,330,000.
      await waitFor(() => expect(total()).toHaveTextContent('Rp 3.330.000'));
      expect(await screen.findByText(/^Versi 2, berlaku sejak/)).toBeInTheDocument();
      expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: 'Versi tarif baru disimpan.' }));
    },
  );

  it(
    'a new version waiting for another administrator (202) says so and keeps the current version',
    { timeout: 30_000 },
    async () => {
      const approval = { uuid: '0b9d2d4e-6a59-4f4e-9d3b-2f1f6f0c0a13', action: 'fees.update', status: 'pending' };
      const api = setup({ [apiPath('admin/fees/update.php')]: { status: 202, data: { approval } } });
      const user = userEvent.setup();
      renderApp('/admin/calculator');
      const base = await screen.findByLabelText(/^Biaya dasar Kecil \(sub-bidang pertama\)/);
      await user.clear(base);
      await user.type(base, '3.000.000');
      await user.click(screen.getByRole('button', { name: 'Simpan versi baru' }));
      const dialog = await screen.findByRole('dialog', { name: 'Simpan versi tarif baru?' });
      await user.click(within(dialog).getByRole('button', { name: 'Simpan versi baru' }));
      await waitFor(() => expect(api.callsTo(apiPath('admin/fees/update.php'))).toHaveLength(1));
      await waitFor(() =>
        expect(toast).toHaveBeenCalledWith(
          expect.objectContaining({ title: 'Menunggu persetujuan administrator lain' }),
        ),
      );
      expect(toast).not.toHaveBeenCalledWith(expect.objectContaining({ title: 'Versi tarif baru disimpan.' }));
      expect(screen.getByText(/^Versi 1, berlaku sejak/)).toBeInTheDocument();
    },
  );
});

describe('Kalkulator SBU: issuer', () => {
  it('requires the name and address, checks the NPWP, then saves', { timeout: 20_000 }, async () => {
    const api = setup();
    const user = userEvent.setup();
    renderApp('/admin/calculator');
    const name = await screen.findByLabelText(/Nama penerbit/);
    await user.type(screen.getByLabelText(/NPWP penerbit/), '01.312.166.1-091.000');
    await user.click(screen.getByRole('button', { name: 'Simpan data penerbit' }));
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/NPWP penerbit/)).toHaveAttribute('aria-invalid', 'true');
    expect(api.callsTo(apiPath('admin/settings/update.php'))).toHaveLength(0);

    await user.type(name, 'Badan Sertifikasi BSKI');
    await user.type(screen.getByLabelText(/Alamat penerbit/), 'Jl. Merdeka 1, Jakarta');
    await user.clear(screen.getByLabelText(/NPWP penerbit/));
    await user.type(screen.getByLabelText(/NPWP penerbit/), '01.312.166.0-091.000');
    await user.click(screen.getByRole('button', { name: 'Simpan data penerbit' }));
    await waitFor(() => expect(api.callsTo(apiPath('admin/settings/update.php'))).toHaveLength(1));
    expect(api.callsTo(apiPath('admin/settings/update.php'))[0].body).toMatchObject({
      issuer_name: 'Badan Sertifikasi BSKI',
      issuer_address: 'Jl. Merdeka 1, Jakarta',
      issuer_npwp: '01.312.166.0-091.000',
    });
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: 'Data penerbit disimpan.' })),
    );
  });

  it('in English', async () => {
    await i18n.changeLanguage('en');
    setup();
    renderApp('/admin/calculator');
    await waitFor(() => expect(total()).toHaveTextContent('Rp 2.775.000'));
    expect(
      screen.getByRole('rowheader', { name: /^SBU fee, Small qualification \(first sub-bidang\)/ }),
    ).toBeInTheDocument();
    expect(screen.getAllByText('Invoice total')).not.toHaveLength(0);
  });
});

describe('Kalkulator SBU: certificate settings', () => {
  it(
    'saves the body name alone while the signatory is still unset; validity is checked (1–10)',
    { timeout: 20_000 },
    async () => {
      const api = setup();
      const user = userEvent.setup();
      renderApp('/admin/calculator');
      const years = await screen.findByLabelText(/Masa berlaku \(tahun\)/);
      expect(years).toHaveValue(3);
      await user.clear(years);
      await user.type(years, '11');
      await user.click(screen.getByRole('button', { name: 'Simpan pengaturan sertifikat' }));
      expect(years).toHaveAttribute('aria-invalid', 'true');
      expect(screen.getByLabelText(/Nama lembaga sertifikasi/)).toHaveAttribute('aria-invalid', 'false');
      expect(api.callsTo(apiPath('admin/settings/update.php'))).toHaveLength(0);

      await user.clear(years);
      await user.type(years, '5');
      await user.type(screen.getByLabelText(/Nama lembaga sertifikasi/), 'BSKI Kadin Indonesia');
      await user.click(screen.getByRole('button', { name: 'Simpan pengaturan sertifikat' }));
      await waitFor(() => expect(api.callsTo(apiPath('admin/settings/update.php'))).toHaveLength(1));
      const { csrf_token: _csrf, ...sent } = api.callsTo(apiPath('admin/settings/update.php'))[0].body!;
      expect(sent).toEqual({ certificate_validity_years: 5, body_name: 'BSKI Kadin Indonesia' });
      await waitFor(() =>
        expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: 'Pengaturan sertifikat disimpan.' })),
      );
    },
  );

  it(
    'a signatory once set cannot be emptied; a 422 from the server lands at its field',
    { timeout: 20_000 },
    async () => {
      const api = setup({
        [apiPath('admin/settings/get.php')]: {
          data: {
            settings: {
              ...SETTINGS,
              signatory_name: 'Dr. Budi Santoso',
              signatory_position: 'Ketua',
              body_name: 'BSKI',
            },
          },
        },
        [apiPath('admin/settings/update.php')]: {
          status: 422,
          error: { code: 'VALIDATION_ERROR', errors: { signatory_position: ['validation.tooLong'] } },
        },
      });
      const user = userEvent.setup();
      renderApp('/admin/calculator');
      const name = await screen.findByLabelText(/^Nama penandatangan/);
      expect(name).toHaveValue('Dr. Budi Santoso');
      await user.clear(name);
      await user.click(screen.getByRole('button', { name: 'Simpan pengaturan sertifikat' }));
      expect(name).toHaveAttribute('aria-invalid', 'true');
      expect(name).toHaveFocus();
      expect(api.callsTo(apiPath('admin/settings/update.php'))).toHaveLength(0);

      await user.type(name, 'Ir. Sri Wahyuni');
      await user.click(screen.getByRole('button', { name: 'Simpan pengaturan sertifikat' }));
      await waitFor(() =>
        expect(screen.getByLabelText(/^Jabatan penandatangan/)).toHaveAttribute('aria-invalid', 'true'),
      );
      expect(api.callsTo(apiPath('admin/settings/update.php'))[0].body).toMatchObject({
        signatory_name: 'Ir. Sri Wahyuni',
        signatory_position: 'Ketua',
        body_name: 'BSKI',
        certificate_validity_years: 3,
      });
    },
  );
});

describe('Kalkulator SBU: separation of duties', () => {
  it(
    'a super admin turns it off after a confirmation; waiting for another super admin (202) says so and keeps it on',
    { timeout: 20_000 },
    async () => {
      const approval = {
        uuid: '0b9d2d4e-6a59-4f4e-9d3b-2f1f6f0c0a31',
        action: 'setting.separation_of_duties',
        status: 'pending',
      };
      const api = setup({ [apiPath('admin/settings/update.php')]: { status: 202, data: { approval } } });
      const user = userEvent.setup();
      renderApp('/admin/calculator');
      const box = await screen.findByRole('checkbox', { name: 'Aktifkan pemisahan tugas' });
      expect(box).toBeChecked();
      await user.click(box);
      const dialog = await screen.findByRole('dialog', { name: 'Nonaktifkan pemisahan tugas?' });
      await user.click(within(dialog).getByRole('button', { name: 'Nonaktifkan' }));
      await waitFor(() => expect(api.callsTo(apiPath('admin/settings/update.php'))).toHaveLength(1));
      expect(api.callsTo(apiPath('admin/settings/update.php'))[0].body).toMatchObject({ separation_of_duties: false });
      await waitFor(() =>
        expect(toast).toHaveBeenCalledWith(
          expect.objectContaining({ title: 'Menunggu persetujuan administrator lain' }),
        ),
      );
      expect(screen.getByRole('checkbox', { name: 'Aktifkan pemisahan tugas' })).toBeChecked();
    },
  );

  it('the settings are saved by admin/settings/update.php, whose roles are the list the page reads', () => {
    // One list, not a copy: the server's gate reads the endpoint object's `roles`.
    expect(ENDPOINTS['admin/settings/update.php'].roles).toBe(SETTINGS_UPDATE_ROLES);
  });

  it.each([
    [['super_admin'], true],
    [['finance'], false],
    // The screen itself is finance's (and a super admin's): the other roles reach it only beside finance.
    [['finance', 'verifier'], false],
    [['finance', 'certification'], false],
    [['finance', 'certification', 'verifier'], false],
    [['finance', 'super_admin'], true],
  ] as const)('roles %j: the issuer, certificate and separation-of-duties forms shown: %s', async (roles, shown) => {
    const api = setup({
      [apiPath('users/profile.php')]: {
        data: makeProfile({ role: 'admin', name: 'Rina Keuangan', admin_roles: [...roles] }, null),
      },
    });
    renderApp('/admin/calculator');
    // The calculator and the fee schedule (finance may save it) are there for every role.
    expect(await screen.findByText(/^Versi 1, berlaku sejak/)).toBeInTheDocument();
    if (shown) {
      expect(await screen.findByLabelText(/Masa berlaku \(tahun\)/)).toBeInTheDocument();
      expect(screen.getByLabelText(/^Nama penerbit/)).toBeInTheDocument();
      expect(screen.getByRole('checkbox', { name: 'Aktifkan pemisahan tugas' })).toBeInTheDocument();
    } else {
      expect(screen.queryByLabelText(/Masa berlaku \(tahun\)/)).not.toBeInTheDocument();
      expect(screen.queryByLabelText(/^Nama penerbit/)).not.toBeInTheDocument();
      expect(screen.queryByRole('checkbox', { name: 'Aktifkan pemisahan tugas' })).not.toBeInTheDocument();
      // Nothing to show them in: the settings are not even read.
      expect(api.callsTo(apiPath('admin/settings/get.php'))).toHaveLength(0);
    }
  });
});
