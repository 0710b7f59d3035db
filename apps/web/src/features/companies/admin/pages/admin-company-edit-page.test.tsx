import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiPath } from '@portal/contract/constants';
import i18n from '@/i18n';
import { toast } from '@/components/ui/toast';
import { ADMIN_PROFILE } from '@/app/testing/fixtures';
import { mockApi, type TMockHandler } from '@/app/testing/mock-api';
import { renderApp } from '@/app/testing/render-app';
import { makeDetail } from '../testing';

vi.mock('@/components/ui/toast', () => ({ toast: vi.fn(), Toaster: () => null }));
vi.mock('@/features/notifications', () => ({ NotificationBell: () => null }));

const setup = (update: TMockHandler) =>
  mockApi({
    [apiPath('users/profile.php')]: { data: ADMIN_PROFILE() },
    [apiPath('admin/companies/detail.php')]: { data: makeDetail([], { postal_code: '40111' }) },
    [apiPath('admin/companies/update.php')]: update,
  });

beforeEach(async () => {
  vi.mocked(toast).mockClear();
  await i18n.changeLanguage('id');
});
afterEach(() => vi.unstubAllGlobals());

describe('company edit (admin)', () => {
  it('every field starts from the company, identity ones editable; saving sends the normalised values and goes to the detail', async () => {
    const api = setup({ data: { company: makeDetail([]).company } });
    const user = userEvent.setup();
    const app = renderApp('/admin/companies/edit/7');
    const npwp = await screen.findByLabelText(/NPWP perusahaan/);
    expect(npwp).toHaveValue('013121660091000');
    expect(npwp).toBeEnabled();
    expect(screen.getByLabelText(/Nama perusahaan/)).toHaveValue('PT Contoh Jaya');
    expect(screen.getByLabelText(/Bentuk usaha/)).toHaveValue('CV');
    expect(screen.getByLabelText(/Kode pos/)).toHaveValue('40111');

    await user.clear(npwp);
    await user.type(npwp, '01.312.166.0-091.000');
    await user.clear(screen.getByLabelText(/Nama perusahaan/));
    await user.type(screen.getByLabelText(/Nama perusahaan/), 'PT Contoh Jaya Abadi');
    await user.type(screen.getByLabelText(/Jumlah karyawan/), '25');
    await user.click(screen.getByRole('button', { name: 'Simpan Perubahan' }));
    await waitFor(() => expect(api.callsTo(apiPath('admin/companies/update.php'))).toHaveLength(1));
    expect(api.callsTo(apiPath('admin/companies/update.php'))[0].body).toMatchObject({
      company_id: 7,
      name: 'PT Contoh Jaya Abadi',
      npwp: '013121660091000',
      employee_count: 25,
      postal_code: '40111',
    });
    await waitFor(() => expect(app.location().pathname).toBe('/admin/companies/7'));
    expect(toast).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'Data perusahaan berhasil disimpan.', variant: 'success' }),
    );
  });

  it('validates with the contract rules before sending', async () => {
    const api = setup({ data: {} });
    const user = userEvent.setup();
    renderApp('/admin/companies/edit/7');
    const nib = await screen.findByLabelText(/^NIB/);
    await user.clear(nib);
    await user.type(nib, '123');
    await user.clear(screen.getByLabelText(/Nama perusahaan/));
    await user.click(screen.getByRole('button', { name: 'Simpan Perubahan' }));
    expect(await screen.findByText('NIB harus 13 digit')).toBeInTheDocument();
    expect(screen.getByText('Kolom ini wajib diisi')).toBeInTheDocument();
    expect(api.callsTo(apiPath('admin/companies/update.php'))).toHaveLength(0);
  });

  it('a 409 NPWP_TAKEN lands on the NPWP field and the typed values stay', async () => {
    setup({ status: 409, error: { code: 'NPWP_TAKEN', message: 'NPWP sudah terdaftar.' } });
    const user = userEvent.setup();
    const app = renderApp('/admin/companies/edit/7');
    const npwp = await screen.findByLabelText(/NPWP perusahaan/);
    await user.clear(npwp);
    await user.type(npwp, '0013121660091000');
    await user.type(screen.getByLabelText(/Jenis usaha/), 'Konstruksi');
    await user.click(screen.getByRole('button', { name: 'Simpan Perubahan' }));
    expect(await screen.findByText('NPWP ini sudah terdaftar untuk perusahaan lain.')).toBeInTheDocument();
    expect(npwp).toHaveAttribute('aria-invalid', 'true');
    expect(npwp).toHaveAccessibleDescription(
      expect.stringContaining('NPWP ini sudah terdaftar untuk perusahaan lain.'),
    );
    expect(npwp).toHaveValue('0013121660091000');
    expect(screen.getByLabelText(/Jenis usaha/)).toHaveValue('Konstruksi');
    expect(app.location().pathname).toBe('/admin/companies/edit/7');
  });

  it('a 422 puts the server messages on their fields', async () => {
    setup({
      status: 422,
      error: {
        code: 'VALIDATION_FAILED',
        message: 'Validasi gagal',
        errors: { postal_code: ['validation.postalCode'] },
      },
    });
    const user = userEvent.setup();
    renderApp('/admin/companies/edit/7');
    await user.click(await screen.findByRole('button', { name: 'Simpan Perubahan' }));
    expect(await screen.findByText('Kode pos harus 5 digit')).toBeInTheDocument();
  });

  it('cancel goes back to the detail', async () => {
    setup({ data: {} });
    renderApp('/admin/companies/edit/7');
    expect(await screen.findByRole('link', { name: 'Batal' })).toHaveAttribute('href', '/admin/companies/7');
  });
});

describe('after saving an edit (docs/decisions/037)', () => {
  it('the detail opens at the top with focus on the page heading, and still knows the list it came from', async () => {
    setup({ data: { company: makeDetail([]).company } });
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const user = userEvent.setup();
    const app = renderApp('/admin/companies/edit/7', { state: { listSearch: '?view=all&q=contoh' } });
    await screen.findByLabelText(/NPWP perusahaan/);
    scrollTo.mockClear();
    await user.click(screen.getByRole('button', { name: 'Simpan Perubahan' }));
    await waitFor(() => expect(app.location().pathname).toBe('/admin/companies/7'));
    await waitFor(() => expect(scrollTo).toHaveBeenCalledWith({ top: 0 }));
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 })).toHaveFocus());
    expect(await screen.findByRole('link', { name: 'Kembali ke daftar' })).toHaveAttribute(
      'href',
      '/admin/companies?view=all&q=contoh',
    );
    scrollTo.mockRestore();
  });
});
