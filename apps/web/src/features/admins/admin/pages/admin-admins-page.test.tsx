import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ZAdminAccount, type TAdminAccount } from '@portal/contract';
import { apiPath } from '@portal/contract/constants';
import { fake } from '@portal/contract/testing';
import i18n from '@/i18n';
import { toast } from '@/components/ui/toast';
import { ADMIN_PROFILE } from '@/app/testing/fixtures';
import { mockApi, type TMockHandler } from '@/app/testing/mock-api';
import { renderApp } from '@/app/testing/render-app';

vi.mock('@/components/ui/toast', () => ({ toast: vi.fn(), Toaster: () => null }));
vi.mock('@/features/notifications', () => ({ NotificationBell: () => null }));

const me = ADMIN_PROFILE();
const account = (over: Partial<TAdminAccount>) =>
  fake(ZAdminAccount, {
    status: 'active',
    invitation_expires_at: null,
    created_at: '2026-11-01T03:00:00.000Z',
    ...over,
  });
const self = account({ uuid: me.user.uuid, name: me.user.name, email: me.user.email, roles: ['super_admin'] });
const rina = account({
  uuid: '5d7a4a4e-2b0f-4c69-9f0e-6f1f1d1a0b01',
  name: 'Rina Keuangan',
  email: 'rina@bski.test',
  roles: ['finance'],
});

function setup(routes: Record<string, TMockHandler> = {}) {
  return mockApi({
    [apiPath('users/profile.php')]: { data: me },
    [apiPath('admin/menu-counts.php')]: { data: { companies_waiting: 0, approvals_pending: 0 } },
    [apiPath('admin/admins/list.php')]: { data: { items: [self, rina], page: 1, per_page: 20, total: 2 } },
    [apiPath('admin/admins/update.php')]: (req) => ({ data: { admin: { ...rina, ...req.body } } }),
    [apiPath('admin/admins/invite.php')]: (req) => ({
      status: 201,
      data: { admin: account({ email: String(req.body?.email), status: 'invited' }) },
    }),
    ...routes,
  });
}

beforeAll(async () => {
  await import('./admin-admins-page');
}, 30_000);
beforeEach(async () => {
  vi.mocked(toast).mockClear();
  await i18n.changeLanguage('id');
});

