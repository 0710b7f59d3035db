import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { apiPath, ROLE } from '@portal/contract/constants';
import i18n from '@/i18n';
import { makeProfile } from '@/app/testing/fixtures';
import { mockApi } from '@/app/testing/mock-api';
import { renderApp } from '@/app/testing/render-app';

vi.mock('@/components/ui/toast', () => ({ toast: vi.fn(), Toaster: () => null }));
vi.mock('@/features/notifications', () => ({ NotificationBell: () => null }));

const NEW_CODES = ['ddddd-44444', 'eeeee-55555', 'fffff-66666'];
const enrolledAdmin = () =>
  makeProfile({ role: ROLE.ADMIN, name: 'Admin Portal', mfa_required: false, mfa_enabled: true }, null);

beforeEach(async () => {
  await i18n.changeLanguage('id');
});

async function fillAndConfirm(user: ReturnType<typeof userEvent.setup>, password: string, code: string) {
  await user.type(await screen.findByLabelText(/^Password/, { selector: '#recovery-password' }), password);
  await user.type(screen.getByLabelText(/^Kode verifikasi/), code);
  await user.click(screen.getByRole('button', { name: 'Buat Kode Baru' }));
}

describe('two-step verification: new recovery codes', () => {
  it('checks the fields first: nothing is sent without a password and a six-digit code', async () => {
    const api = mockApi({ [apiPath('users/profile.php')]: { data: enrolledAdmin() } });
    const user = userEvent.setup();
    renderApp('/account/two-factor');
    await user.type(await screen.findByLabelText(/^Kode verifikasi/), '12ab');
    await user.click(screen.getByRole('button', { name: 'Buat Kode Baru' }));
    expect(screen.getByLabelText(/^Password/, { selector: '#recovery-password' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(screen.getByLabelText(/^Kode verifikasi/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.callsTo(apiPath('account/mfa/recovery-codes.php'))).toHaveLength(0);
  });

  it('an administrator (who cannot switch it off) makes new codes after a confirmation and sees them once', async () => {
    const api = mockApi({
      [apiPath('users/profile.php')]: { data: enrolledAdmin() },
      [apiPath('account/mfa/recovery-codes.php')]: { data: { recovery_codes: NEW_CODES } },
    });
    const user = userEvent.setup();
    renderApp('/account/two-factor');
    expect(await screen.findByRole('heading', { name: 'Kode pemulihan' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Matikan' })).toBeNull();
    await fillAndConfirm(user, 'rahasia-admin-1', '123 456');
    const dialog = await screen.findByRole('dialog', { name: 'Buat kode pemulihan baru?' });
    expect(dialog).toHaveTextContent('langsung tidak berlaku');
    await user.click(within(dialog).getByRole('button', { name: 'Buat Kode Baru' }));
    await waitFor(() => expect(api.callsTo(apiPath('account/mfa/recovery-codes.php'))).toHaveLength(1));
    expect(api.callsTo(apiPath('account/mfa/recovery-codes.php'))[0].body).toMatchObject({
      password: 'rahasia-admin-1',
      code: '123456',
    });
    const list = await screen.findByRole('list', { name: 'Simpan kode pemulihan' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(NEW_CODES);
    expect(screen.getByRole('button', { name: 'Salin kode pemulihan' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Unduh/ })).toBeInTheDocument();
    expect(screen.getAllByText('Kode pemulihan baru dibuat. Kode lama tidak berlaku lagi.').length).toBeGreaterThan(0);
    // Done once saved: back to the factor's settings, and the codes are gone from the page.
    const done = screen.getByRole('button', { name: 'Selesai' });
    expect(done).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'Saya sudah menyimpan kode pemulihan' }));
    await user.click(done);
    expect(await screen.findByRole('heading', { name: 'Kode pemulihan' })).toBeInTheDocument();
    expect(screen.queryByText(NEW_CODES[0])).toBeNull();
  });

  it('a wrong password or code shows on its field (in English)', async () => {
    await i18n.changeLanguage('en');
    let reply: { status: number; error: { code: string; errors?: Record<string, string[]> } } = {
      status: 422,
      error: { code: 'VALIDATION_FAILED', errors: { password: ['validation.currentPasswordWrong'] } },
    };
    mockApi({
      [apiPath('users/profile.php')]: { data: enrolledAdmin() },
      [apiPath('account/mfa/recovery-codes.php')]: () => reply,
    });
    const user = userEvent.setup();
    renderApp('/account/two-factor');
    await user.type(await screen.findByLabelText(/^Password/, { selector: '#recovery-password' }), 'salah');
    await user.type(screen.getByLabelText(/^Verification code/), '123456');
    await user.click(screen.getByRole('button', { name: 'Make New Codes' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Make New Codes' }));
    const password = screen.getByLabelText(/^Password/, { selector: '#recovery-password' });
    await waitFor(() => expect(password).toHaveAttribute('aria-invalid', 'true'));
    expect(password).toHaveFocus();

    reply = { status: 422, error: { code: 'MFA_CODE_INVALID' } };
    await user.click(screen.getByRole('button', { name: 'Make New Codes' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Make New Codes' }));
    const code = screen.getByLabelText(/^Verification code/);
    await waitFor(() => expect(code).toHaveAttribute('aria-invalid', 'true'));
    expect(code).toHaveFocus();
  });
});
