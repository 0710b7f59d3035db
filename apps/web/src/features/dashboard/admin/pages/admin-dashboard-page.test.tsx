import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  APPLICATION_STATUSES,
  formatCurrency,
  type TAdminDashboardStatsResponse,
  type TQueueStats,
} from '@portal/contract';
import i18n from '@/i18n';
import { ADMIN_PROFILE } from '@/app/testing/fixtures';
import { mockApi, type TMockHandler } from '@/app/testing/mock-api';
import { renderApp } from '@/app/testing/render-app';
import { apiPath } from '@portal/contract/constants';

vi.mock('@/components/ui/toast', () => ({ toast: vi.fn(), Toaster: () => null }));
vi.mock('@/features/notifications', () => ({ NotificationBell: () => null }));

beforeEach(async () => {
  await i18n.changeLanguage('id');
});
afterEach(() => vi.unstubAllGlobals());

const queue = (over: Partial<TQueueStats>): TQueueStats => ({
  count: 0,
  oldest_since: null,
  oldest_age: null,
  sla_working_days: 3,
  over_sla: 0,
  list_url: '/admin/x',
  ...over,
});

const BY_STATUS = { draft: 4, submitted: 2, under_review: 5, approved: 1, rejected: 3, completed: 6 } as const;

/** Every figure different, so each is found by its own value. */
const stats = (over: Partial<TAdminDashboardStatsResponse> = {}): TAdminDashboardStatsResponse => ({
  company_verification: queue({
    count: 12,
    oldest_since: '2026-11-18T03:00:00.000Z',
    oldest_age: { unit: 'working_days', value: 4, overdue: true },
    over_sla: 2,
    list_url: '/admin/companies?status=in_review&sort=waiting',
  }),
  payment_verification: queue({
    count: 3,
    oldest_since: '2026-11-24T02:00:00.000Z',
    oldest_age: { unit: 'hours', value: 5, overdue: false },
    sla_working_days: 1,
    list_url: '/admin/payment-verification',
  }),
  application_review: queue({
    count: 5,
    oldest_since: '2026-11-20T03:00:00.000Z',
    oldest_age: { unit: 'working_days', value: 2, overdue: false },
    sla_working_days: 5,
    list_url: '/admin/applications?status=under_review&sort=waiting',
  }),
  certificate_publication: queue({
    count: 9,
    oldest_since: '2026-11-19T03:00:00.000Z',
    oldest_age: { unit: 'working_days', value: 3, overdue: true },
    sla_working_days: 2,
    over_sla: 4,
    list_url: '/admin/publish-queue',
  }),
  answered_requests: queue({
    count: 8,
    sla_working_days: 2,
    list_url: '/admin/document-requests?status=fulfilled&checked=false&sort=answered',
  }),
  applications_by_status: APPLICATION_STATUSES.map((status) => ({
    status,
    count: BY_STATUS[status],
    list_url: `/admin/applications?status=${status}`,
  })),
  document_requests: {
    open: { count: 9, list_url: '/admin/document-requests?status=open&sort=due_date' },
    overdue: { count: 8, list_url: '/admin/document-requests?status=open&overdue=true&sort=due_date' },
  },
  certificates_expiring: {
    within_30_days: {
      count: 11,
      list_url: '/admin/certificates?status=active&expiring_within_days=30&sort=valid_until',
    },
    within_90_days: {
      count: 13,
      list_url: '/admin/certificates?status=active&expiring_within_days=90&sort=valid_until',
    },
  },
  revenue: {
    this_month: { month: '2026-11', amount: 15_540_000, invoices: 3 },
    last_month: { month: '2026-10', amount: 5_180_000, invoices: 1 },
  },
  ...over,
});

const SETUP_ITEMS = [
  { item: 'issuer', link: '/admin/calculator#issuer-settings' },
  { item: 'bank_account', link: '/admin/calculator#fee-schedule' },
  { item: 'body', link: '/admin/calculator#certificate-settings' },
  { item: 'signatory', link: '/admin/calculator#certificate-settings' },
] as const;
const setupStatus = (missing: string[] = []) => ({
  setup: {
    complete: missing.length === 0,
    items: SETUP_ITEMS.map((i) => ({ ...i, done: !missing.includes(i.item) })),
  },
});

function setup(handler: TMockHandler = { data: stats() }, setupHandler: TMockHandler = { data: setupStatus() }) {
  return mockApi({
    [apiPath('users/profile.php')]: { data: ADMIN_PROFILE() },
    [apiPath('admin/dashboard/stats.php')]: handler,
    [apiPath('admin/setup/status.php')]: setupHandler,
    [apiPath('admin/appeals/list.php')]: {
      data: { items: [], page: 1, per_page: 1, total: 4, open_count: 4, overdue_count: 1 },
    },
    [apiPath('admin/complaints/list.php')]: {
      data: { items: [], page: 1, per_page: 1, total: 2, open_count: 2, overdue_count: 0 },
    },
  });
}

