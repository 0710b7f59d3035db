import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiPath } from '@portal/contract/constants';
import { computeFee, DEFAULT_FEE_SCHEDULE, type TCertificate, type TFeeQuoteRequest } from '@portal/contract';
import i18n from '@/i18n';
import { toast } from '@/components/ui/toast';
import { VERIFIED_PROFILE } from '@/app/testing/fixtures';
import { mockApi, type TMockHandler } from '@/app/testing/mock-api';
import { renderApp } from '@/app/testing/render-app';
import { UUID_CERT, certificate, renewal } from '../testing';

vi.mock('@/components/ui/toast', () => ({ toast: vi.fn(), Toaster: () => null }));
vi.mock('@/features/notifications', () => ({ NotificationBell: () => null }));

const sb = (code: string, bidang: string) => ({
  code,
  name: `Pekerjaan ${code}`,
  bidang_code: bidang,
  bidang_name: bidang === 'KO' ? 'Konstruksi' : 'Perdagangan Besar',
  kbli_code: '40011',
  kbli_title: `KBLI ${code}`,
  kbli_edition: '2020',
  description: null,
  is_active: true,
});
const CATALOGUE = [sb('KO001', 'KO'), sb('KO002', 'KO'), sb('PB001', 'PB')];
const BIDANG = [
  { code: 'KO', name: 'Konstruksi' },
  { code: 'PB', name: 'Perdagangan Besar' },
];

/** The original application: legal data the renewal carries over (qualification and sub-bidang differ from the certificate's, on purpose). */
const ORIGINAL = {
  code_reg: 'SP-123456789',
  type: 'new',
  status: 'completed',
  qualification: 'kecil',
  certificate_uuid: null,
  akta_pendirian_notaris: 'Notaris Budi',
  akta_pendirian_nomor: '12',
  akta_pendirian_tanggal: '2015-03-04',
  akta_perubahan_notaris: null,
  akta_perubahan_nomor: null,
  akta_perubahan_tanggal: null,
  sk_kemenkumham_nomor: 'AHU-0012345',
  sk_kemenkumham_tanggal: '2015-04-01',
  nib_date: '2019-01-02',
  notes: 'Catatan lama',
  rejection_reason: null,
  created_at: '2026-11-02T03:00:00.000Z',
  updated_at: '2026-11-03T03:00:00.000Z',
  status_changed_at: '2026-11-03T03:00:00.000Z',
  clock: {
    step: 'completed',
    waiting_on: 'none',
    since: null,
    act_by: null,
    sla_working_days: null,
    overdue: false,
  },
  submitted_at: null,
  decided_at: null,
  company: { companyId: 7, name: 'PT Maju Jaya', business_entity_type: 'PT' },
  sub_bidang: [
    {
      code: 'KO002',
      name: 'Pekerjaan KO002',
      bidang_code: 'KO',
      bidang_name: 'Konstruksi',
      kbli_code: '40011',
      kbli_title: 'KBLI KO002',
      kbli_edition: '2020',
    },
  ],
  documents: [],
  missing_fields: [],
  missing_documents: [],
  fee_quote: null,
  invoice: null,
  document_requests: [],
  timeline: [],
  certificate: null,
};

const OPEN = certificate({
  days_left: 40,
  renewal: renewal({ can_renew: true, window_opens: '2026-01-01', window_closes: '2099-12-31' }),
  data: { ...certificate().data, qualification: 'menengah' },
});

function setup(c: TCertificate, routes: Record<string, TMockHandler> = {}) {
  return mockApi({
    [apiPath('users/profile.php')]: { data: VERIFIED_PROFILE() },
    [apiPath('certificates/list.php')]: {
      data: { items: [], summary: { total_certificates: 1, active_certificates: 1, expiring_soon: 1, expired: 0 } },
    },
    [apiPath('certificates/detail.php')]: { data: { certificate: c } },
    [apiPath('applications/get_detail.php')]: { data: { application: ORIGINAL } },
    [apiPath('sub-bidang/list.php')]: {
      data: { items: CATALOGUE, page: 1, per_page: 100, total: CATALOGUE.length, bidang: BIDANG },
    },
    // The server's quote for what is asked: the screen shows it as given.
    [apiPath('fees/quote.php')]: (req) => {
      const b = req.body as TFeeQuoteRequest;
      return {
        data: computeFee(DEFAULT_FEE_SCHEDULE, {
          applicationType: b.applicationType,
          qualification: b.companyQualification,
          subBidangCount: b.subBidangCodes?.length ?? 0,
        }),
      };
    },
    ...routes,
  });
}

beforeEach(async () => {
  await i18n.changeLanguage('id');
  vi.mocked(toast).mockClear();
});
afterEach(() => vi.unstubAllGlobals());