describe('Manajemen Admin', () => {
  it('lists the administrators; one cannot disable or reset oneself', { timeout: 20_000 }, async () => {
    setup();
    renderApp('/admin/admins');
    const row = (await screen.findByRole('rowheader', { name: /Rina Keuangan/ })).closest('tr')!;
    expect(within(row).getByText('Keuangan')).toBeInTheDocument();
    expect(within(row).getByText('Aktif')).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Nonaktifkan Rina Keuangan' })).toBeInTheDocument();
    const own = screen.getByRole('rowheader', { name: new RegExp(me.user.name) }).closest('tr')!;
    expect(within(own).queryByRole('button', { name: /Nonaktifkan/ })).not.toBeInTheDocument();
    expect(within(own).queryByRole('button', { name: /Reset/ })).not.toBeInTheDocument();
  });

  it('invites with name, e-mail and roles, checked before sending', { timeout: 20_000 }, async () => {
    const api = setup();
    const user = userEvent.setup();
    renderApp('/admin/admins');
    await user.click(await screen.findByRole('button', { name: 'Undang Admin' }));
    const dialog = await screen.findByRole('dialog', { name: 'Undang administrator' });
    await user.click(within(dialog).getByRole('button', { name: 'Kirim Undangan' }));
    expect(within(dialog).getByLabelText(/^Nama/)).toHaveAttribute('aria-invalid', 'true');
    expect(api.callsTo(apiPath('admin/admins/invite.php'))).toHaveLength(0);
    await user.type(within(dialog).getByLabelText(/^Nama/), 'Budi Sertifikasi');
    await user.type(within(dialog).getByLabelText(/^Email/), 'budi@bski.test');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Sertifikasi' }));
    await user.click(within(dialog).getByRole('button', { name: 'Kirim Undangan' }));
    await waitFor(() => expect(api.callsTo(apiPath('admin/admins/invite.php'))).toHaveLength(1));
    expect(api.callsTo(apiPath('admin/admins/invite.php'))[0].body).toMatchObject({
      name: 'Budi Sertifikasi',
      email: 'budi@bski.test',
      roles: ['certification'],
    });
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: 'Undangan dikirim ke budi@bski.test.' })),
    );
  });

  it(
    'changes roles, disables with a reason and resets the second factor, each confirmed',
    { timeout: 20_000 },
    async () => {
      const api = setup();
      const user = userEvent.setup();
      renderApp('/admin/admins');
      await user.click(await screen.findByRole('button', { name: 'Ubah peran Rina Keuangan' }));
      let dialog = await screen.findByRole('dialog', { name: 'Ubah peran Rina Keuangan?' });
      expect(within(dialog).getByRole('checkbox', { name: 'Keuangan' })).toBeChecked();
      await user.click(within(dialog).getByRole('checkbox', { name: 'Verifikator' }));
      await user.click(within(dialog).getByRole('button', { name: 'Simpan Peran' }));
      await waitFor(() => expect(api.callsTo(apiPath('admin/admins/update.php'))).toHaveLength(1));
      expect(api.callsTo(apiPath('admin/admins/update.php'))[0].body).toMatchObject({
        uuid: rina.uuid,
        roles: ['finance', 'verifier'],
      });
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

      await user.click(screen.getByRole('button', { name: 'Nonaktifkan Rina Keuangan' }));
      dialog = await screen.findByRole('dialog', { name: 'Nonaktifkan Rina Keuangan?' });
      await user.click(within(dialog).getByRole('textbox'));
      await user.paste('Pindah tugas');
      await user.click(within(dialog).getByRole('button', { name: 'Nonaktifkan' }));
      await waitFor(() => expect(api.callsTo(apiPath('admin/admins/update.php'))).toHaveLength(2));
      expect(api.callsTo(apiPath('admin/admins/update.php'))[1].body).toMatchObject({
        uuid: rina.uuid,
        disabled: true,
        reason: 'Pindah tugas',
      });
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

      await user.click(screen.getByRole('button', { name: 'Reset verifikasi dua langkah Rina Keuangan' }));
      dialog = await screen.findByRole('dialog', { name: 'Reset verifikasi dua langkah Rina Keuangan?' });
      await user.click(within(dialog).getByRole('button', { name: 'Reset Verifikasi 2 Langkah' }));
      await waitFor(() => expect(api.callsTo(apiPath('admin/admins/update.php'))).toHaveLength(3));
      expect(api.callsTo(apiPath('admin/admins/update.php'))[2].body).toMatchObject({
        uuid: rina.uuid,
        reset_mfa: true,
      });
    },
  );

  it('a refusal (409, the last super admin) shows the server’s words', { timeout: 20_000 }, async () => {
    setup({
      [apiPath('admin/admins/update.php')]: {
        status: 409,
        error: { code: 'INVALID_TRANSITION', message: 'Super admin aktif terakhir tidak dapat kehilangan perannya.' },
      },
    });
    const user = userEvent.setup();
    renderApp('/admin/admins');
    await user.click(await screen.findByRole('button', { name: 'Ubah peran Rina Keuangan' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Simpan Peran' }));
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith(
        expect.objectContaining({
          description: 'Super admin aktif terakhir tidak dapat kehilangan perannya.',
          variant: 'warning',
        }),
      ),
    );
  });

  it('in English', async () => {
    setup();
    await i18n.changeLanguage('en');
    renderApp('/admin/admins');
    expect(await screen.findByRole('button', { name: 'Invite Admin' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Disable Rina Keuangan' })).toBeInTheDocument();
  });
});
