import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { apiPath, ROLE } from '@portal/contract/constants';
import i18n from '@/i18n';
import { makeProfile } from '@/app/testing/fixtures';
import { mockApi } from '@/app/testing/mock-api';
import { renderApp } from '@/app/testing/render-app';
import { groupSecret } from './two-factor-page';

vi.mock('@/components/ui/toast', () => ({ toast: vi.fn(), Toaster: () => null }));
vi.mock('@/features/notifications', () => ({ NotificationBell: () => null }));

const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DP';
const SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"><rect id="qr-marker" width="1" height="1"/></svg>';
const CODES = ['aaaaa-11111', 'bbbbb-22222', 'ccccc-33333'];
const admin = (over: { mfa_enabled?: boolean } = {}) =>
  makeProfile({ role: ROLE.ADMIN, name: 'Admin Portal', mfa_required: !over.mfa_enabled, ...over }, null);

beforeEach(async () => {
  await i18n.changeLanguage('id');
});

describe('two-step verification page', () => {
  it('groups the secret by four', () => {
    expect(groupSecret('ABCDEFGHIJ')).toBe('ABCD EFGH IJ');
  });

  it('shows the QR code as an image and the secret in groups', async () => {
    mockApi({
      [apiPath('users/profile.php')]: { data: admin() },
      [apiPath('account/mfa/setup.php')]: { data: { secret: SECRET, otpauth_url: 'otpauth://totp/x', qr_svg: SVG } },
    });
    renderApp('/account/two-factor');
    const img = await screen.findByRole('img', { name: 'Kode QR untuk aplikasi autentikator' });
    expect(img.getAttribute('src')).toBe(`data:image/svg+xml;base64,${btoa(SVG)}`);
    expect(screen.getByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Verifikasi Dua Langkah' })).toBeInTheDocument();
    const code = screen.getByLabelText(/^Kode verifikasi/);
    expect(code).toHaveAttribute('inputmode', 'numeric');
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    // The SVG is never put into the page as markup.
    expect(document.getElementById('qr-marker')).toBeNull();
  });

  it('a wrong code shows the server message on the field', async () => {
    mockApi({
      [apiPath('users/profile.php')]: { data: admin() },
      [apiPath('account/mfa/setup.php')]: { data: { secret: SECRET, otpauth_url: 'otpauth://totp/x', qr_svg: SVG } },
      [apiPath('account/mfa/enable.php')]: { status: 422, error: { code: 'MFA_CODE_INVALID' } },
    });
    const user = userEvent.setup();
    renderApp('/account/two-factor');
    await user.type(await screen.findByLabelText(/^Kode verifikasi/), '123456');
    await user.click(screen.getByRole('button', { name: 'Aktifkan' }));
    const field = screen.getByLabelText(/^Kode verifikasi/);
    await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
    expect(field).toHaveAccessibleDescription(/Kode verifikasi tidak valid atau sudah dipakai/);
    expect(field).toHaveFocus();
  });

  it('a code that is not six digits is refused before sending', async () => {
    const api = mockApi({
      [apiPath('users/profile.php')]: { data: admin() },
      [apiPath('account/mfa/setup.php')]: { data: { secret: SECRET, otpauth_url: 'otpauth://totp/x', qr_svg: SVG } },
    });
    const user = userEvent.setup();
    renderApp('/account/two-factor');
    await user.type(await screen.findByLabelText(/^Kode verifikasi/), '12ab');
    await user.click(screen.getByRole('button', { name: 'Aktifkan' }));
    await waitFor(() => expect(screen.getByLabelText(/^Kode verifikasi/)).toHaveAttribute('aria-invalid', 'true'));
    expect(api.callsTo(apiPath('account/mfa/enable.php'))).toHaveLength(0);
  });

  it('success shows the recovery codes once; Continue needs the confirmation and opens the dashboard', async () => {
    let enabled = false;
    const api = mockApi({
      [apiPath('users/profile.php')]: () => ({ data: admin({ mfa_enabled: enabled }) }),
      [apiPath('account/mfa/setup.php')]: { data: { secret: SECRET, otpauth_url: 'otpauth://totp/x', qr_svg: SVG } },
      [apiPath('account/mfa/enable.php')]: () => {
        enabled = true;
        return { data: { recovery_codes: CODES } };
      },
    });
    const user = userEvent.setup();
    const app = renderApp('/account/two-factor');
    await user.type(await screen.findByLabelText(/^Kode verifikasi/), '123 456');
    await user.click(screen.getByRole('button', { name: 'Aktifkan' }));
    const heading = await screen.findByRole('heading', { level: 2, name: 'Simpan kode pemulihan' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(api.callsTo(apiPath('account/mfa/enable.php'))[0].body).toMatchObject({ code: '123456' });
    for (const c of CODES) expect(screen.getByText(c)).toBeInTheDocument();
    expect(screen.getByRole('status', { name: '' })).toHaveTextContent('Verifikasi dua langkah aktif.');
    expect(screen.getByRole('button', { name: 'Salin kode pemulihan' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Unduh (.txt)' })).toBeInTheDocument();

    const next = screen.getByRole('button', { name: 'Lanjutkan' });
    expect(next).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'Saya sudah menyimpan kode pemulihan' }));
    expect(next).toBeEnabled();
    await user.click(next);
    await waitFor(() => expect(app.location().pathname).toBe('/admin/dashboard'));
  });

  it('a failed setup shows the error with a retry', async () => {
    mockApi({
      [apiPath('users/profile.php')]: { data: admin() },
      [apiPath('account/mfa/setup.php')]: { status: 500, error: { code: 'INTERNAL' } },
    });
    renderApp('/account/two-factor');
    expect(await screen.findByRole('alert')).toHaveTextContent('Kode QR tidak dapat dimuat');
    expect(screen.getByRole('button', { name: 'Coba lagi' })).toBeInTheDocument();
  });
});

describe('second factor guard', () => {
  it('an administrator who must enrol is sent to the page from every other screen', async () => {
    mockApi({
      [apiPath('users/profile.php')]: { data: admin() },
      [apiPath('account/mfa/setup.php')]: { data: { secret: SECRET, otpauth_url: 'otpauth://totp/x', qr_svg: SVG } },
    });
    for (const path of ['/admin/dashboard', '/admin/users', '/dashboard', '/profile']) {
      const app = renderApp(path);
      await waitFor(() => expect(app.location().pathname).toBe('/account/two-factor'));
      app.unmount();
    }
  });

  it('the password change stays open while enrolment is pending', async () => {
    mockApi({ [apiPath('users/profile.php')]: { data: admin() } });
    const app = renderApp('/settings');
    expect(await screen.findByRole('button', { name: 'Ubah Password' })).toBeInTheDocument();
    expect(app.location().pathname).toBe('/settings');
  });

  it('an enrolled administrator and a company user are not redirected', async () => {
    mockApi({ [apiPath('users/profile.php')]: { data: admin({ mfa_enabled: true }) } });
    const app = renderApp('/admin/audit');
    await waitFor(() => expect(app.location().pathname).toBe('/admin/audit'));
    app.unmount();

    mockApi({ [apiPath('users/profile.php')]: { data: makeProfile() } });
    const other = renderApp('/profile');
    expect(await screen.findByRole('heading', { level: 1, name: 'Profil Pimpinan' })).toBeInTheDocument();
    expect(other.location().pathname).toBe('/profile');
  });
});

describe('a company user with the factor on', () => {
  it('Pengaturan shows the state and links the page', async () => {
    mockApi({ [apiPath('users/profile.php')]: { data: makeProfile({ mfa_enabled: true }) } });
    const user = userEvent.setup();
    const app = renderApp('/settings');
    expect(await screen.findByText('Aktif')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Kelola' }));
    await waitFor(() => expect(app.location().pathname).toBe('/account/two-factor'));
    expect(await screen.findByRole('heading', { level: 2, name: 'Verifikasi dua langkah aktif' })).toBeInTheDocument();
  });

  it('switches it off with the password and a code, after a confirmation', async () => {
    let enabled = true;
    const api = mockApi({
      [apiPath('users/profile.php')]: () => ({ data: makeProfile({ mfa_enabled: enabled }) }),
      [apiPath('account/mfa/setup.php')]: { data: { secret: SECRET, otpauth_url: 'otpauth://totp/x', qr_svg: SVG } },
      [apiPath('account/mfa/disable.php')]: () => {
        enabled = false;
        return { data: null };
      },
    });
    const user = userEvent.setup();
    renderApp('/account/two-factor');
    await user.type(await screen.findByLabelText(/^Password/, { selector: '#two-factor-off-password' }), 'rahasia123');
    await user.type(screen.getByLabelText(/^Kode autentikator atau kode pemulihan/), 'aaaaa-11111');
    await user.click(screen.getByRole('button', { name: 'Matikan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Matikan verifikasi dua langkah?' });
    expect(api.callsTo(apiPath('account/mfa/disable.php'))).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Matikan' }));
    await waitFor(() => expect(api.callsTo(apiPath('account/mfa/disable.php'))).toHaveLength(1));
    expect(api.callsTo(apiPath('account/mfa/disable.php'))[0].body).toMatchObject({
      password: 'rahasia123',
      code: 'aaaaa-11111',
    });
    // Off again: the page offers the enrolment.
    expect(await screen.findByRole('img', { name: 'Kode QR untuk aplikasi autentikator' })).toBeInTheDocument();
  });

  it('an administrator with the factor on is not offered to switch it off', async () => {
    mockApi({ [apiPath('users/profile.php')]: { data: admin({ mfa_enabled: true }) } });
    renderApp('/account/two-factor');
    expect(await screen.findByRole('heading', { level: 2, name: 'Verifikasi dua langkah aktif' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Matikan' })).toBeNull();
  });
});