const queueCard = (name: string) => screen.getByRole('region', { name });

describe('admin dashboard', () => {
  it('the appeal and complaint queues: open items and those past their answer date, linking to the queue', async () => {
    setup();
    renderApp('/admin/dashboard');
    const open = await screen.findByTestId('kpi-appeals-open');
    expect(open).toHaveTextContent('4');
    expect(within(open).getByRole('link', { name: '4' })).toHaveAttribute('href', '/admin/appeals');
    expect(screen.getByTestId('kpi-appeals-overdue')).toHaveTextContent('1');
    expect(screen.getByText('Banding')).toBeInTheDocument();
    expect(screen.getByTestId('kpi-complaints-open')).toHaveTextContent('2');
    expect(screen.getByTestId('kpi-complaints-overdue')).toHaveTextContent('0');
    expect(screen.getAllByText('Lewat batas jawab')).toHaveLength(2);
  });

  it('each queue: its count linked to its list, the oldest wait, the SLA, and over the SLA in red with a sentence', async () => {
    setup();
    renderApp('/admin/dashboard');
    const companies = await screen.findByRole('region', { name: 'Verifikasi perusahaan' });
    expect(within(companies).getByRole('link', { name: /12 menunggu/ })).toHaveAttribute(
      'href',
      '/admin/companies?status=in_review&sort=waiting',
    );
    expect(within(companies).getByTestId('queue-oldest')).toHaveTextContent('4 hari kerja');
    expect(within(companies).getByText('3 hari kerja')).toBeInTheDocument();
    expect(within(companies).getByTestId('over-sla')).toHaveTextContent('2 melewati SLA');
    expect(companies).toHaveAttribute('data-over-sla', 'true');
    expect(companies.className).toMatch(/border-red/);

    const payments = queueCard('Verifikasi pembayaran');
    expect(within(payments).getByRole('link', { name: /3 menunggu/ })).toHaveAttribute(
      'href',
      '/admin/payment-verification',
    );
    expect(within(payments).getByTestId('queue-oldest')).toHaveTextContent('5 jam');
    expect(within(payments).getByText('1 hari kerja')).toBeInTheDocument();
    // Not over the SLA: no highlight at all.
    expect(within(payments).queryByTestId('over-sla')).not.toBeInTheDocument();
    expect(payments).toHaveAttribute('data-over-sla', 'false');
    expect(payments.className).not.toMatch(/border-red/);
    expect(within(payments).getByText('Semua dalam SLA')).toBeInTheDocument();

    // The review queue is the paid applications only: its total links to that one list.
    const review = queueCard('Review permohonan');
    expect(within(review).getByRole('link', { name: /5 menunggu/ })).toHaveAttribute(
      'href',
      '/admin/applications?status=under_review&sort=waiting',
    );
    expect(within(review).getByTestId('queue-oldest')).toHaveTextContent('2 hari kerja');
    expect(within(review).queryByTestId('over-sla')).not.toBeInTheDocument();

    // Approved applications wait for their certificate: a queue of their own, SLA 2 working days.
    const publish = queueCard('Sertifikat untuk diterbitkan');
    expect(within(publish).getByRole('link', { name: /9 menunggu/ })).toHaveAttribute('href', '/admin/publish-queue');
    expect(within(publish).getByTestId('over-sla')).toHaveTextContent('4 melewati SLA');

    const answered = queueCard('Permintaan dokumen terjawab');
    expect(within(answered).getByRole('link', { name: /8 menunggu/ })).toHaveAttribute(
      'href',
      '/admin/document-requests?status=fulfilled&checked=false&sort=answered',
    );
  });

  it('the KPIs: document requests, certificates expiring, revenue in rupiah, applications by status, each linked to its list', async () => {
    setup();
    renderApp('/admin');
    await screen.findByRole('heading', { name: 'Ringkasan' });
    const figure = (id: string) => within(screen.getByTestId(id)).getByRole('link');
    expect(figure('kpi-requests-open')).toHaveTextContent('9');
    expect(figure('kpi-requests-open')).toHaveAttribute('href', '/admin/document-requests?status=open&sort=due_date');
    expect(figure('kpi-requests-overdue')).toHaveTextContent('8');
    expect(figure('kpi-requests-overdue')).toHaveAttribute(
      'href',
      '/admin/document-requests?status=open&overdue=true&sort=due_date',
    );
    expect(within(screen.getByTestId('kpi-requests-overdue')).getByText('Perlu tindakan')).toBeInTheDocument();
    expect(figure('kpi-expiring-30')).toHaveTextContent('11');
    expect(figure('kpi-expiring-30')).toHaveAttribute(
      'href',
      '/admin/certificates?status=active&expiring_within_days=30&sort=valid_until',
    );
    expect(figure('kpi-expiring-90')).toHaveTextContent('13');
    expect(figure('kpi-expiring-90')).toHaveAttribute(
      'href',
      '/admin/certificates?status=active&expiring_within_days=90&sort=valid_until',
    );

    expect(screen.getByTestId('revenue-this')).toHaveTextContent(formatCurrency(15_540_000));
    expect(screen.getByTestId('revenue-this')).toHaveTextContent('November 2026');
    expect(screen.getByTestId('revenue-this')).toHaveTextContent('3 invoice lunas');
    expect(screen.getByTestId('revenue-last')).toHaveTextContent(formatCurrency(5_180_000));
    expect(screen.getByTestId('revenue-last')).toHaveTextContent('Oktober 2026');
    expect(screen.getByTestId('revenue-diff')).toHaveTextContent(
      `${formatCurrency(10_360_000)} lebih tinggi dari bulan lalu`,
    );

    const byStatus = screen.getByTestId('applications-by-status');
    expect(within(byStatus).getAllByRole('link')).toHaveLength(APPLICATION_STATUSES.length);
    expect(within(byStatus).getByRole('link', { name: 'Ditolak 3' })).toHaveAttribute(
      'href',
      '/admin/applications?status=rejected',
    );
    expect(within(byStatus).getByRole('link', { name: 'Selesai 6' })).toHaveAttribute(
      'href',
      '/admin/applications?status=completed',
    );
    expect(screen.getByText(/21 permohonan/)).toBeInTheDocument();

    // The slot the charts mount in, and the way to the working calendar.
    expect(screen.getByRole('heading', { name: 'Grafik' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Kalender Kerja' })).toHaveAttribute('href', '/admin/calendar');
  });

  it('empty queues say so, with no SLA highlight; revenue falling says so', async () => {
    setup({
      data: stats({
        company_verification: queue({ list_url: '/admin/companies?status=in_review&sort=waiting' }),
        certificate_publication: queue({ list_url: '/admin/publish-queue' }),
        revenue: {
          this_month: { month: '2026-11', amount: 0, invoices: 0 },
          last_month: { month: '2026-10', amount: 5_180_000, invoices: 1 },
        },
      }),
    });
    renderApp('/admin/dashboard');
    const companies = await screen.findByRole('region', { name: 'Verifikasi perusahaan' });
    expect(within(companies).getByTestId('queue-oldest')).toHaveTextContent('Tidak ada');
    expect(within(companies).getByText('Antrean kosong')).toBeInTheDocument();
    expect(screen.queryAllByTestId('over-sla')).toHaveLength(0);
    expect(screen.getByTestId('revenue-diff')).toHaveTextContent(
      `${formatCurrency(5_180_000)} lebih rendah dari bulan lalu`,
    );
  });

  it('loading, then an error with a retry that loads the figures; in English too', async () => {
    let fail = true;
    let release: () => void = () => {};
    const gate = new Promise<void>((r) => (release = r));
    setup(async () => {
      await gate;
      return fail ? { status: 500, error: { code: 'INTERNAL' } } : { data: stats() };
    });
    renderApp('/admin/dashboard');
    expect(await screen.findByText('Memuat dashboard…')).toHaveAttribute('role', 'status');
    release();
    expect(await screen.findByText('Dashboard tidak dapat dimuat', {}, { timeout: 5000 })).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Coba lagi' }));
    expect(await screen.findByRole('region', { name: 'Verifikasi perusahaan' })).toBeInTheDocument();
    await i18n.changeLanguage('en');
    expect(await screen.findByText('2 over the SLA')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Charts' })).toBeInTheDocument();
  });

  it('says first why companies cannot submit while the setup is incomplete, and links each missing item', async () => {
    setup({ data: stats() }, { data: setupStatus(['bank_account', 'signatory']) });
    renderApp('/admin/dashboard');
    const checklist = await screen.findByTestId('setup-checklist');
    expect(within(checklist).getByRole('alert')).toHaveTextContent('Perusahaan belum dapat mengajukan permohonan');
    expect(within(checklist).getByRole('link', { name: 'Rekening bank untuk pembayaran' })).toHaveAttribute(
      'href',
      '/admin/calculator#fee-schedule',
    );
    expect(within(checklist).getByRole('link', { name: 'Nama dan jabatan penandatangan' })).toBeInTheDocument();
    // Done items are ticked, not links.
    expect(within(checklist).queryByRole('link', { name: /Penerbit tagihan/ })).not.toBeInTheDocument();
    expect(within(checklist).getByText(/Penerbit tagihan/)).toBeInTheDocument();
  });

  it('shows no checklist once the setup is complete', async () => {
    const api = setup();
    renderApp('/admin/dashboard');
    await screen.findByRole('region', { name: 'Verifikasi perusahaan' });
    await waitFor(() => expect(api.callsTo(apiPath('admin/setup/status.php')).length).toBeGreaterThan(0));
    expect(screen.queryByTestId('setup-checklist')).not.toBeInTheDocument();
  });
});