describe('Perpanjangan SBU', () => {
  it(
    'prefills sub-bidang and qualification from the certificate and the legal data from its application; type fixed to renewal',
    { timeout: 30_000 },
    async () => {
      const api = setup(OPEN);
      renderApp(`/renewal/sbu/${UUID_CERT}`);
      expect(
        await screen.findByRole('heading', { level: 2, name: 'Perpanjangan SBU-2026-000123' }, { timeout: 10_000 }),
      ).toBeInTheDocument();
      expect(await screen.findByLabelText('Nama notaris akta pendirian', {}, { timeout: 10_000 })).toHaveValue(
        'Notaris Budi',
      );
      expect(screen.getByLabelText('Tanggal akta pendirian')).toHaveValue('2015-03-04');
      expect(screen.getByLabelText('Nomor SK Kemenkumham')).toHaveValue('AHU-0012345');
      const type = screen.getByLabelText(/^Jenis permohonan/);
      expect(type).toHaveValue('renewal');
      expect(type).toBeDisabled();
      expect(screen.getByLabelText(/^Kualifikasi/)).toHaveValue('menengah');
      expect(await screen.findByText('2 sub-bidang dipilih')).toBeInTheDocument();
      expect(screen.getByLabelText('Catatan')).toHaveValue('');
      expect(
        new URL(api.callsTo(apiPath('applications/get_detail.php'))[0].url, 'http://x').searchParams.get('code_reg'),
      ).toBe('SP-123456789');
    },
  );

  it(
    'quotes at the renewal percentage (fees/quote.php with applicationType renewal) and saves a renewal naming the certificate',
    { timeout: 30_000 },
    async () => {
      const api = setup(OPEN, {
        [apiPath('applications/create.php')]: {
          data: {
            application: {
              ...ORIGINAL,
              code_reg: 'SP-555000111',
              type: 'renewal',
              status: 'draft',
              certificate_uuid: UUID_CERT,
            },
          },
        },
      });
      const user = userEvent.setup();
      const app = renderApp(`/renewal/sbu/${UUID_CERT}`);
      await waitFor(() => expect(screen.getByTestId('quote-total')).toHaveTextContent('Rp 5.328.000'));
      expect(api.callsTo(apiPath('fees/quote.php')).at(-1)?.body).toMatchObject({
        applicationType: 'renewal',
        companyQualification: 'menengah',
        subBidangCodes: ['KO001', 'PB001'],
      });
      const quote = screen.getByRole('table', { name: 'Rincian biaya permohonan' });
      expect(within(quote).getAllByRole('rowheader', { name: /perpanjangan 80%/ })).toHaveLength(2);
      // Each renewal line shows quantity × unit price, then the discount as its own line.
      const extra = within(quote)
        .getByRole('rowheader', { name: /Sub-bidang tambahan/ })
        .closest('tr')!;
      expect(extra).toHaveTextContent(/Rp\s1\.000\.000$/);
      const discounts = within(quote).getAllByTestId('quote-discount');
      expect(discounts).toHaveLength(2);
      expect(discounts[1]).toHaveTextContent(/^Potongan perpanjangan\s*−Rp\s200\.000$/);
      expect(screen.getByText(/Biaya dihitung dengan tarif perpanjangan/)).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Simpan Draft' }));
      await waitFor(() => expect(app.location().pathname).toBe('/applications/SP-555000111'));
      // The certificate now has a renewal under way: its answer is asked again, not taken from the cache.
      await waitFor(() => expect(api.callsTo(apiPath('certificates/detail.php')).length).toBeGreaterThanOrEqual(2));
      expect(api.callsTo(apiPath('applications/create.php'))[0].body).toMatchObject({
        applicationType: 'renewal',
        certificateUuid: UUID_CERT,
        companyQualification: 'menengah',
        subBidangCodes: ['KO001', 'PB001'],
        aktaPendirianNotaris: 'Notaris Budi',
        skKemenkumhamNomor: 'AHU-0012345',
      });
    },
  );

  it(
    'before the window: says when it opens, offers a new application, and shows no form',
    { timeout: 20_000 },
    async () => {
      const api = setup(certificate({ renewal: renewal({ window_opens: '2099-08-25', window_closes: '2100-02-21' }) }));
      renderApp(`/renewal/sbu/${UUID_CERT}`);
      expect(await screen.findByRole('heading', { name: 'Di luar masa perpanjangan' })).toBeInTheDocument();
      expect(screen.getByText('Perpanjangan dapat diajukan mulai 25 Agustus 2099.')).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Ajukan permohonan baru' })).toHaveAttribute('href', '/applications/new');
      expect(screen.getByRole('link', { name: 'Kembali ke sertifikat' })).toHaveAttribute(
        'href',
        `/certificates/view/${UUID_CERT}`,
      );
      expect(screen.queryByRole('button', { name: 'Simpan Draft' })).toBeNull();
      expect(api.callsTo(apiPath('applications/get_detail.php'))).toHaveLength(0);
    },
  );

  it('after the window: says when it closed', { timeout: 20_000 }, async () => {
    setup(
      certificate({
        status: 'expired',
        days_left: -120,
        renewal: renewal({ window_opens: '2020-01-01', window_closes: '2020-06-30' }),
      }),
    );
    renderApp(`/renewal/sbu/${UUID_CERT}`);
    expect(await screen.findByText(/^Masa perpanjangan berakhir pada 30 Juni 2020\./)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Simpan Draft' })).toBeNull();
  });

  it(
    'a 409 with the window dates shows the same sentence instead of an error toast, keeping the form',
    { timeout: 30_000 },
    async () => {
      setup(OPEN, {
        [apiPath('applications/create.php')]: {
          status: 409,
          error: {
            code: 'INVALID_TRANSITION',
            message: 'Perpanjangan hanya dapat diajukan 25 Agustus 2029 – 21 Februari 2030.',
          },
          data: { window_opens: '2099-08-25', window_closes: '2100-02-21' },
        },
      });
      const user = userEvent.setup();
      renderApp(`/renewal/sbu/${UUID_CERT}`);
      await screen.findByText('2 sub-bidang dipilih');
      await user.click(screen.getByRole('button', { name: 'Simpan Draft' }));
      expect(await screen.findByText('Perpanjangan dapat diajukan mulai 25 Agustus 2099.')).toBeInTheDocument();
      expect(screen.getByRole('heading', { name: 'Di luar masa perpanjangan' })).toBeInTheDocument();
      expect(toast).not.toHaveBeenCalled();
      expect(screen.getByLabelText('Nama notaris akta pendirian')).toHaveValue('Notaris Budi');
    },
  );

  it('an application already under way: links it instead of a second form', { timeout: 20_000 }, async () => {
    setup(certificate({ renewal: renewal({ can_renew: false, renewal_code_reg: 'SP-987654321' }) }));
    renderApp(`/renewal/sbu/${UUID_CERT}`);
    expect(await screen.findByRole('heading', { name: 'Permohonan sudah diajukan' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'SP-987654321' })).toHaveAttribute('href', '/applications/SP-987654321');
  });

  it(
    'upgrade (?type=upgrade): the same prefill, type fixed to upgrade, quoted as an upgrade',
    { timeout: 30_000 },
    async () => {
      const api = setup(certificate());
      renderApp(`/renewal/sbu/${UUID_CERT}?type=upgrade`);
      expect(await screen.findByRole('heading', { level: 2, name: 'Peningkatan SBU-2026-000123' })).toBeInTheDocument();
      // Issue 23, defect 7: the header said "Perpanjangan"; the full fee and the Neraca were never explained.
      expect(screen.getByRole('heading', { level: 1, name: 'Peningkatan SBU' })).toBeInTheDocument();
      expect(document.title).toMatch(/^Peningkatan SBU · /);
      expect(screen.getByTestId('upgrade-fee')).toHaveTextContent(
        'termasuk yang sudah tercantum di sertifikat SBU-2026-000123; tidak ada potongan',
      );
      expect(screen.getByTestId('carried-over')).toHaveTextContent('Neraca dari permohonan');
      expect(await screen.findByLabelText('Nama notaris akta pendirian')).toHaveValue('Notaris Budi');
      expect(screen.getByLabelText(/^Jenis permohonan/)).toHaveValue('upgrade');
      await waitFor(() =>
        expect(api.callsTo(apiPath('fees/quote.php')).at(-1)?.body).toMatchObject({
          applicationType: 'upgrade',
          subBidangCodes: ['KO001', 'PB001'],
        }),
      );
    },
  );

  it(
    'the legal data cannot be loaded: the form still opens from the certificate, with a note',
    { timeout: 30_000 },
    async () => {
      setup(OPEN, { [apiPath('applications/get_detail.php')]: { status: 404, error: { code: 'NOT_FOUND' } } });
      renderApp(`/renewal/sbu/${UUID_CERT}`);
      expect(await screen.findByRole('heading', { name: 'Data legalitas belum terisi' })).toBeInTheDocument();
      expect(await screen.findByText('2 sub-bidang dipilih')).toBeInTheDocument();
      expect(screen.getByLabelText('Nama notaris akta pendirian')).toHaveValue('');
    },
  );
});
