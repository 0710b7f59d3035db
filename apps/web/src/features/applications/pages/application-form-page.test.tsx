import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiPath } from '@portal/contract/constants';
import type { TFeeQuoteRequest } from '@portal/contract';
import i18n from '@/i18n';
import { toast } from '@/components/ui/toast';
import { VERIFIED_PROFILE, makeProfile } from '@/app/testing/fixtures';
import { mockApi, type TMockHandler } from '@/app/testing/mock-api';
import { renderApp } from '@/app/testing/render-app';
import { BIDANG, QUOTE_3, application, subBidang } from '../testing';

vi.mock('@/components/ui/toast', () => ({ toast: vi.fn(), Toaster: () => null }));
vi.mock('@/features/notifications', () => ({ NotificationBell: () => null }));

const CATALOGUE = [
  subBidang('KO001'),
  subBidang('KO002'),
  subBidang('PB001', 'PB'),
  subBidang('KO009', 'KO', { is_active: false }),
];

function setup(routes: Record<string, TMockHandler> = {}) {
  return mockApi({
    [apiPath('users/profile.php')]: { data: VERIFIED_PROFILE() },
    [apiPath('sub-bidang/qualifications.php')]: {
      data: { thresholds: { kecil_max_investment: 5_000_000_000, menengah_max_investment: 10_000_000_000 } },
    },
    [apiPath('sub-bidang/list.php')]: {
      data: { items: CATALOGUE, page: 1, per_page: 100, total: CATALOGUE.length, bidang: BIDANG },
    },
    // A fixed answer: the screen must show what the server quotes, not compute its own.
    [apiPath('fees/quote.php')]: (req) => ({
      data:
        (req.body as TFeeQuoteRequest).subBidangCodes?.length === 3
          ? QUOTE_3
          : { ...QUOTE_3, lines: QUOTE_3.lines.slice(0, 1), total: 1 },
    }),
    ...routes,
  });
}

beforeEach(async () => {
  await i18n.changeLanguage('id');
});
afterEach(() => vi.unstubAllGlobals());

