import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  APPLICATION_STATUSES,
  CERTIFICATE_STATUSES,
  DOCUMENT_REQUEST_STATUSES,
  INVOICE_STATUSES,
  type TFeeScheduleResponse,
} from '@portal/contract';
import i18n from '@/i18n';
import { toast } from '@/components/ui/toast';
import { UNVERIFIED_PROFILE } from '@/app/testing/fixtures';
import { mockApi, type TMockHandler } from '@/app/testing/mock-api';
import { renderApp } from '@/app/testing/render-app';
import { apiPath } from '@portal/contract/constants';

vi.mock('@/components/ui/toast', () => ({ toast: vi.fn(), Toaster: () => null }));
vi.mock('@/features/notifications', () => ({ NotificationBell: () => null }));

/** A schedule unlike the seeded one, so the totals below can only come from it. */
const SCHEDULE: TFeeScheduleResponse = {
  id: 7,
  created_at: '2026-03-01T03:00:00.000Z',
  fees: {
    kecil: { base_fee: 3_000_000, extra_sub_bidang_fee: 600_000 },
    menengah: { base_fee: 6_000_000, extra_sub_bidang_fee: 1_200_000 },
    besar: { base_fee: 12_000_000, extra_sub_bidang_fee: 2_400_000 },
  },
  renewal_percent: 75,
  bank_accounts: [{ bank_name: 'Bank Mandiri', account_number: '1230004567890', account_holder: 'BSKI' }],
  ppn_rate_percent: 12,
  ppn_base_ratio: '11/12',
};

function setup(routes: Record<string, TMockHandler> = {}) {
  return mockApi({
    [apiPath('users/profile.php')]: { data: UNVERIFIED_PROFILE() },
    [apiPath('fees/schedule.php')]: { data: SCHEDULE },
    ...routes,
  });
}
const article = async () =>
  (await screen.findByRole('heading', { level: 2, name: /Langkah 1|Step 1/ })).closest('article') as HTMLElement;
const search = () => screen.getByRole('searchbox');
/** Pastes the query at once: typing it key by key re-renders the whole guide each time. */
async function searchFor(user: ReturnType<typeof userEvent.setup>, query: string) {
  await user.clear(search());
  await user.click(search());
  await user.paste(query);
}

beforeEach(async () => {
  vi.mocked(toast).mockClear();
  await i18n.changeLanguage('id');
});
afterEach(() => vi.unstubAllGlobals());

