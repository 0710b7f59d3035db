import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { apiPath } from '@portal/contract/constants';
import { fake } from '@portal/contract/testing';
import { ZComplaint } from '@portal/contract';
import i18n from '@/i18n';
import { mockApi, unauthenticated } from '@/app/testing/mock-api';
import { renderApp } from '@/app/testing/render-app';

vi.mock('@/components/ui/toast', () => ({ toast: vi.fn(), Toaster: () => null }));

beforeEach(async () => {
  await i18n.changeLanguage('id');
});

function setup() {
  return mockApi({
    [apiPath('users/profile.php')]: unauthenticated,
    [apiPath('system/public-config.php')]: { data: { turnstile_site_key: null } },
    [apiPath('complaints/create.php')]: (req) => ({
      status: 201,
      data: { complaint: fake(ZComplaint, { subject: String(req.body?.subject), answer_by: '2026-12-29' }) },
    }),
  });
}

describe('the complaint form on /verify', () => {
  it('checks the fields at the form, then sends the complaint and says by when it is answered', async () => {
    const api = setup();
    renderApp('/verify?complaint=SBU-2026-000123');
    const form = await screen.findByRole('form', { name: 'Formulir keluhan' });
    expect(screen.getByRole('heading', { level: 2, name: 'Ajukan keluhan' })).toBeInTheDocument();
    expect(screen.getByLabelText(/Nomor sertifikat \(jika ada\)/)).toHaveValue('SBU-2026-000123');
    await userEvent.click(screen.getByRole('button', { name: 'Kirim Keluhan' }));
    expect(screen.getByLabelText(/^Nama/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/^Isi keluhan/)).toHaveAccessibleDescription(/paling sedikit 10 karakter/);
    expect(api.callsTo(apiPath('complaints/create.php'))).toHaveLength(0);

    await userEvent.type(screen.getByLabelText(/^Nama/), 'Pejabat Pengadaan');
    await userEvent.type(screen.getByLabelText(/^Email/), 'ppk@dinas.go.id');
    await userEvent.type(screen.getByLabelText(/^Perihal/), 'Sertifikat mencurigakan');
    await userEvent.type(screen.getByLabelText(/^Isi keluhan/), 'Nomor sertifikat tidak cocok dengan dokumen tender.');
    await userEvent.click(screen.getByRole('button', { name: 'Kirim Keluhan' }));
    expect(await screen.findByRole('status')).toHaveTextContent('paling lambat 29 Desember 2026');
    const [call] = api.callsTo(apiPath('complaints/create.php'));
    expect(call.body).toMatchObject({
      name: 'Pejabat Pengadaan',
      email: 'ppk@dinas.go.id',
      subject: 'Sertifikat mencurigakan',
      certificate_number: 'SBU-2026-000123',
    });
    expect(form).not.toBeInTheDocument();
  });
});