describe('Ajukan Permohonan (form)', () => {
  it(
    'picks 3 active sub-bidang grouped by bidang and shows the quote lines, DPP, PPN and total Rp 3.885.000',
    { timeout: 20_000 },
    async () => {
      const api = setup();
      const user = userEvent.setup();
      renderApp('/applications/new');
      const picker = await screen.findByRole('group', { name: 'Sub-bidang' });
      expect(await within(picker).findByRole('group', { name: 'KO — Konstruksi' })).toBeInTheDocument();
      expect(within(picker).getByRole('group', { name: 'PB — Perdagangan Besar' })).toBeInTheDocument();
      expect(within(picker).queryByLabelText(/KO009/)).not.toBeInTheDocument(); // inactive: not offered
      await user.click(within(picker).getByLabelText(/KO001/));
      await user.click(within(picker).getByLabelText(/KO002/));
      await user.click(within(picker).getByLabelText(/PB001/));
      expect(within(picker).getByText('3 sub-bidang dipilih')).toBeInTheDocument();
      await waitFor(() => expect(screen.getByTestId('quote-total')).toHaveTextContent('Rp 3.885.000'));
      expect(api.callsTo(apiPath('fees/quote.php')).at(-1)?.body).toMatchObject({
        applicationType: 'new',
        companyQualification: 'kecil',
        subBidangCodes: ['KO001', 'KO002', 'PB001'],
      });
      const quote = screen.getByRole('table', { name: 'Rincian biaya permohonan' });
      expect(
        within(quote).getByRole('rowheader', { name: /^Biaya SBU kualifikasi Kecil \(sub-bidang pertama\)/ }),
      ).toBeInTheDocument();
      expect(
        within(quote)
          .getByRole('rowheader', { name: /^Sub-bidang tambahan/ })
          .closest('tr'),
      ).toHaveTextContent('Rp 1.000.000');
      expect(within(quote).getAllByRole('rowheader', { name: /DPP/ })[0].closest('tr')).toHaveTextContent(
        'Rp 3.208.333',
      );
      expect(within(quote).getAllByRole('rowheader', { name: 'PPN 12%' })[0].closest('tr')).toHaveTextContent(
        'Rp 385.000',
      );
      // Removing one through its chip shows the quote of the other two.
      await user.click(screen.getByRole('button', { name: /Hapus PB001/ }));
      await waitFor(() => expect(screen.getByTestId('quote-total')).toHaveTextContent(/^Rp 1$/));
      expect(screen.getByText('2 sub-bidang dipilih')).toBeInTheDocument();
    },
  );

  it(
    'saves a draft through create.php and opens its detail; a 422 puts the messages at the fields and keeps what was typed',
    { timeout: 20_000 },
    async () => {
      let attempt = 0;
      const api = setup({
        [apiPath('applications/create.php')]: () =>
          ++attempt === 1
            ? {
                status: 422,
                error: { code: 'VALIDATION_ERROR', errors: { aktaPendirianTanggal: ['validation.invalid'] } },
              }
            : { data: { application: application({ code_reg: 'SP-555000111' }) } },
        [apiPath('applications/get_detail.php')]: { data: { application: application({ code_reg: 'SP-555000111' }) } },
      });
      const user = userEvent.setup();
      const app = renderApp('/applications/new');
      const picker = await screen.findByRole('group', { name: 'Sub-bidang' });
      await user.click(await within(picker).findByLabelText(/KO001/));
      await user.type(screen.getByLabelText('Nama notaris akta pendirian'), 'Notaris Budi');
      const date = screen.getByLabelText('Tanggal akta pendirian');
      await user.type(date, '2015-03-04');
      await user.click(screen.getByRole('button', { name: 'Simpan Draft' }));
      await waitFor(() => expect(date).toHaveAttribute('aria-invalid', 'true'));
      expect(date).toHaveAccessibleDescription(/tidak valid/i);
      expect(screen.getByLabelText('Nama notaris akta pendirian')).toHaveValue('Notaris Budi');
      expect(screen.getByRole('alert')).toHaveTextContent('Draft belum tersimpan');
      expect(api.callsTo(apiPath('applications/create.php'))[0].body).toMatchObject({
        applicationType: 'new',
        companyQualification: 'kecil',
        subBidangCodes: ['KO001'],
        aktaPendirianNotaris: 'Notaris Budi',
        aktaPendirianTanggal: '2015-03-04',
      });
      await user.click(screen.getByRole('button', { name: 'Simpan Draft' }));
      await waitFor(() => expect(app.location().pathname).toBe('/applications/SP-555000111'));
    },
  );

  it('explains Kecil, Menengah and Besar with the rule the body applies, and suggests one from the company capital (issue 23, point 9)', async () => {
    setup({
      [apiPath('users/profile.php')]: {
        data: makeProfile({ status: 'verified' }, { status: 'verified', investment_value: 7_500_000_000 }),
      },
    });
    renderApp('/applications/new');
    const select = await screen.findByLabelText(/^Kualifikasi/);
    await waitFor(() =>
      expect(select).toHaveAccessibleDescription(
        'Kualifikasi mengikuti modal usaha perusahaan (di luar tanah dan bangunan): Kecil sampai Rp 5.000.000.000, Menengah sampai Rp 10.000.000.000, Besar di atasnya. Saran dari nilai investasi perusahaan (Rp 7.500.000.000): Menengah.',
      ),
    );
  });

  it('asks for at least one sub-bidang before saving', async () => {
    const api = setup();
    const user = userEvent.setup();
    renderApp('/applications/new');
    await screen.findByRole('group', { name: 'Sub-bidang' });
    await user.click(screen.getByRole('button', { name: 'Simpan Draft' }));
    expect(await screen.findByRole('group', { name: 'Sub-bidang' })).toHaveAttribute('aria-invalid', 'true');
    expect(api.callsTo(apiPath('applications/create.php'))).toHaveLength(0);
  });

  it('edits a draft through update.php with its code_reg', { timeout: 20_000 }, async () => {
    const api = setup({
      [apiPath('applications/get_detail.php')]: { data: { application: application() } },
      [apiPath('applications/update.php')]: (req) => ({
        data: { application: application({ notes: String(req.body?.notes) }) },
      }),
    });
    const user = userEvent.setup();
    const app = renderApp('/applications/edit/SP-123456789');
    expect(await screen.findByLabelText('Nama notaris akta pendirian')).toHaveValue('Notaris Budi');
    expect(screen.getByText('3 sub-bidang dipilih')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Catatan'), 'Mohon diproses');
    await user.click(screen.getByRole('button', { name: 'Simpan Draft' }));
    await waitFor(() => expect(app.location().pathname).toBe('/applications/SP-123456789'));
    expect(api.callsTo(apiPath('applications/update.php'))[0].body).toMatchObject({
      code_reg: 'SP-123456789',
      notes: 'Mohon diproses',
      subBidangCodes: ['KO001', 'KO002', 'PB001'],
    });
  });

  it('saving an edited draft says so and goes back to its detail, though the answer is a newer version (issue 23, defect 1)', async () => {
    // The server's version moves on with the save, as a real one does.
    let current = application();
    setup({
      [apiPath('applications/get_detail.php')]: () => ({ data: { application: current } }),
      [apiPath('applications/update.php')]: () => {
        current = application({ notes: 'Baru', updated_at: '2026-11-04T03:00:00.000Z' });
        return { data: { application: current } };
      },
    });
    const user = userEvent.setup();
    const app = renderApp('/applications/edit/SP-123456789');
    await user.type(await screen.findByLabelText('Catatan'), 'Baru');
    await user.click(screen.getByRole('button', { name: 'Simpan Draft' }));
    await waitFor(() => expect(app.location().pathname).toBe('/applications/SP-123456789'));
    expect(vi.mocked(toast)).toHaveBeenCalledWith({
      title: 'Draft berhasil disimpan (SP-123456789).',
      variant: 'success',
    });
  });

  it('a submitted application is not edited: the page says why and links to the detail', async () => {
    setup({
      [apiPath('applications/get_detail.php')]: { data: { application: application({ status: 'submitted' }) } },
    });
    renderApp('/applications/edit/SP-123456789');
    expect(await screen.findByText('Permohonan ini tidak dapat diubah')).toBeInTheDocument();
    expect(screen.getByText(/berstatus Disubmit. Hanya draft yang dapat diubah/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Lihat detail permohonan' })).toHaveAttribute(
      'href',
      '/applications/SP-123456789',
    );
    expect(screen.queryByRole('button', { name: 'Simpan Draft' })).not.toBeInTheDocument();
  });

  it('a sub-bidang deactivated meanwhile: the quote says which to remove', async () => {
    setup({
      [apiPath('fees/quote.php')]: {
        status: 422,
        error: { code: 'VALIDATION_ERROR', errors: { subBidangCodes: ['validation.invalid'] } },
        data: { unavailable_codes: ['KO001'] },
      },
    });
    const user = userEvent.setup();
    renderApp('/applications/new');
    const picker = await screen.findByRole('group', { name: 'Sub-bidang' });
    await user.click(await within(picker).findByLabelText(/KO001/));
    expect(
      await screen.findByText('Sub-bidang berikut tidak lagi aktif, hapus dari pilihan: KO001'),
    ).toBeInTheDocument();
  });
});
