import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { apiPath } from '@portal/contract/constants';
import { ZSessionItem, type TSessionItem } from '@portal/contract';
import { fake } from '@portal/contract/testing';
import i18n from '@/i18n';
import { toast } from '@/components/ui/toast';
import { makeProfile } from '@/app/testing/fixtures';
import { mockApi, type TMockRequest } from '@/app/testing/mock-api';
import { renderApp } from '@/app/testing/render-app';

vi.mock('@/components/ui/toast', () => ({ toast: vi.fn(), Toaster: () => null }));
vi.mock('@/features/notifications', () => ({ NotificationBell: () => null }));

beforeEach(async () => {
  await i18n.changeLanguage('id');
  localStorage.clear();
  vi.mocked(toast).mockClear();
});

const session = (over: Partial<TSessionItem>): TSessionItem => fake(ZSessionItem, over);

const THIS = session({
  id: '11111111-1111-4111-8111-111111111111',
  current: true,
  browser: 'Chrome',
  device: 'Windows',
  ip: '203.0.113.7',
  created_at: '2026-11-27T01:00:00.000Z',
  last_seen_at: '2026-11-27T03:05:00.000Z',
});
const PHONE = session({
  id: '22222222-2222-4222-8222-222222222222',
  current: false,
  browser: 'Safari',
  device: 'iOS',
  ip: '198.51.100.20',
  created_at: '2026-11-26T10:00:00.000Z',
  last_seen_at: '2026-11-26T22:30:00.000Z',
});
const UNKNOWN = session({
  id: '33333333-3333-4333-8333-333333333333',
  current: false,
  browser: null,
  device: null,
  ip: null,
});

function mockSessions(initial: TSessionItem[]) {
  let list = initial;
  const api = mockApi({
    [apiPath('users/profile.php')]: { data: makeProfile() },
    [apiPath('account/sessions/list.php')]: () => ({ data: { sessions: list } }),
    [apiPath('account/sessions/revoke.php')]: (req: TMockRequest) => {
      const body = req.body as { id?: string; all_others?: true };
      const before = list.length;
      list = body.all_others ? list.filter((s) => s.current) : list.filter((s) => s.id !== body.id);
      return { data: { ended: before - list.length } };
    },
  });
  return api;
}

const card = async () => {
  const heading = await screen.findByRole('heading', { name: 'Sesi Aktif' });
  return heading.closest('div.rounded-lg') as HTMLElement;
};

describe('settings: sessions', () => {
  it('lists the sessions: browser and system, address, last seen and started in Asia/Jakarta, this device marked', async () => {
    mockSessions([THIS, PHONE, UNKNOWN]);
    renderApp('/settings');
    const list = await screen.findByRole('list', { name: 'Sesi Aktif' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(items[0]).toHaveTextContent('Chrome · Windows');
    expect(items[0]).toHaveTextContent('Perangkat ini');
    expect(items[0]).toHaveTextContent('Alamat IP: 203.0.113.7');
    // 03:05 UTC is 10:05 in Jakarta; 01:00 UTC is 08:00.
    expect(items[0]).toHaveTextContent(/Terakhir aktif 27 Nov 2026.*10\.05 WIB/);
    expect(items[0]).toHaveTextContent(/masuk 27 Nov 2026.*08\.00 WIB/);
    // The current session cannot be ended from here (that is signing out).
    expect(within(items[0]).queryByRole('button')).toBeNull();
    expect(items[1]).toHaveTextContent('Safari · iOS');
    expect(items[1]).not.toHaveTextContent('Perangkat ini');
    expect(items[2]).toHaveTextContent('Peramban tidak dikenal · perangkat tidak dikenal');
    expect(items[2]).toHaveTextContent('Alamat IP: -');
  });

  it('ends one other session after a confirmation; cancelling sends nothing', async () => {
    const api = mockSessions([THIS, PHONE]);
    const user = userEvent.setup();
    renderApp('/settings');
    const end = await screen.findByRole('button', { name: 'Akhiri sesi Safari · iOS (198.51.100.20)' });
    await user.click(end);
    let dialog = await screen.findByRole('dialog', { name: 'Akhiri sesi ini?' });
    expect(dialog).toHaveTextContent('Sesi Safari · iOS dari 198.51.100.20 akan diakhiri');
    await user.click(within(dialog).getByRole('button', { name: 'Batal' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.callsTo(apiPath('account/sessions/revoke.php'))).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Akhiri sesi Safari · iOS (198.51.100.20)' }));
    dialog = await screen.findByRole('dialog', { name: 'Akhiri sesi ini?' });
    await user.click(within(dialog).getByRole('button', { name: 'Akhiri' }));
    await waitFor(() => expect(api.callsTo(apiPath('account/sessions/revoke.php'))).toHaveLength(1));
    expect(api.callsTo(apiPath('account/sessions/revoke.php'))[0].body).toMatchObject({ id: PHONE.id });
    // The list reloads: only this device is left.
    expect(await screen.findByText('Tidak ada sesi lain. Hanya perangkat ini yang masuk.')).toBeInTheDocument();
    expect(within(await card()).getAllByRole('listitem')).toHaveLength(1);
    expect(vi.mocked(toast)).toHaveBeenCalledWith(
      expect.objectContaining({ variant: 'success', description: '1 sesi diakhiri.' }),
    );
  });

  it('ends all other sessions after a confirmation (in English)', async () => {
    await i18n.changeLanguage('en');
    const api = mockSessions([THIS, PHONE, UNKNOWN]);
    const user = userEvent.setup();
    renderApp('/settings');
    await user.click(await screen.findByRole('button', { name: 'End All Other Sessions' }));
    const dialog = await screen.findByRole('dialog', { name: 'End all other sessions?' });
    expect(dialog).toHaveTextContent('2 sessions on other devices will end. This device stays signed in.');
    await user.click(within(dialog).getByRole('button', { name: 'End All Other Sessions' }));
    await waitFor(() => expect(api.callsTo(apiPath('account/sessions/revoke.php'))).toHaveLength(1));
    expect(api.callsTo(apiPath('account/sessions/revoke.php'))[0].body).toMatchObject({ all_others: true });
    expect(await screen.findByText('No other sessions. Only this device is signed in.')).toBeInTheDocument();
    expect(screen.getByText('This device')).toBeInTheDocument();
    expect(vi.mocked(toast)).toHaveBeenCalledWith(expect.objectContaining({ description: '2 sessions ended.' }));
  });

  it('a failed load says so and retries', async () => {
    let fail = true;
    mockApi({
      [apiPath('users/profile.php')]: { data: makeProfile() },
      [apiPath('account/sessions/list.php')]: () =>
        fail ? { status: 500, error: { code: 'SERVER_ERROR' } } : { data: { sessions: [THIS] } },
    });
    const user = userEvent.setup();
    renderApp('/settings');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Daftar sesi tidak dapat dimuat');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Coba lagi' }));
    expect(await screen.findByText('Perangkat ini')).toBeInTheDocument();
  });

  it('is not shown while the password must change (the server refuses the list then)', async () => {
    const api = mockApi({
      [apiPath('users/profile.php')]: { data: makeProfile({ must_change_password: true }) },
      [apiPath('account/sessions/list.php')]: { data: { sessions: [THIS] } },
    });
    renderApp('/settings');
    await screen.findByText('Ganti password sementara Anda');
    expect(screen.queryByRole('heading', { name: 'Sesi Aktif' })).toBeNull();
    expect(api.callsTo(apiPath('account/sessions/list.php'))).toHaveLength(0);
  });
});