// Each test renders the whole guide (both languages' files, ten sections): slow on a loaded machine, not a timing under test.
describe('Panduan', { timeout: 20_000 }, () => {
  it.each([
    [
      'id',
      [
        'Daftar akun',
        'Lengkapi data',
        'Verifikasi oleh admin',
        'Ajukan permohonan SBU',
        'Bayar tagihan',
        'Terima sertifikat',
        'Perpanjang sertifikat',
      ],
      'Langkah',
    ],
    [
      'en',
      [
        'Create an account',
        'Complete your registration',
        'Verification by an administrator',
        'Apply for an SBU',
        'Pay the invoice',
        'Receive your certificate',
        'Renew your certificate',
      ],
      'Step',
    ],
  ])('%s: every step of the process, numbered, with the reference parts after them', async (lng, steps, word) => {
    await i18n.changeLanguage(lng);
    setup();
    renderApp('/guide');
    const text = await article();
    const h2 = within(text)
      .getAllByRole('heading', { level: 2 })
      .map((h) => h.textContent);
    expect(h2).toHaveLength(11);
    steps.forEach((title, i) => expect(h2[i]).toMatch(new RegExp(`^${word} ${i + 1}${title}`)));
    // The contents list every part, with anchors.
    const toc = screen.getAllByRole('navigation', { name: lng === 'id' ? 'Daftar isi' : 'Contents' })[0];
    expect(
      within(toc)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual([
      '#register',
      '#documents',
      '#verification',
      '#application',
      '#payment',
      '#certificate',
      '#renewal',
      '#appeals',
      '#statuses',
      '#fees',
      '#faq',
    ]);
  });

  it('follows the language switch', async () => {
    setup();
    renderApp('/guide');
    await screen.findByRole('heading', { level: 2, name: /Bayar tagihan/ });
    await act(() => i18n.changeLanguage('en'));
    expect(await screen.findByRole('heading', { level: 2, name: /Pay the invoice/ })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 2, name: /Bayar tagihan/ })).not.toBeInTheDocument();
  });

  it('fee examples on the live schedule: lines, DPP, PPN and total in Rupiah', async () => {
    const api = setup();
    renderApp('/guide');
    const examples = await screen.findByTestId('fee-examples');
    expect(api.callsTo(apiPath('fees/schedule.php'))).toHaveLength(1);
    const figure = (key: string) => examples.querySelector(`[data-example="${key}"]`) as HTMLElement;
    // 1 sub-bidang: 3,000,000; DPP 2,750,000; PPN 330,000.
    expect(within(figure('newOne')).getByTestId('quote-total')).toHaveTextContent('Rp 3.330.000');
    // 3 sub-bidang: 3,000,000 + 2 × 600,000 = 4,200,000; DPP 3,850,000; PPN 462,000.
    const three = figure('newThree');
    expect(
      within(three).getByText('Permohonan baru, kualifikasi Kecil, 3 sub-bidang', { selector: 'figcaption' }),
    ).toBeInTheDocument();
    expect(
      within(three)
        .getByRole('rowheader', { name: /^Sub-bidang tambahan/ })
        .closest('tr'),
    ).toHaveTextContent(/2\s*Rp 600.000\s*Rp 1.200.000/);
    expect(within(three).getAllByRole('rowheader', { name: /DPP/ })[0].closest('tr')).toHaveTextContent('Rp 3.850.000');
    expect(within(three).getAllByRole('rowheader', { name: 'PPN 12%' })[0].closest('tr')).toHaveTextContent(
      'Rp 462.000',
    );
    expect(within(three).getByTestId('quote-total')).toHaveTextContent('Rp 4.662.000');
    // Renewal at 75 %: 2,250,000 + 900,000 = 3,150,000; DPP 2,887,500; PPN 346,500.
    expect(within(figure('renewalThree')).getAllByText(/\(perpanjangan 75%\)/, { selector: 'th' })).toHaveLength(2);
    expect(within(figure('renewalThree')).getByTestId('quote-total')).toHaveTextContent('Rp 3.496.500');
    // The schedule itself.
    expect(within(examples).getByRole('rowheader', { name: 'Menengah' }).closest('tr')).toHaveTextContent(
      /Rp 6\.000\.000\s*Rp 1\.200\.000/,
    );
  });

  it('fee examples: loading, then a failure with a retry that loads them', async () => {
    let fail = true;
    setup({
      [apiPath('fees/schedule.php')]: () =>
        fail ? { status: 500, error: { code: 'SERVER_ERROR' } } : { data: SCHEDULE },
    });
    const user = userEvent.setup();
    renderApp('/guide');
    await article();
    expect(screen.getByText('Memuat tarif yang berlaku…')).toBeInTheDocument();
    const alert = await screen.findByRole('alert', {}, { timeout: 8000 });
    expect(alert).toHaveTextContent('Tarif tidak dapat dimuat');
    // The rest of the guide is still there.
    expect(screen.getByRole('heading', { level: 2, name: /Pertanyaan yang sering diajukan/ })).toBeInTheDocument();
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Coba lagi' }));
    expect(await screen.findByTestId('fee-examples')).toBeInTheDocument();
  });

  it(
    'search: finds a question of the FAQ, marks it, hides the rest; accents and case do not matter',
    { timeout: 20_000 },
    async () => {
      setup();
      const user = userEvent.setup();
      renderApp('/guide');
      await article();
      await searchFor(user, 'LUPA pássword');
      await waitFor(() =>
        expect(screen.queryByRole('heading', { level: 2, name: /Bayar tagihan/ })).not.toBeInTheDocument(),
      );
      const faq = screen.getByRole('heading', { level: 3, name: /Saya lupa password/ });
      expect(faq.querySelectorAll('mark')).toHaveLength(2);
      expect([...faq.querySelectorAll('mark')].map((m) => m.textContent)).toEqual(['lupa', 'password']);
      expect(screen.getByText('1 bagian cocok')).toBeInTheDocument();
      // The intro of the FAQ and its other questions are not shown.
      expect(screen.queryByRole('heading', { level: 3, name: /Kode OTP tidak sampai/ })).not.toBeInTheDocument();
    },
  );

  it(
    'search: finds a term inside the steps, and says when nothing matches, with a hint',
    { timeout: 20_000 },
    async () => {
      setup();
      const user = userEvent.setup();
      renderApp('/guide');
      await article();
      await searchFor(user, 'neraca');
      const heading = await screen.findByRole('heading', { level: 3, name: 'Dokumen pendukung' });
      expect(screen.getByRole('heading', { level: 2, name: /Langkah 4\s*Ajukan permohonan SBU/ })).toBeInTheDocument();
      expect(heading.parentElement!.querySelector('mark')).toHaveTextContent('neraca');
      expect(screen.queryByRole('heading', { level: 2, name: /Langkah 1/ })).not.toBeInTheDocument();

      await searchFor(user, 'zzqxv');
      const none = await screen.findByTestId('guide-no-results');
      expect(none).toHaveTextContent('Tidak ada hasil untuk “zzqxv”');
      expect(none).toHaveTextContent(/Periksa ejaan/);
      await user.click(within(none).getByRole('button', { name: 'Hapus pencarian' }));
      expect(await screen.findByRole('heading', { level: 2, name: /Langkah 1/ })).toBeInTheDocument();
    },
  );

  it('search: "banding" finds the appeals section and its parts', { timeout: 20_000 }, async () => {
    setup();
    const user = userEvent.setup();
    renderApp('/guide');
    await article();
    await searchFor(user, 'banding');
    expect(await screen.findByRole('heading', { level: 2, name: /Banding dan keluhan/ })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Mengajukan banding' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 2, name: /Langkah 1/ })).not.toBeInTheDocument();
  });

  it('anchors: the contents move to a part and focus its heading; a deep link opens at its part', async () => {
    setup();
    const user = userEvent.setup();
    const app = renderApp('/guide');
    await article();
    const toc = screen.getAllByRole('navigation', { name: 'Daftar isi' })[0];
    await user.click(within(toc).getByRole('link', { name: /Pertanyaan yang sering diajukan/ }));
    await waitFor(() => expect(app.location().hash).toBe('#faq'));
    expect(document.activeElement).toBe(
      screen.getByRole('heading', { level: 2, name: /Pertanyaan yang sering diajukan/ }),
    );
    expect(within(toc).getByRole('link', { name: /Pertanyaan yang sering diajukan/ })).toHaveAttribute(
      'aria-current',
      'location',
    );
    // Each question has an anchor of its own.
    expect(screen.getByRole('link', { name: /Kode OTP tidak sampai/ })).toHaveAttribute(
      'href',
      '#faq-otp-not-received',
    );
    app.unmount();

    renderApp('/guide#renewal-window');
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('heading', { level: 3, name: /Kapan dapat diperpanjang/ })),
    );
    expect(document.getElementById('renewal-window')).toHaveTextContent('90 hari sebelum sampai 90 hari setelah');
  });

  it('statuses: the badges of every application, invoice, request and certificate status, each with its meaning', async () => {
    setup();
    renderApp('/guide');
    await article();
    const lists: [string, readonly string[]][] = [
      ['application', APPLICATION_STATUSES],
      ['invoice', INVOICE_STATUSES],
      ['document-request', DOCUMENT_REQUEST_STATUSES],
      ['certificate', CERTIFICATE_STATUSES],
    ];
    for (const [kind, statuses] of lists) {
      const list = document.querySelector(`[data-status-kind="${kind}"]`) as HTMLElement;
      const rows = [...list.querySelectorAll<HTMLElement>(':scope > [data-status]')];
      expect(rows.map((r) => r.dataset.status)).toEqual([...statuses]);
      for (const row of rows) expect(row.querySelector('dd')!.textContent!.length).toBeGreaterThan(10);
    }
    const superseded = document.querySelector(
      '[data-status-kind="certificate"] [data-status="superseded"]',
    ) as HTMLElement;
    expect(within(superseded).getByText('Diperbarui')).toBeInTheDocument();
    const waiting = document.querySelector(
      '[data-status-kind="invoice"] [data-status="waiting_confirmation"]',
    ) as HTMLElement;
    expect(within(waiting).getByText('Verifikasi')).toBeInTheDocument();
  });
});
