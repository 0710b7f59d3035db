import { screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiPath } from '@portal/contract/constants';
import i18n from '@/i18n';
import { toast } from '@/components/ui/toast';
import { mockApi, unauthenticated, type TMockHandler } from '@/app/testing/mock-api';
import { renderApp } from '@/app/testing/render-app';

vi.mock('@/components/ui/toast', () => ({ toast: vi.fn(), Toaster: () => null }));

const VALID = {
  name: 'Budi Santoso',
  email: 'Budi@Contoh.co.id',
  phone: '0812-3456-7890',
  password: 'rahasia123',
  companyName: 'PT Contoh Jaya',
  npwp: '01.312.166.0-091.000',
  nib: '1234567890123',
};

function backend(register: TMockHandler = { data: { uuid: 'new-uuid', email: 'budi@contoh.co.id', otp_sent: true } }) {
  return mockApi({ [apiPath('users/profile.php')]: unauthenticated, [apiPath('auth/register.php')]: register });
}

async function fillAccount(user: UserEvent, over: Partial<typeof VALID & { confirm: string }> = {}) {
  const v = { ...VALID, confirm: VALID.password, ...over };
  if (v.name) await user.type(await screen.findByLabelText(/^Nama Lengkap/), v.name);
  if (v.email) await user.type(screen.getByLabelText(/^Email/), v.email);
  if (v.phone) await user.type(screen.getByLabelText(/^Nomor Telepon/), v.phone);
  if (v.password) await user.type(screen.getByLabelText(/^Password/), v.password);
  if (v.confirm) await user.type(screen.getByLabelText(/^Konfirmasi Password/), v.confirm);
}
async function fillCompany(user: UserEvent, over: Partial<typeof VALID> = {}) {
  const v = { ...VALID, ...over };
  await user.type(await screen.findByLabelText(/^Nama Perusahaan/), v.companyName);
  await user.selectOptions(screen.getByLabelText(/^Bentuk Badan Usaha/), 'PT');
  if (v.npwp) await user.type(screen.getByLabelText(/^NPWP Perusahaan/), v.npwp);
  if (v.nib) await user.type(screen.getByLabelText(/^NIB/), v.nib);
}
const next = (user: UserEvent) => user.click(screen.getByRole('button', { name: 'Lanjut' }));

beforeEach(async () => {
  vi.mocked(toast).mockClear();
  await i18n.changeLanguage('id');
});
afterEach(() => vi.unstubAllGlobals());

