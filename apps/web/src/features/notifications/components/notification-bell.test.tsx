import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from '@/i18n';
import { toast } from '@/components/ui/toast';
import { resetCsrfToken } from '@/lib/api-client';
import { NotificationBell } from '..';
import { notificationsQueryKey } from '../api/get-notifications';
import { listOf, makeNotification, mockBackend, mockMatchMedia, renderWithProviders } from '../test-utils';

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
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const bell = () => screen.getByRole('button', { name: /^Notifikasi/ });
const unread = (n: number) => Array.from({ length: n }, (_, i) => makeNotification({ id: i + 1 }));

describe('NotificationBell badge', () => {
  it.each([
    [3, '3'],
    [9, '9'],
    [10, '9+'],
    [42, '9+'],
  ])('shows %i unread as %s', async (count, label) => {
    mockBackend([listOf([], count)]);
    renderWithProviders(<NotificationBell />);
    await waitFor(() => expect(within(bell()).getByTestId('notification-badge')).toHaveTextContent(label));
    // The name reads the badge as shown, so the visible text is part of it (WCAG 2.5.3).
    expect(bell()).toHaveAccessibleName(`Notifikasi, ${label} belum dibaca`);
  });

  it('hides the badge at 0 unread', async () => {
    mockBackend([listOf([makeNotification({ read: true })])]);
    const { queryClient } = renderWithProviders(<NotificationBell />);
    await waitFor(() => expect(queryClient.getQueryData(notificationsQueryKey)).toMatchObject({ unread_count: 0 }));
    expect(within(bell()).queryByTestId('notification-badge')).toBeNull();
    expect(bell()).toHaveAccessibleName('Notifikasi');
  });
});

describe('sheet or popover by width (768px)', () => {
  it('opens a side sheet when (max-width: 768px) matches', async () => {
    const mm = mockMatchMedia(true);
    mockBackend([listOf([])]);
    renderWithProviders(<NotificationBell />);
    await userEvent.click(bell());
    const sheet = await screen.findByTestId('notification-sheet');
    expect(sheet).toHaveAttribute('role', 'dialog');
    expect(within(sheet).getByRole('heading', { name: 'Notifikasi' })).toBeInTheDocument();
    expect(screen.queryByTestId('notification-popover')).toBeNull();
    expect(mm).toHaveBeenCalledWith('(max-width: 768px)');
  });

  it('opens a 400×500 popover on wider screens', async () => {
    mockMatchMedia(false);
    mockBackend([listOf([])]);
    renderWithProviders(<NotificationBell />);
    await userEvent.click(bell());
    const pop = await screen.findByTestId('notification-popover');
    expect(pop.style.width).toBe('400px');
    expect(pop.style.height).toBe('500px');
    expect(within(pop).getByText('Notifikasi')).toBeInTheDocument();
    expect(screen.queryByTestId('notification-sheet')).toBeNull();
  });
});

describe('polling', () => {
  it('polls on load and again every 30 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { listCalls } = mockBackend([listOf([])]);
    renderWithProviders(<NotificationBell />);
    await waitFor(() => expect(listCalls()).toBe(1));
    await act(() => vi.advanceTimersByTimeAsync(30_500));
    expect(listCalls()).toBe(2);
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    expect(listCalls()).toBe(3);
  });

  it.each([401, 403])('stops silently after a %i', async (status) => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { listCalls } = mockBackend([{ status, code: status === 401 ? 'UNAUTHENTICATED' : 'FORBIDDEN' }, listOf([])]);
    renderWithProviders(<NotificationBell />);
    await waitFor(() => expect(listCalls()).toBe(1));
    await act(() => vi.advanceTimersByTimeAsync(95_000));
    expect(listCalls()).toBe(1);
    expect(toastMock).not.toHaveBeenCalled();
  });

  it("shows 'Gagal memuat notifikasi.' when the list fails otherwise", async () => {
    const { listCalls } = mockBackend([{ status: 500 }]);
    renderWithProviders(<NotificationBell />);
    await waitFor(
      () => expect(toastMock).toHaveBeenCalledWith({ title: 'Gagal memuat notifikasi.', variant: 'destructive' }),
      {
        timeout: 4000,
      },
    );
    // Retried once, one toast for the failed load.
    expect(listCalls()).toBe(2);
    expect(toastMock).toHaveBeenCalledTimes(1);
  });
});

