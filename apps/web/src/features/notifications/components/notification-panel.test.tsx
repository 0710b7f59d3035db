import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiPath } from '@portal/contract/constants';
import i18n from '@/i18n';
import { toast } from '@/components/ui/toast';
import { resetCsrfToken } from '@/lib/api-client';
import { NotificationBell } from '..';
import {
  listOf,
  makeNotification,
  mockBackend,
  mockMatchMedia,
  renderWithProviders,
  type ListReply,
} from '../test-utils';

vi.mock('@/components/ui/toast', () => ({ toast: vi.fn() }));
const toastMock = vi.mocked(toast);

beforeAll(async () => {
  await i18n.changeLanguage('id');
});
beforeEach(() => {
  toastMock.mockClear();
  resetCsrfToken();
  mockMatchMedia(false);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

async function openPanel(replies: ListReply[], opts: { actionStatus?: number } = {}) {
  const backend = mockBackend(replies, opts);
  const utils = renderWithProviders(<NotificationBell />);
  await userEvent.click(screen.getByRole('button', { name: /^Notifikasi/ }));
  const panel = await screen.findByTestId('notification-popover');
  return { ...backend, ...utils, panel };
}
const items = () => screen.queryAllByTestId('notification-item');
async function openMenu(title: string) {
  await userEvent.click(screen.getByRole('button', { name: `Tindakan untuk ${title}` }));
  return screen.findByRole('menu');
}
const menuLabels = (menu: HTMLElement) =>
  within(menu)
    .getAllByRole('menuitem')
    .map((m) => m.textContent);

describe('panel states', () => {
  it("shows the empty state 'Tidak Ada Notifikasi' and disables 'Tandai semua dibaca'", async () => {
    const { panel } = await openPanel([listOf([])]);
    expect(await within(panel).findByText('Tidak Ada Notifikasi')).toBeInTheDocument();
    expect(within(panel).getByText('Semua pembaruan akan muncul di sini.')).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Tandai semua dibaca' })).toBeDisabled();
  });

  it('shows a loading state while the first load is pending', async () => {
    const { panel } = await openPanel([new Promise<never>(() => {})]);
    expect(within(panel).getByRole('status')).toHaveTextContent('Memuat notifikasi...');
    expect(within(panel).queryByText('Tidak Ada Notifikasi')).toBeNull();
  });

  it('lists title, message, Indonesian relative time, type icon and unread dot', async () => {
    const ts = new Date(Date.now() - 5 * 60_000).toISOString();
    const { panel } = await openPanel([
      listOf([
        makeNotification({ id: 2, title: 'Dokumen ditolak', message: 'KTP buram', type: 'error', timestamp: ts }),
        makeNotification({ id: 1, title: 'Selamat datang', read: true, type: 'success' }),
      ]),
    ]);
    await waitFor(() => expect(items()).toHaveLength(2));
    const [first, second] = items();
    expect(within(first).getByText('Dokumen ditolak')).toBeInTheDocument();
    expect(within(first).getByText('KTP buram')).toBeInTheDocument();
    expect(within(first).getByText('5 menit yang lalu')).toHaveAttribute('datetime', ts);
    expect(within(first).getByRole('img', { name: 'Kesalahan' })).toBeInTheDocument();
    expect(within(first).getByTestId('unread-dot')).toHaveTextContent('Belum dibaca');
    expect(within(second).getByRole('img', { name: 'Berhasil' })).toBeInTheDocument();
    expect(within(second).queryByTestId('unread-dot')).toBeNull();
    expect(within(panel).getByRole('button', { name: 'Tandai semua dibaca' })).toBeEnabled();
  });
});

describe('item menu rules', () => {
  it("offers 'Lihat Detail' only with an action URL and 'Tandai Dibaca' only while unread", async () => {
    await openPanel([
      listOf([
        makeNotification({ id: 4, title: 'A', actionUrl: '/applications/SP-1' }),
        makeNotification({ id: 3, title: 'B', actionUrl: '/applications/SP-2', read: true }),
        makeNotification({ id: 2, title: 'C' }),
        makeNotification({ id: 1, title: 'D', read: true }),
      ]),
    ]);
    await waitFor(() => expect(items()).toHaveLength(4));
    const expected: [string, string[]][] = [
      ['A', ['Lihat Detail', 'Tandai Dibaca', 'Hapus']],
      ['B', ['Lihat Detail', 'Hapus']],
      ['C', ['Tandai Dibaca', 'Hapus']],
      ['D', ['Hapus']],
    ];
    for (const [title, labels] of expected) {
      const menu = await openMenu(title);
      expect(menuLabels(menu)).toEqual(labels);
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    }
  });
});

describe('actions', () => {
  it('marks one read: sends notificationId with the CSRF token and updates the badge at once', async () => {
    const n = makeNotification({ id: 11, title: 'Baru' });
    const { calls } = await openPanel([listOf([n]), listOf([{ ...n, read: true }])]);
    await waitFor(() => expect(items()).toHaveLength(1));
    await userEvent.click(within(await openMenu('Baru')).getByRole('menuitem', { name: 'Tandai Dibaca' }));
    await waitFor(() => expect(calls.some((c) => c.url === apiPath('notifications/mark-read.php'))).toBe(true));
    const call = calls.find((c) => c.url === apiPath('notifications/mark-read.php'))!;
    expect(call).toMatchObject({ method: 'POST', body: { notificationId: 11, csrf_token: 'tok' } });
    await waitFor(() => expect(items()[0]).toHaveAttribute('data-read', 'true'));
    expect(screen.queryByTestId('notification-badge')).toBeNull();
  });

  it("'Tandai semua dibaca' posts mark-all-read and clears the unread state", async () => {
    const list = listOf([makeNotification({ id: 2, title: 'x' }), makeNotification({ id: 1, title: 'y' })]);
    const { calls, panel } = await openPanel([list, listOf(list.notifications.map((n) => ({ ...n, read: true })))]);
    await waitFor(() => expect(screen.getByTestId('notification-badge')).toHaveTextContent('2'));
    await userEvent.click(within(panel).getByRole('button', { name: 'Tandai semua dibaca' }));
    await waitFor(() =>
      expect(calls.find((c) => c.url === apiPath('notifications/mark-all-read.php'))).toMatchObject({ method: 'POST' }),
    );
    await waitFor(() => expect(screen.queryByTestId('notification-badge')).toBeNull());
    expect(within(panel).getByRole('button', { name: 'Tandai semua dibaca' })).toBeDisabled();
  });

  it("'Hapus' sends DELETE with notificationId in the body and removes the item", async () => {
    const keep = makeNotification({ id: 1, title: 'Tetap' });
    const gone = makeNotification({ id: 2, title: 'Hilang' });
    const { calls } = await openPanel([listOf([gone, keep]), listOf([keep])]);
    await waitFor(() => expect(items()).toHaveLength(2));
    await userEvent.click(within(await openMenu('Hilang')).getByRole('menuitem', { name: 'Hapus' }));
    await waitFor(() => expect(items()).toHaveLength(1));
    expect(calls.find((c) => c.url === apiPath('notifications/delete.php'))).toMatchObject({
      method: 'DELETE',
      body: { notificationId: 2, csrf_token: 'tok' },
    });
    expect(screen.getByText('Tetap')).toBeInTheDocument();
  });

  it('only logs a failed action (no toast) and restores the item', async () => {
    const errorSpy = vi.spyOn(console, 'error').mockImplementation(() => {});
    const n = makeNotification({ id: 3, title: 'Gagal hapus' });
    await openPanel([listOf([n])], { actionStatus: 500 });
    await waitFor(() => expect(items()).toHaveLength(1));
    await userEvent.click(within(await openMenu('Gagal hapus')).getByRole('menuitem', { name: 'Hapus' }));
    await waitFor(() => expect(errorSpy).toHaveBeenCalledWith('[notifications] delete failed', expect.anything()));
    await waitFor(() => expect(items()).toHaveLength(1));
    expect(toastMock).not.toHaveBeenCalled();
  });
});

describe("'Lihat Detail' (action links)", () => {
  it('navigates in-app for a same-origin link, closes the panel and marks the unread item read', async () => {
    const url = `${window.location.origin}/applications/SP-123?tab=dokumen#permintaan`;
    const { calls } = await openPanel([listOf([makeNotification({ id: 9, title: 'Perlu dokumen', actionUrl: url })])]);
    await waitFor(() => expect(items()).toHaveLength(1));
    await userEvent.click(within(await openMenu('Perlu dokumen')).getByRole('menuitem', { name: 'Lihat Detail' }));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/applications/SP-123?tab=dokumen#permintaan'),
    );
    await waitFor(() => expect(screen.queryByTestId('notification-popover')).toBeNull());
    await waitFor(() =>
      expect(calls.find((c) => c.url === apiPath('notifications/mark-read.php'))?.body).toMatchObject({
        notificationId: 9,
      }),
    );
  });

  it('opens another origin in a new tab without opener and does not navigate', async () => {
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    const { calls } = await openPanel([
      listOf([makeNotification({ id: 4, title: 'Luar', actionUrl: 'https://lpjk.example.go.id/info', read: true })]),
    ]);
    await waitFor(() => expect(items()).toHaveLength(1));
    await userEvent.click(within(await openMenu('Luar')).getByRole('menuitem', { name: 'Lihat Detail' }));
    expect(open).toHaveBeenCalledWith('https://lpjk.example.go.id/info', '_blank', 'noopener,noreferrer');
    expect(screen.getByTestId('location')).toHaveTextContent('/dashboard');
    // Already read: no mark-read call.
    expect(calls.some((c) => c.url === apiPath('notifications/mark-read.php'))).toBe(false);
  });

  it('navigates in-app for an unparsable value', async () => {
    await openPanel([listOf([makeNotification({ id: 4, title: 'Aneh', actionUrl: 'http://[bad', read: true })])]);
    await waitFor(() => expect(items()).toHaveLength(1));
    await userEvent.click(within(await openMenu('Aneh')).getByRole('menuitem', { name: 'Lihat Detail' }));
    // resolveActionLink gives '/http://[bad'; the router collapses the double slash of the path.
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/http:/[bad'));
    expect(screen.queryByTestId('notification-popover')).toBeNull();
  });
});

describe('clicking a notification', () => {
  it('the whole item is a button: it marks the notification read and opens its actionUrl', async () => {
    const { calls } = await openPanel([
      listOf([makeNotification({ id: 11, title: 'Registrasi perusahaan disetujui', actionUrl: '/company' })]),
    ]);
    await waitFor(() => expect(items()).toHaveLength(1));
    const open = screen.getByTestId('notification-open');
    expect(open.tagName).toBe('BUTTON');
    expect(open).toHaveAccessibleName(/Registrasi perusahaan disetujui/);
    await userEvent.click(open);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/company'));
    await waitFor(() =>
      expect(calls.find((c) => c.url === apiPath('notifications/mark-read.php'))?.body).toMatchObject({
        notificationId: 11,
      }),
    );
    expect(screen.queryByTestId('notification-popover')).toBeNull();
  });

  it('is reachable and activated with the keyboard alone; the ⋮ menu stays a separate control', async () => {
    const { calls } = await openPanel([
      listOf([makeNotification({ id: 12, title: 'Dokumen ditolak', actionUrl: '/document-registration' })]),
    ]);
    await waitFor(() => expect(items()).toHaveLength(1));
    const open = screen.getByTestId('notification-open');
    expect(open).toHaveAccessibleName(/Dokumen ditolak/);
    open.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/document-registration'));
    await waitFor(() => expect(calls.some((c) => c.url === apiPath('notifications/mark-read.php'))).toBe(true));
  });

  it('without an actionUrl it only marks the notification read and stays', async () => {
    const { calls } = await openPanel([listOf([makeNotification({ id: 13, title: 'Info', actionUrl: null })])]);
    await waitFor(() => expect(items()).toHaveLength(1));
    await userEvent.click(screen.getByTestId('notification-open'));
    await waitFor(() =>
      expect(calls.find((c) => c.url === apiPath('notifications/mark-read.php'))?.body).toMatchObject({
        notificationId: 13,
      }),
    );
    expect(screen.getByTestId('location')).toHaveTextContent('/dashboard');
    expect(screen.getByRole('button', { name: 'Tindakan untuk Info' })).toBeInTheDocument();
  });
});
