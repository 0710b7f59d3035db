import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiPath } from '@portal/contract/constants';
import i18n from '@/i18n';
import { mockApi, unauthenticated } from '@/app/testing/mock-api';
import { renderApp } from '@/app/testing/render-app';
import { ACTIVE_UUID, publicCertificate } from '../testing';

vi.mock('@/components/ui/toast', () => ({ toast: vi.fn(), Toaster: () => null }));

beforeEach(async () => {
  await i18n.changeLanguage('id');
});
afterEach(() => vi.unstubAllGlobals());

/** verify.php as the server answers: the number (any case) or the UUID of the one known certificate, else 404. */
function setup(answer?: () => { status: number; error: { code: string }; headers?: Record<string, string> }) {
  return mockApi({
    [apiPath('users/profile.php')]: unauthenticated,
    [apiPath('certificates/verify.php')]: (req) => {
      if (answer) return answer();
      const q = new URL(req.url, 'http://x').searchParams.get('q');
      return q === 'SBU-2026-000123' || q === ACTIVE_UUID
        ? { data: { certificate: publicCertificate({ status: 'revoked' }), current: null } }
        : { status: 404, error: { code: 'NOT_FOUND' } };
    },
  });
}

const field = () => screen.findByLabelText(/Nomor sertifikat atau UUID/);
const submit = () => userEvent.click(screen.getByRole('button', { name: 'Periksa Sertifikat' }));

describe('/verify', () => {
  it('explains how to verify; an empty field is refused at the field without a request', async () => {
    const api = setup();
    renderApp('/verify');
    expect(await screen.findByRole('heading', { level: 1, name: 'Verifikasi Sertifikat' })).toBeInTheDocument();
    expect(screen.getByText(/Pindai kode QR pada sertifikat/)).toBeInTheDocument();
    expect(screen.getByRole('search', { name: 'Cari sertifikat' })).toBeInTheDocument();
    await userEvent.type(await field(), '   ');
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent('Masukkan nomor sertifikat atau UUID.');
    expect(await field()).toHaveAttribute('aria-invalid', 'true');
    expect(await field()).toHaveAccessibleDescription(/Masukkan nomor sertifikat atau UUID\./);
    expect(api.callsTo(apiPath('certificates/verify.php'))).toHaveLength(0);
  });

  it('refuses what is neither a number nor a UUID, at the field', async () => {
    const api = setup();
    renderApp('/verify');
    await userEvent.type(await field(), 'INV-202611-000007');
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent('Format tidak dikenali');
    expect(api.callsTo(apiPath('certificates/verify.php'))).toHaveLength(0);
    // Typing again clears the message.
    await userEvent.type(await field(), 'x');
    expect(await field()).toHaveAttribute('aria-invalid', 'false');
  });

  it('pasted text with spaces, any case: asked as the number, put in ?q= and the shared panel shows the result', async () => {
    const api = setup();
    const app = renderApp('/verify');
    await userEvent.click(await field());
    await userEvent.paste('  sbu - 2026 - 000123 ');
    await submit();
    expect(await screen.findByRole('heading', { level: 2, name: 'Status sertifikat Dicabut' })).toBeInTheDocument();
    expect(app.location().search).toBe('?q=SBU-2026-000123');
    expect(await field()).toHaveValue('SBU-2026-000123');
    expect(
      api.callsTo(apiPath('certificates/verify.php')).map((c) => new URL(c.url, 'http://x').searchParams.get('q')),
    ).toEqual(['SBU-2026-000123']);
    expect(screen.getByRole('article')).toHaveTextContent('PT Maju Jaya Konstruksi');
    // The answer takes the focus (and the screen, on a phone).
    await waitFor(() => expect(screen.getByRole('article').parentElement).toHaveFocus());
  });

  it('opens with ?q= (a shared link): the field is filled and the result shown; checking the same again asks again', async () => {
    const api = setup();
    renderApp(`/verify?q=${ACTIVE_UUID.toUpperCase()}`);
    expect(await screen.findByRole('heading', { name: 'Status sertifikat Dicabut' })).toBeInTheDocument();
    expect(await field()).toHaveValue(ACTIVE_UUID.toUpperCase());
    expect(new URL(api.callsTo(apiPath('certificates/verify.php'))[0].url, 'http://x').searchParams.get('q')).toBe(
      ACTIVE_UUID,
    );
    await submit();
    await waitFor(() => expect(api.callsTo(apiPath('certificates/verify.php'))).toHaveLength(2));
    expect(await screen.findByRole('heading', { name: 'Status sertifikat Dicabut' })).toBeInTheDocument();
  });

  it('unknown: "Sertifikat dengan nomor/UUID tersebut tidak ditemukan", naming what was looked up', async () => {
    setup();
    renderApp('/verify?q=SBU-2026-999999');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Sertifikat tidak ditemukan');
    expect(alert).toHaveTextContent('Sertifikat dengan nomor/UUID tersebut tidak ditemukan');
    expect(alert).toHaveTextContent('SBU-2026-999999');
  });

  it('a malformed ?q= is shown at the field, not asked', async () => {
    const api = setup();
    renderApp('/verify?q=hello');
    expect(await screen.findByRole('alert')).toHaveTextContent('Format tidak dikenali');
    expect(await field()).toHaveValue('hello');
    expect(api.callsTo(apiPath('certificates/verify.php'))).toHaveLength(0);
  });

  it('429: a rate-limit message', async () => {
    setup(() => ({ status: 429, error: { code: 'RATE_LIMITED' }, headers: { 'Retry-After': '60' } }));
    renderApp('/verify?q=SBU-2026-000123');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Terlalu banyak pemeriksaan');
    expect(alert).toHaveTextContent('Coba lagi dalam 1 menit.');
  });

  it('in English', async () => {
    setup();
    await i18n.changeLanguage('en');
    renderApp('/verify?q=sbu-2026-000123');
    expect(await screen.findByRole('heading', { level: 1, name: 'Certificate Verification' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'Certificate status Revoked' })).toBeInTheDocument();
    expect(
      screen.getByText('This certificate has been revoked by the issuing body and is no longer valid.'),
    ).toBeInTheDocument();
  });
});