describe('toasts for newly appearing notifications', () => {
  it('stays quiet on the first load, then toasts each new one with its variant', async () => {
    const a = makeNotification({ id: 5, title: 'Lama', type: 'error' });
    const b = makeNotification({ id: 6, title: 'Dokumen ditolak', message: 'KTP buram', type: 'error' });
    const c = makeNotification({ id: 7, title: 'Pembayaran diterima', type: 'success' });
    const d = makeNotification({ id: 8, title: 'Sertifikat segera berakhir', type: 'warning' });
    const e = makeNotification({ id: 9, title: 'Info baru', type: 'info' });
    const { listCalls } = mockBackend([listOf([a]), listOf([b, a]), listOf([d, c, b, a]), listOf([e, d, c, b])]);
    const { queryClient } = renderWithProviders(<NotificationBell />);
    // The first load has landed (a refetch before that would cancel it).
    await waitFor(() => expect(screen.getByTestId('notification-badge')).toHaveTextContent('1'));
    expect(listCalls()).toBe(1);
    expect(toastMock).not.toHaveBeenCalled();

    await act(() => queryClient.refetchQueries());
    await waitFor(() => expect(toastMock).toHaveBeenCalledTimes(1));
    expect(toastMock).toHaveBeenLastCalledWith({
      title: 'Dokumen ditolak',
      description: 'KTP buram',
      variant: 'destructive',
    });

    await act(() => queryClient.refetchQueries());
    await waitFor(() => expect(toastMock).toHaveBeenCalledTimes(3));
    expect(toastMock.mock.calls[1][0]).toMatchObject({ title: 'Pembayaran diterima', variant: 'success' });
    expect(toastMock.mock.calls[2][0]).toMatchObject({ title: 'Sertifikat segera berakhir', variant: 'default' });

    // A notification dropping off the list raises nothing; the new one does.
    await act(() => queryClient.refetchQueries());
    await waitFor(() => expect(toastMock).toHaveBeenCalledTimes(4));
    expect(toastMock.mock.calls[3][0]).toMatchObject({ title: 'Info baru', variant: 'default' });
  });

  it('does not toast old notifications when the first load brings many', async () => {
    const { listCalls } = mockBackend([listOf(unread(12)), listOf(unread(12))]);
    const { queryClient } = renderWithProviders(<NotificationBell />);
    await waitFor(() => expect(screen.getByTestId('notification-badge')).toHaveTextContent('9+'));
    await act(() => queryClient.refetchQueries());
    expect(listCalls()).toBe(2);
    expect(toastMock).not.toHaveBeenCalled();
  });
});

describe('language and status notifications', () => {
  const listHeaders = (fetchMock: ReturnType<typeof mockBackend>['fetchMock']) =>
    fetchMock.mock.calls
      .filter(([url]) => String(url).startsWith('/backend/api/notifications/list.php'))
      .map(([, init]) => (init?.headers ?? {}) as Record<string, string>);

  it('asks for the list in the chosen language and asks again when it changes', async () => {
    const { fetchMock } = mockBackend([listOf([])]);
    renderWithProviders(<NotificationBell />);
    await waitFor(() => expect(listHeaders(fetchMock)).toHaveLength(1));
    expect(listHeaders(fetchMock)[0]['Accept-Language']).toBe('id');
    await act(() => i18n.changeLanguage('en'));
    try {
      await waitFor(() => expect(listHeaders(fetchMock).at(-1)?.['Accept-Language']).toBe('en'));
    } finally {
      await act(() => i18n.changeLanguage('id'));
    }
  });

  it('a new status notification (refresh_profile) reloads the profile at once; other new ones do not', async () => {
    const old = makeNotification({ id: 1, title: 'Lama', refresh_profile: true });
    const info = makeNotification({ id: 2, title: 'Info', refresh_profile: false });
    const approved = makeNotification({
      id: 3,
      title: 'Registrasi perusahaan disetujui',
      type: 'success',
      refresh_profile: true,
      kind: 'registration_approved',
    });
    mockBackend([listOf([old]), listOf([info, old]), listOf([approved, info, old])]);
    const { queryClient, refreshProfile } = renderWithProviders(<NotificationBell />);
    await waitFor(() => expect(screen.getByTestId('notification-badge')).toHaveTextContent('1'));
    // The first load never reloads: the profile was just loaded with the page.
    expect(refreshProfile).not.toHaveBeenCalled();
    await act(() => queryClient.refetchQueries({ queryKey: notificationsQueryKey }));
    await waitFor(() => expect(toastMock).toHaveBeenCalledTimes(1));
    expect(refreshProfile).not.toHaveBeenCalled();
    await act(() => queryClient.refetchQueries({ queryKey: notificationsQueryKey }));
    await waitFor(() => expect(refreshProfile).toHaveBeenCalledTimes(1));
  });
});
