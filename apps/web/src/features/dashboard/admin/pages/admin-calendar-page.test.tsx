import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type TCalendarListResponse } from '@portal/contract';
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

const list = (year: number, over: Partial<TCalendarListResponse> = {}): TCalendarListResponse => ({
  year,
  national_holidays: [
    { date: `${year}-01-01`, name: 'Tahun Baru Masehi' },
    { date: `${year}-08-17`, name: 'Hari Kemerdekaan' },
  ],
  collective_leave_days: [
    { date: `${year}-12-24`, note: 'Cuti bersama Natal', created_at: `${year}-01-10T03:00:00.000Z` },
  ],
  ...over,
});

/** A fake server that keeps the days it is given, and answers the year asked for. */
function setup(routes: Record<string, TMockHandler> = {}) {
  const days = new Map<string, string>([['2026-12-24', 'Cuti bersama Natal']]);
  return mockApi({
    [apiPath('users/profile.php')]: { data: ADMIN_PROFILE() },
    [apiPath('admin/calendar/list.php')]: (req) => {
      const year = Number(new URL(req.url, 'http://x').searchParams.get('year'));
      const leave = [...days]
        .filter(([d]) => d.startsWith(String(year)))
        .map(([date, note]) => ({ date, note, created_at: '2026-01-10T03:00:00.000Z' }));
      return { data: list(year, { collective_leave_days: leave }) };
    },
    [apiPath('admin/calendar/save.php')]: (req) => {
      const b = req.body as { date: string; note: string };
      days.set(b.date, b.note);
      return { data: { date: b.date, note: b.note, created_at: '2026-11-24T03:00:00.000Z' } };
    },
    [apiPath('admin/calendar/delete.php')]: (req) => {
      days.delete((req.body as { date: string }).date);
      return { data: { date: (req.body as { date: string }).date } };
    },
    ...routes,
  });
}

describe('Kalender Kerja', () => {
  it('shows the year: national holidays read-only, collective leave with delete; another year is asked for', async () => {
    const api = setup();
    renderApp('/admin/calendar?year=2026');
    expect(await screen.findByRole('heading', { level: 1, name: 'Kalender Kerja' })).toBeInTheDocument();
    const holidays = await screen.findByRole('table', { name: 'Daftar libur nasional tahun 2026' });
    expect(await within(holidays).findByText('Hari Kemerdekaan')).toBeInTheDocument();
    expect(within(holidays).getByText('17 Agustus 2026')).toBeInTheDocument();
    expect(within(holidays).queryByRole('button')).not.toBeInTheDocument();
    const leave = screen.getByRole('table', { name: 'Daftar cuti bersama tahun 2026' });
    expect(within(leave).getByText('Cuti bersama Natal')).toBeInTheDocument();
    expect(within(leave).getByRole('button', { name: 'Hapus cuti bersama 24 Desember 2026' })).toBeInTheDocument();

    await userEvent.selectOptions(screen.getByLabelText('Tahun'), '2027');
    expect(await screen.findByRole('table', { name: 'Daftar libur nasional tahun 2027' })).toBeInTheDocument();
    expect(await screen.findByText('Belum ada cuti bersama untuk 2027')).toBeInTheDocument();
    expect(api.callsTo(apiPath('admin/calendar/list.php')).some((c) => c.url.includes('year=2027'))).toBe(true);
  });

  it('add: the request body is the date and the note, and the day is listed', async () => {
    const api = setup();
    renderApp('/admin/calendar?year=2026');
    await screen.findByText('Cuti bersama Natal');
    await userEvent.type(screen.getByLabelText(/^Tanggal/), '2026-12-26');
    await userEvent.type(screen.getByLabelText(/^Keterangan/), '  Cuti bersama Natal kedua ');
    await userEvent.click(screen.getByRole('button', { name: 'Tambah' }));
    await waitFor(() => expect(api.callsTo(apiPath('admin/calendar/save.php'))).toHaveLength(1));
    expect(api.callsTo(apiPath('admin/calendar/save.php'))[0]!.body).toMatchObject({
      date: '2026-12-26',
      note: 'Cuti bersama Natal kedua',
    });
    const leave = screen.getByRole('table', { name: 'Daftar cuti bersama tahun 2026' });
    expect(await within(leave).findByText('Cuti bersama Natal kedua')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Keterangan/)).toHaveValue('');
  });

  it("an empty form is refused before it is sent; the server's 422 is shown on its field", async () => {
    const api = setup({
      [apiPath('admin/calendar/save.php')]: {
        status: 422,
        error: { code: 'VALIDATION_ERROR', errors: { date: ['Tanggal sudah lewat tahun kalender'] } },
      },
    });
    renderApp('/admin/calendar?year=2026');
    await screen.findByText('Cuti bersama Natal');
    await userEvent.click(screen.getByRole('button', { name: 'Tambah' }));
    expect(api.callsTo(apiPath('admin/calendar/save.php'))).toHaveLength(0);
    expect(screen.getByLabelText(/^Keterangan/)).toHaveAttribute('aria-invalid', 'true');

    await userEvent.type(screen.getByLabelText(/^Tanggal/), '2026-05-15');
    await userEvent.type(screen.getByLabelText(/^Keterangan/), 'Cuti bersama');
    await userEvent.click(screen.getByRole('button', { name: 'Tambah' }));
    expect(await screen.findByText('Tanggal sudah lewat tahun kalender')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Tanggal/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/^Tanggal/)).toHaveAccessibleDescription(/Tanggal sudah lewat tahun kalender/);
  });

  it('delete asks first: cancel sends nothing, confirm removes the day', async () => {
    const api = setup();
    renderApp('/admin/calendar?year=2026');
    await userEvent.click(await screen.findByRole('button', { name: 'Hapus cuti bersama 24 Desember 2026' }));
    let dialog = await screen.findByRole('dialog', { name: 'Hapus cuti bersama?' });
    expect(dialog).toHaveTextContent('24 Desember 2026 (Cuti bersama Natal)');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Batal' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo(apiPath('admin/calendar/delete.php'))).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Hapus cuti bersama 24 Desember 2026' }));
    dialog = await screen.findByRole('dialog', { name: 'Hapus cuti bersama?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Hapus' }));
    await waitFor(() => expect(api.callsTo(apiPath('admin/calendar/delete.php'))).toHaveLength(1));
    expect(api.callsTo(apiPath('admin/calendar/delete.php'))[0]!.body).toMatchObject({ date: '2026-12-24' });
    expect(await screen.findByText('Belum ada cuti bersama untuk 2026')).toBeInTheDocument();
  });

  it('a failed load offers a retry that loads the year', async () => {
    let fail = true;
    setup({
      [apiPath('admin/calendar/list.php')]: () =>
        fail ? { status: 500, error: { code: 'INTERNAL' } } : { data: list(2026) },
    });
    renderApp('/admin/calendar?year=2026');
    expect((await screen.findAllByText('Gagal memuat data', {}, { timeout: 5000 })).length).toBeGreaterThan(0);
    fail = false;
    await userEvent.click(screen.getAllByRole('button', { name: 'Coba Lagi' })[0]!);
    expect(await screen.findByText('Hari Kemerdekaan')).toBeInTheDocument();
  });
});