describe('register page, in steps', () => {
  it('says a taken e-mail while typing, after a pause and once per value, never per key (issue 23, availability)', async () => {
    const api = mockApi({
      [apiPath('users/profile.php')]: unauthenticated,
      [apiPath('auth/check-availability.php')]: (req) => {
        const { field, value } = req.body as { field: string; value: string };
        return { data: { field, available: !(field === 'email' && value.toLowerCase() === 'budi@contoh.co.id') } };
      },
    });
    const user = userEvent.setup();
    renderApp('/register');
    await fillAccount(user, { password: '', confirm: '' });
    const email = screen.getByLabelText(/^Email/);
    await waitFor(() => expect(email).toHaveAccessibleDescription('Email sudah terdaftar'));
    const calls = api.callsTo(apiPath('auth/check-availability.php')).map((c) => c.body as { field: string });
    // 17 keys typed into the e-mail, 14 into the phone: one question each.
    expect(calls.filter((c) => c.field === 'email')).toHaveLength(1);
    await waitFor(() =>
      expect(
        api
          .callsTo(apiPath('auth/check-availability.php'))
          .filter((c) => (c.body as { field: string }).field === 'phone'),
      ).toHaveLength(1),
    );
    expect(screen.getByLabelText(/^Nomor Telepon/)).not.toHaveAccessibleDescription('Nomor telepon sudah terdaftar');
    // Another address: the message goes once it is found free.
    await user.clear(email);
    await user.type(email, 'rina@contoh.co.id');
    await waitFor(() => expect(email).not.toHaveAccessibleDescription('Email sudah terdaftar'));
  });

  it('step 1: required messages in Indonesian, linked to their fields', async () => {
    backend();
    const user = userEvent.setup();
    renderApp('/register');
    await screen.findByText('Langkah 1 dari 3: Akun');
    await next(user);
    expect(await screen.findAllByText('Kolom ini wajib diisi')).toHaveLength(5);
    expect(screen.getByLabelText(/^Nama Lengkap/)).toHaveAttribute('aria-describedby', 'reg-name-error');
    expect(screen.getByText('Langkah 1 dari 3: Akun')).toBeInTheDocument();
  });

  it('step 1: e-mail, phone, password length and match messages', async () => {
    backend();
    const user = userEvent.setup();
    renderApp('/register');
    await fillAccount(user, { email: 'budi@', phone: '12345', password: 'pendek', confirm: 'lain' });
    await next(user);
    expect(await screen.findByText('Format email tidak valid')).toBeInTheDocument();
    expect(screen.getByText('Format nomor telepon tidak valid')).toBeInTheDocument();
    expect(screen.getByText('Password minimal 8 karakter')).toBeInTheDocument();
    expect(screen.queryByText('Langkah 2 dari 3: Perusahaan')).not.toBeInTheDocument();
  });

  it('step 1: mismatched confirmation', async () => {
    backend();
    const user = userEvent.setup();
    renderApp('/register');
    await fillAccount(user, { confirm: 'rahasia124' });
    await next(user);
    expect(await screen.findByText('Password tidak cocok')).toBeInTheDocument();
  });

  it('step 2: NPWP (check digit) and NIB formats', async () => {
    backend();
    const user = userEvent.setup();
    renderApp('/register');
    await fillAccount(user);
    await next(user);
    await fillCompany(user, { npwp: '01.312.166.1-091.000', nib: '12345' });
    await next(user);
    expect(
      await screen.findByText('Nomor NPWP tidak valid: digit pemeriksanya tidak cocok. Periksa kembali nomornya.'),
    ).toBeInTheDocument();
    expect(screen.getByText('NIB harus 13 digit')).toBeInTheDocument();
    // The first field in error takes the focus.
    await waitFor(() => expect(screen.getByLabelText(/^NPWP/)).toHaveFocus());
  });

  it('step 3: the terms must be accepted; then it registers and goes to /verify-otp/{uuid} with the e-mail', async () => {
    const api = backend();
    const user = userEvent.setup();
    const app = renderApp('/register');
    await fillAccount(user);
    await next(user);
    await fillCompany(user);
    await next(user);
    expect(await screen.findByText('Periksa kembali data Anda')).toBeInTheDocument();
    expect(screen.getByText('PT Contoh Jaya')).toBeInTheDocument();
    // The terms open in a new tab, so the form stays filled in.
    const terms = screen.getByRole('link', { name: /Baca Syarat dan Ketentuan/ });
    expect(terms).toHaveAttribute('href', '/terms');
    expect(terms).toHaveAttribute('target', '_blank');
    // The review shows the numbers grouped and unbreakable.
    expect(screen.getByText('01.312.166.0-091.000')).toHaveClass('whitespace-nowrap');
    await user.click(screen.getByRole('button', { name: 'Daftar' }));
    expect(await screen.findByText('Anda harus menyetujui syarat dan ketentuan')).toBeInTheDocument();
    expect(api.callsTo(apiPath('auth/register.php'))).toHaveLength(0);

    await user.click(screen.getByLabelText(/Saya menyetujui/));
    await user.click(screen.getByRole('button', { name: 'Daftar' }));
    await waitFor(() => expect(app.location().pathname).toBe('/verify-otp/new-uuid'));
    expect(app.location().state).toEqual({ email: 'budi@contoh.co.id' });
    const [call] = api.callsTo(apiPath('auth/register.php'));
    expect(call.body).toEqual({
      name: 'Budi Santoso',
      email: 'budi@contoh.co.id',
      phone: '+6281234567890',
      password: 'rahasia123',
      confirmPassword: 'rahasia123',
      companyName: 'PT Contoh Jaya',
      businessEntityType: 'PT',
      npwp: '013121660091000',
      nib: '1234567890123',
      termsAccepted: true,
      csrf_token: 'csrf-test-token',
    });
  });

  it('a 409 duplicate e-mail goes back to step 1 with the message on the field, and toasts', async () => {
    backend({ status: 409, error: { code: 'EMAIL_TAKEN', message: 'Email sudah terdaftar.' } });
    const user = userEvent.setup();
    renderApp('/register');
    await fillAccount(user);
    await next(user);
    await fillCompany(user);
    await next(user);
    await user.click(await screen.findByLabelText(/Saya menyetujui/));
    await user.click(screen.getByRole('button', { name: 'Daftar' }));
    expect(await screen.findByText('Email sudah terdaftar')).toBeInTheDocument();
    expect(screen.getByText('Langkah 1 dari 3: Akun')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Email/)).toHaveAttribute('aria-invalid', 'true');
    // The catalogue's toast comes from the error layer, which loads on the first failure.
    await waitFor(() => expect(toast).toHaveBeenCalledTimes(1));
  });

  it('a 422 with field errors lands on the right step', async () => {
    backend({ status: 422, error: { code: 'VALIDATION_FAILED', errors: { nib: ['validation.nib'] } } });
    const user = userEvent.setup();
    renderApp('/register');
    await fillAccount(user);
    await next(user);
    await fillCompany(user);
    await next(user);
    await user.click(await screen.findByLabelText(/Saya menyetujui/));
    await user.click(screen.getByRole('button', { name: 'Daftar' }));
    expect(await screen.findByText('NIB harus 13 digit')).toBeInTheDocument();
    expect(screen.getByText('Langkah 2 dari 3: Perusahaan')).toBeInTheDocument();
    // The catalogue's toast comes from the error layer, which loads on the first failure.
    await waitFor(() => expect(toast).toHaveBeenCalledTimes(1));
  });

  it('messages follow the chosen language', async () => {
    backend();
    await i18n.changeLanguage('en');
    const user = userEvent.setup();
    renderApp('/register');
    await user.click(await screen.findByRole('button', { name: 'Next' }));
    expect(await screen.findAllByText('This field is required')).toHaveLength(5);
  });
});
