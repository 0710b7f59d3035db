import { act, fireEvent, screen, within } from '@testing-library/react';
import { focusManager } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiPath, COMPANY_STATUS } from '@portal/contract/constants';
import type { TActivityItem, TDashboardStatsResponse, TNextAction } from '@portal/contract';
import i18n from '@/i18n';
import { UNVERIFIED_PROFILE, VERIFIED_PROFILE, makeProfile } from '@/app/testing/fixtures';
import { mockApi } from '@/app/testing/mock-api';
import { renderApp } from '@/app/testing/render-app';

vi.mock('@/components/ui/toast', () => ({ toast: vi.fn(), Toaster: () => null }));
vi.mock('@/features/notifications', () => ({ NotificationBell: () => null }));

beforeEach(async () => {
  await i18n.changeLanguage('id');
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const stats = (over: Partial<TDashboardStatsResponse> = {}): { data: TDashboardStatsResponse } => ({
  data: {
    total_applications: 0,
    active_certificates: 0,
    pending_reviews: 0,
    unpaid_invoices: 0,
    next_actions: [],
    recent_activity: [],
    registration_clock: {
      step: 'registration_approved',
      waiting_on: 'none',
      since: null,
      act_by: null,
      sla_working_days: null,
      overdue: false,
    },
    ...over,
  },
});
const action = (over: Partial<TNextAction> & Pick<TNextAction, 'kind' | 'actionUrl'>): TNextAction => ({
  params: {},
  amount: null,
  due_date: null,
  overdue: false,
  ...over,
});

describe('dashboard', () => {
  it('welcomes the user, shows the statuses and asks an unverified company to complete its data first', async () => {
    mockApi({
      [apiPath('users/profile.php')]: { data: UNVERIFIED_PROFILE() },
      [apiPath('documents/list.php')]: { data: { documents: [] } },
      [apiPath('dashboard/stats.php')]: stats(),
    });
    renderApp('/dashboard');
    expect(await screen.findByRole('heading', { name: 'Selamat datang, Budi Santoso' })).toBeInTheDocument();
    expect(screen.getByText('Aktif')).toBeInTheDocument();
    expect(screen.getByText('Belum Diverifikasi')).toBeInTheDocument();
    const card = await screen.findByRole('region', { name: 'Lengkapi data perusahaan' });
    expect(within(card).getByText(/Masih ada 17 data perusahaan yang kosong/)).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Lengkapi Data' })).toHaveAttribute('href', '/document-registration');
    for (const label of ['Total Permohonan', 'Sertifikat Aktif', 'Menunggu Review', 'Tagihan Belum Dibayar'])
      expect(await screen.findByText(label)).toBeInTheDocument();
    // The lists are in the verified area: the figures are not links yet.
    expect(screen.queryByRole('link', { name: /Total Permohonan/ })).not.toBeInTheDocument();
    expect(screen.getByText('Belum ada aktivitas')).toBeInTheDocument();
    // The onboarding advice stands for the next step: no "nothing to do".
    expect(screen.queryByText('Tidak ada yang perlu dilakukan sekarang')).not.toBeInTheDocument();
  });

  it('in review: waits with the expected date and never asks to complete the registration', async () => {
    const profile = makeProfile({}, { status: COMPANY_STATUS.IN_REVIEW, submitted_at: '2026-11-20T03:00:00.000Z' });
    mockApi({
      [apiPath('users/profile.php')]: { data: profile },
      [apiPath('documents/list.php')]: { data: { documents: [] } },
      [apiPath('dashboard/stats.php')]: stats(),
    });
    renderApp('/dashboard');
    const card = await screen.findByRole('region', { name: 'Registrasi sedang ditinjau admin' });
    expect(within(card).getByText(/dalam 3 hari kerja/)).toBeInTheDocument();
    expect(within(card).getByText('Perkiraan selesai: 25 November 2026.')).toBeInTheDocument();
    expect(screen.queryByText(/lengkapi dokumen registrasi/i)).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Lengkapi Data' })).not.toBeInTheDocument();
  });

  it("in review: the expected date is the server's, counted over holidays and collective leave (issue 23, point 10)", async () => {
    const profile = makeProfile({}, { status: COMPANY_STATUS.IN_REVIEW, submitted_at: '2026-12-22T03:00:00.000Z' });
    mockApi({
      [apiPath('users/profile.php')]: { data: profile },
      [apiPath('documents/list.php')]: { data: { documents: [] } },
      [apiPath('dashboard/stats.php')]: stats({
        registration_clock: {
          step: 'registration_review',
          waiting_on: 'body',
          since: '2026-12-22T03:00:00.000Z',
          act_by: '2026-12-28',
          sla_working_days: 3,
          overdue: false,
        },
      }),
    });
    renderApp('/dashboard');
    const card = await screen.findByRole('region', { name: 'Registrasi sedang ditinjau admin' });
    // Monday to Friday alone would say 25 December, which is Christmas.
    expect(await within(card).findByText('Perkiraan selesai: 28 Desember 2026.')).toBeInTheDocument();
  });

  it('on a phone "Langkah berikutnya" comes before the counters (issue 23, point 9)', async () => {
    mockApi({
      [apiPath('users/profile.php')]: { data: VERIFIED_PROFILE() },
      [apiPath('dashboard/stats.php')]: stats({ total_applications: 2 }),
    });
    renderApp('/dashboard');
    const next = await screen.findByRole('heading', { name: 'Langkah berikutnya' });
    const counter = await screen.findByText('Total Permohonan');
    expect(next.compareDocumentPosition(counter) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('in review with a rejected document: replace it', async () => {
    const rejected = {
      uuid: 'd1',
      document_type: 'nib',
      category: 'initial_registration',
      status: 'rejected',
      original_name: 'nib.pdf',
      file_size: 1,
      mime_type: 'application/pdf',
      sha256: 'x',
      uploaded_at: '2026-11-20T03:00:00.000Z',
      review_note: 'buram',
      file_url: '/x',
    };
    mockApi({
      [apiPath('users/profile.php')]: { data: makeProfile({}, { status: COMPANY_STATUS.IN_REVIEW }) },
      [apiPath('documents/list.php')]: { data: { documents: [rejected] } },
      [apiPath('dashboard/stats.php')]: stats(),
    });
    renderApp('/dashboard');
    const card = await screen.findByRole('region', { name: 'Perbaiki dokumen yang ditolak' });
    expect(within(card).getByRole('link', { name: 'Perbaiki Dokumen' })).toHaveAttribute(
      'href',
      '/document-registration',
    );
  });

  it('a verified company with nothing due: a calm state that offers the first application (in English too)', async () => {
    mockApi({
      [apiPath('users/profile.php')]: { data: VERIFIED_PROFILE() },
      [apiPath('dashboard/stats.php')]: stats(),
    });
    renderApp('/dashboard');
    expect(await screen.findByText('Tidak ada yang perlu dilakukan sekarang')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Ajukan SBU' })).not.toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Langkah berikutnya' })).queryAllByRole('listitem')).toHaveLength(
      0,
    );
    expect(screen.getByRole('link', { name: 'Ajukan SBU' })).toHaveAttribute('href', '/applications/new');
    await i18n.changeLanguage('en');
    expect(await screen.findByText('Nothing to do right now')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Apply for SBU' })).toHaveAttribute('href', '/applications/new');
  });

  it('shows the four figures, each a link to the list it counts', async () => {
    mockApi({
      [apiPath('users/profile.php')]: { data: VERIFIED_PROFILE() },
      [apiPath('dashboard/stats.php')]: stats({
        total_applications: 1234,
        active_certificates: 2,
        pending_reviews: 3,
        unpaid_invoices: 4,
      }),
    });
    renderApp('/dashboard');
    const figures = await screen.findByRole('region', { name: 'Ringkasan' });
    expect(await within(figures).findByRole('link', { name: /^1\.234\s*Total Permohonan$/ })).toHaveAttribute(
      'href',
      '/applications',
    );
    expect(within(figures).getByRole('link', { name: /^2\s*Sertifikat Aktif$/ })).toHaveAttribute(
      'href',
      '/certificates',
    );
    expect(within(figures).getByRole('link', { name: /^3\s*Menunggu Review$/ })).toHaveAttribute(
      'href',
      '/applications',
    );
    expect(within(figures).getByRole('link', { name: /^4\s*Tagihan Belum Dibayar$/ })).toHaveAttribute(
      'href',
      '/transactions',
    );
    // The analytics screen has no sidebar entry: the figures lead to it.
    expect(within(figures).getByRole('link', { name: 'Lihat grafik analitik' })).toHaveAttribute('href', '/analytics');
    // With applications already made, the calm state offers none.
    expect(screen.getByText('Tidak ada yang perlu dilakukan sekarang')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Ajukan SBU' })).not.toBeInTheDocument();
  });

  it('one card per next action, each with its detail and its button', async () => {
    mockApi({
      [apiPath('users/profile.php')]: { data: VERIFIED_PROFILE() },
      [apiPath('dashboard/stats.php')]: stats({
        total_applications: 2,
        next_actions: [
          action({
            kind: 'unpaid_invoice',
            params: { trans_id: 'INV-2026-0001' },
            amount: 2_775_000,
            due_date: '2026-11-20',
            overdue: true,
            actionUrl: '/payment/inv-1',
          }),
          action({
            kind: 'document_request',
            params: { code_reg: 'SBU-2026-0007', title: 'Laporan keuangan 2025' },
            due_date: '2026-11-27',
            actionUrl: '/applications/SBU-2026-0007',
          }),
          action({
            kind: 'unpaid_invoice',
            params: { trans_id: 'INV-2026-0002' },
            amount: 1_000_000,
            due_date: '2026-12-01',
            actionUrl: '/payment/inv-2',
          }),
          action({
            kind: 'certificate_renewal',
            params: { number: 'SBU/0001/2024', valid_until: '2026-12-31' },
            // Still valid: the deadline is the last valid day (the server's rule).
            due_date: '2026-12-31',
            actionUrl: '/renewal/sbu/cert-1',
          }),
          action({
            kind: 'rejected_document',
            params: { document_type: 'nib', review_note: 'Dokumen buram' },
            actionUrl: '/document-registration',
          }),
        ],
      }),
    });
    renderApp('/dashboard');
    const overdue = await screen.findByRole('listitem', { name: 'Bayar tagihan INV-2026-0001' });
    expect(within(overdue).getByText('Terlambat')).toBeInTheDocument();
    expect(within(overdue).getByText(/Rp 2\.775\.000 · jatuh tempo 20 November 2026 sudah lewat/)).toBeInTheDocument();
    expect(within(overdue).getByRole('link', { name: 'Bayar Sekarang' })).toHaveAttribute('href', '/payment/inv-1');

    const unpaid = screen.getByRole('listitem', { name: 'Bayar tagihan INV-2026-0002' });
    expect(within(unpaid).queryByText('Terlambat')).not.toBeInTheDocument();
    expect(within(unpaid).getByText('Rp 1.000.000 · jatuh tempo 1 Desember 2026')).toBeInTheDocument();
    expect(within(unpaid).getByRole('link', { name: 'Bayar Sekarang' })).toHaveAttribute('href', '/payment/inv-2');

    const request = screen.getByRole('listitem', { name: 'Kirim dokumen: Laporan keuangan 2025' });
    expect(
      within(request).getByText('Diminta admin untuk permohonan SBU-2026-0007 · batas 27 November 2026'),
    ).toBeInTheDocument();
    expect(within(request).getByRole('link', { name: 'Jawab Permintaan' })).toHaveAttribute(
      'href',
      '/applications/SBU-2026-0007',
    );

    const renewal = screen.getByRole('listitem', { name: 'Perpanjang SBU SBU/0001/2024' });
    expect(
      within(renewal).getByText(
        'Hari terakhir masa berlaku 31 Desember 2026 · perpanjang sebelum itu agar sisa harinya ikut terbawa',
      ),
    ).toBeInTheDocument();
    expect(within(renewal).getByRole('link', { name: 'Perpanjang SBU' })).toHaveAttribute(
      'href',
      '/renewal/sbu/cert-1',
    );

    const rejected = screen.getByRole('listitem', { name: 'Unggah ulang NIB' });
    expect(within(rejected).getByText('Ditolak admin: Dokumen buram')).toBeInTheDocument();
    expect(within(rejected).getByRole('link', { name: 'Unggah Ulang' })).toHaveAttribute(
      'href',
      '/document-registration',
    );

    // Only the buttons are links: one per card, and no "nothing to do".
    expect(
      screen.getAllByRole('link', { name: /Bayar Sekarang|Jawab Permintaan|Perpanjang SBU|Unggah Ulang/ }),
    ).toHaveLength(5);
    expect(screen.queryByText('Tidak ada yang perlu dilakukan sekarang')).not.toBeInTheDocument();

    await i18n.changeLanguage('en');
    const en = await screen.findByRole('listitem', { name: 'Pay invoice INV-2026-0001' });
    expect(within(en).getByText('Overdue')).toBeInTheDocument();
    expect(within(en).getByText(/was due November 20, 2026/)).toBeInTheDocument();
    expect(screen.getByRole('listitem', { name: 'Re-upload NIB' })).toBeInTheDocument();
  });

  it('an unverified company with a rejected document: its own card instead of the general advice', async () => {
    const rejected = {
      uuid: 'd1',
      document_type: 'nib',
      category: 'initial_registration',
      status: 'rejected',
      original_name: 'nib.pdf',
      file_size: 1,
      mime_type: 'application/pdf',
      sha256: 'x',
      uploaded_at: '2026-11-20T03:00:00.000Z',
      review_note: 'buram',
      file_url: '/x',
    };
    mockApi({
      [apiPath('users/profile.php')]: { data: makeProfile({}, { status: COMPANY_STATUS.IN_REVIEW }) },
      [apiPath('documents/list.php')]: { data: { documents: [rejected] } },
      [apiPath('dashboard/stats.php')]: stats({
        next_actions: [
          action({ kind: 'rejected_document', params: { document_type: 'nib' }, actionUrl: '/document-registration' }),
        ],
      }),
    });
    renderApp('/dashboard');
    const card = await screen.findByRole('listitem', { name: 'Unggah ulang NIB' });
    expect(within(card).getByText('Ditolak admin. Unggah dokumen pengganti.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Perbaiki dokumen yang ditolak' })).not.toBeInTheDocument();
  });

  it('recent activity: what happened, who acted, relative time with the WIB time in the tooltip, a link to the object', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-24T08:00:00.000Z'));
    const item = (over: Partial<TActivityItem>): TActivityItem => ({
      kind: 'application.submit',
      entity: 'application',
      reference: 'SBU-2026-0007',
      to_status: 'submitted',
      actor: 'company',
      actor_name: null,
      at: '2026-11-24T07:53:00.000Z',
      actionUrl: '/applications/SBU-2026-0007',
      ...over,
    });
    mockApi({
      [apiPath('users/profile.php')]: { data: VERIFIED_PROFILE() },
      [apiPath('dashboard/stats.php')]: stats({
        total_applications: 1,
        recent_activity: [
          item({ actor_name: 'Rina Staf' }),
          item({
            kind: 'invoice.verify',
            entity: 'invoice',
            reference: 'INV-2026-0001',
            to_status: 'paid',
            actor: 'admin',
            at: '2026-11-24T05:00:00.000Z',
            actionUrl: '/payment/inv-1',
          }),
          item({
            kind: 'company.approve',
            entity: 'company',
            reference: 'PT Maju',
            to_status: null,
            actor: 'admin',
            at: '2026-11-21T08:00:00.000Z',
            actionUrl: '/profile',
          }),
        ],
      }),
    });
    renderApp('/dashboard');
    const section = await screen.findByRole('region', { name: 'Aktivitas Terbaru' });
    const rows = await within(section).findAllByRole('listitem');
    expect(rows).toHaveLength(3);
    expect(within(rows[0]).getByRole('link', { name: 'Permohonan SBU-2026-0007' })).toHaveAttribute(
      'href',
      '/applications/SBU-2026-0007',
    );
    expect(within(rows[0]).getByText('Disubmit')).toBeInTheDocument();
    // A staffer's action names the staffer (docs/business-rules.md#company-staff).
    expect(within(rows[0]).getByText(/Oleh Rina Staf/)).toBeInTheDocument();
    const time = within(rows[0]).getByText('7 menit yang lalu');
    expect(time).toHaveAttribute('datetime', '2026-11-24T07:53:00.000Z');
    expect(time.getAttribute('title')).toMatch(/24 Nov 2026.*14[.:]53 WIB/);
    expect(within(rows[1]).getByRole('link', { name: 'Tagihan INV-2026-0001' })).toHaveAttribute(
      'href',
      '/payment/inv-1',
    );
    expect(within(rows[1]).getByText('3 jam yang lalu')).toBeInTheDocument();
    expect(within(rows[1]).getByText(/Oleh admin/)).toBeInTheDocument();
    expect(within(rows[2]).getByRole('link', { name: 'Registrasi PT Maju' })).toHaveAttribute('href', '/profile');
    expect(within(rows[2]).getByText('Disetujui')).toBeInTheDocument();
    expect(within(rows[2]).getByText('3 hari yang lalu')).toBeInTheDocument();
    expect(screen.queryByText('Belum ada aktivitas')).not.toBeInTheDocument();
    await i18n.changeLanguage('en');
    // Relative times stay Indonesian in English too (docs/business-rules.md#time), as in the notification panel.
    expect(await within(section).findByText(/By Rina Staf/)).toBeInTheDocument();
    expect(within(section).getByText('7 menit yang lalu')).toBeInTheDocument();
    expect(within(section).queryByText('7 minutes ago')).not.toBeInTheDocument();
    expect(within(section).getByRole('link', { name: 'Application SBU-2026-0007' })).toBeInTheDocument();
  });

  it('loading shows placeholders; a failed load says so and retries', async () => {
    let fail = true;
    let release: () => void = () => {};
    const gate = new Promise<void>((r) => (release = r));
    const api = mockApi({
      [apiPath('users/profile.php')]: { data: VERIFIED_PROFILE() },
      [apiPath('dashboard/stats.php')]: async () => {
        await gate;
        return fail ? { status: 500, error: { code: 'SERVER_ERROR' } } : stats({ total_applications: 5 });
      },
      // The appeals card loads on its own; only the figures fail here.
      [apiPath('appeals/list.php')]: { data: { items: [], page: 1, per_page: 5, total: 0 } },
      [apiPath('complaints/list.php')]: { data: { items: [], page: 1, per_page: 5, total: 0 } },
    });
    renderApp('/dashboard');
    expect(await screen.findByRole('status', { name: 'Memuat ringkasan dasbor…' })).toBeInTheDocument();
    release();
    const alert = await screen.findByRole('alert', {}, { timeout: 4000 });
    expect(alert).toHaveTextContent('Ringkasan dasbor gagal dimuat');
    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Coba Lagi' }));
    expect(await screen.findByRole('link', { name: /^5\s*Total Permohonan$/ })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(api.callsTo(apiPath('dashboard/stats.php')).length).toBeGreaterThanOrEqual(2);
  });

  it('fetches the figures again when the tab regains focus (an admin may have acted meanwhile)', async () => {
    let reply = stats({ total_applications: 1 });
    const api = mockApi({
      [apiPath('users/profile.php')]: { data: VERIFIED_PROFILE() },
      [apiPath('dashboard/stats.php')]: () => reply,
    });
    renderApp('/dashboard');
    expect(await screen.findByText('Tidak ada yang perlu dilakukan sekarang')).toBeInTheDocument();
    const before = api.callsTo(apiPath('dashboard/stats.php')).length;
    reply = stats({
      total_applications: 1,
      unpaid_invoices: 1,
      next_actions: [
        action({
          kind: 'unpaid_invoice',
          params: { trans_id: 'INV-2026-0009' },
          amount: 500_000,
          due_date: '2026-12-01',
          actionUrl: '/payment/inv-9',
        }),
      ],
    });
    act(() => {
      focusManager.setFocused(false);
      focusManager.setFocused(true);
    });
    expect(await screen.findByRole('listitem', { name: 'Bayar tagihan INV-2026-0009' })).toBeInTheDocument();
    expect(api.callsTo(apiPath('dashboard/stats.php')).length).toBe(before + 1);
    focusManager.setFocused(undefined);
  });

  it('no company yet says so', async () => {
    mockApi({ [apiPath('users/profile.php')]: { data: makeProfile({}, null) } });
    renderApp('/');
    expect(await screen.findByText('Belum ada data perusahaan')).toBeInTheDocument();
  });
});
