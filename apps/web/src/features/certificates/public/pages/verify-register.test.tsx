import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiPath, REGISTER_SEARCH_MIN_CHARS } from '@portal/contract/constants';
import i18n from '@/i18n';
import { mockApi, unauthenticated, type TMockHandler } from '@/app/testing/mock-api';
import { renderApp } from '@/app/testing/render-app';
import { REGISTER_PER_PAGE } from '../components/checks/register-search';
import { publicCertificate } from '../testing';

vi.mock('@/components/ui/toast', () => ({ toast: vi.fn(), Toaster: () => null }));

beforeEach(async () => {
  await i18n.changeLanguage('id');
});
afterEach(() => vi.unstubAllGlobals());

const SEARCH = apiPath('certificates/search.php');
const uuidOf = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

/**
 * search.php as the server answers it: `total` certificates of "PT Maju <n>", the asked page of
 * them (`per_page` a page), or the reply given.
 */
function setup(total: number, reply?: TMockHandler) {
  return mockApi({
    [apiPath('users/profile.php')]: unauthenticated,
    [SEARCH]:
      reply ??
      ((req) => {
        const query = new URL(req.url, 'http://x').searchParams;
        const page = Number(query.get('page'));
        const perPage = Number(query.get('per_page'));
        const from = (page - 1) * perPage;
        const items = Array.from({ length: Math.max(0, Math.min(perPage, total - from)) }, (_, i) =>
          publicCertificate({
            certificate_uuid: uuidOf(from + i + 1),
            number: `SBU-2026-${String(from + i + 1).padStart(6, '0')}`,
            company_name: `PT Maju ${from + i + 1}`,
          }),
        );
        return { data: { items, page, per_page: perPage, total } };
      }),
  });
}

const field = () => screen.findByLabelText('Nama perusahaan');
const submit = () => userEvent.click(screen.getByRole('button', { name: 'Cari Perusahaan' }));
const queryOf = (url: string) => Object.fromEntries(new URL(url, 'http://x').searchParams);

describe('/verify: the public register by company name', () => {
  it('refuses an empty or too short name at the field, without a request', async () => {
    const api = setup(0);
    renderApp('/verify?tab=register');
    await field();
    await submit();
    expect(await screen.findByText('Masukkan nama perusahaan.')).toBeInTheDocument();
    expect(await field()).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(await field(), 'x'.repeat(REGISTER_SEARCH_MIN_CHARS - 1));
    expect(await field()).toHaveAttribute('aria-invalid', 'false');
    await submit();
    expect(await field()).toHaveAccessibleDescription(
      new RegExp(`Ketik minimal ${REGISTER_SEARCH_MIN_CHARS} huruf\\.$`),
    );
    expect(api.callsTo(SEARCH)).toHaveLength(0);
  });

  it('lists the certificates in force with links to their public pages; the search and page are in the URL', async () => {
    const api = setup(REGISTER_PER_PAGE + 3);
    const app = renderApp('/verify?tab=register');
    await userEvent.type(await field(), '  maju ');
    await submit();
    const list = await screen.findByRole('list', { name: 'Sertifikat yang berlaku' });
    expect(app.location().search).toBe('?tab=register&company=maju');
    expect(queryOf(api.callsTo(SEARCH)[0]!.url)).toEqual({
      company: 'maju',
      page: '1',
      per_page: String(REGISTER_PER_PAGE),
    });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(REGISTER_PER_PAGE);
    expect(within(items[0]!).getByRole('heading', { level: 3 })).toHaveTextContent('PT Maju 1');
    expect(items[0]).toHaveTextContent('Aktif');
    expect(items[0]).toHaveTextContent('BG001 (KBLI 41011)');
    expect(within(items[0]!).getByText('Berlaku sampai').nextSibling).toHaveTextContent('11 Maret 2029');
    expect(screen.getByRole('link', { name: 'Lihat sertifikat SBU-2026-000001 milik PT Maju 1' })).toHaveAttribute(
      'href',
      `/sertifikat/${uuidOf(1)}`,
    );
    expect(screen.getByText(`${REGISTER_PER_PAGE + 3} sertifikat berlaku untuk "maju".`)).toBeInTheDocument();

    // The next page: asked from the server, kept in the URL.
    await userEvent.click(screen.getByRole('button', { name: 'Berikutnya' }));
    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: 'Sertifikat yang berlaku' })).getAllByRole('listitem'),
      ).toHaveLength(3),
    );
    expect(screen.getByRole('link', { name: /SBU-2026-000011 milik PT Maju 11/ })).toBeInTheDocument();
    expect(app.location().search).toBe('?tab=register&company=maju&page=2');
    expect(queryOf(api.callsTo(SEARCH).at(-1)!.url)).toMatchObject({ company: 'maju', page: '2' });
  });

  it('a shared link opens with its search and page; the same search again asks the server again', async () => {
    const api = setup(REGISTER_PER_PAGE + 1);
    renderApp('/verify?tab=register&company=maju&page=2');
    expect(await screen.findByRole('link', { name: /SBU-2026-000011/ })).toBeInTheDocument();
    expect(await field()).toHaveValue('maju');
    expect(queryOf(api.callsTo(SEARCH)[0]!.url)).toMatchObject({ page: '2' });
  });

  it('says so when nothing is in force under that name', async () => {
    setup(0);
    renderApp('/verify?tab=register&company=tidak%20ada');
    expect(await screen.findByText('Tidak ada sertifikat berlaku untuk "tidak ada"')).toBeInTheDocument();
    expect(screen.getByText(/Periksa ejaan atau coba bagian lain/)).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Sertifikat yang berlaku' })).not.toBeInTheDocument();
  });

  it('too many lookups: says how long to wait', async () => {
    setup(0, { status: 429, error: { code: 'RATE_LIMITED' }, headers: { 'Retry-After': '120' } });
    renderApp('/verify?tab=register&company=maju');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Terlalu banyak pemeriksaan');
    expect(alert).toHaveTextContent('2 menit');
  });

  it('a failure offers to try again, which asks again', async () => {
    let calls = 0;
    const api = setup(0, () =>
      ++calls === 1
        ? { status: 500, error: { code: 'INTERNAL_ERROR' } }
        : { data: { items: [publicCertificate()], page: 1, per_page: REGISTER_PER_PAGE, total: 1 } },
    );
    renderApp('/verify?tab=register&company=maju');
    expect(await screen.findByRole('alert')).toHaveTextContent('Pencarian gagal');
    await userEvent.click(screen.getByRole('button', { name: 'Coba lagi' }));
    expect(
      await screen.findByRole('link', { name: /SBU-2026-000123 milik PT Maju Jaya Konstruksi/ }),
    ).toBeInTheDocument();
    expect(api.callsTo(SEARCH)).toHaveLength(2);
  });

  it('reads in English', async () => {
    await i18n.changeLanguage('en');
    setup(1);
    renderApp('/verify?tab=register&company=maju');
    expect(
      await screen.findByRole('link', { name: 'Open certificate SBU-2026-000001 of PT Maju 1' }),
    ).toBeInTheDocument();
    expect(screen.getByText('1 certificate in force for "maju".')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Search by company' })).toHaveAttribute('aria-selected', 'true');
  });
});
