import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiPath } from '@portal/contract/constants';
import type { TSubBidangItem, TSubBidangListResponse } from '@portal/contract';
import i18n from '@/i18n';
import { toast } from '@/components/ui/toast';
import { ADMIN_PROFILE, UNVERIFIED_PROFILE, VERIFIED_PROFILE, certificateList } from '@/app/testing/fixtures';
import { mockApi, type TMockHandler } from '@/app/testing/mock-api';
import { renderApp } from '@/app/testing/render-app';

vi.mock('@/components/ui/toast', () => ({ toast: vi.fn(), Toaster: () => null }));
vi.mock('@/features/notifications', () => ({ NotificationBell: () => null }));

const entry = (over: Partial<TSubBidangItem> = {}): TSubBidangItem => ({
  code: 'PB001',
  name: 'Agen/Perantara Perdagangan Besar',
  bidang_code: 'PB',
  bidang_name: 'Perdagangan Besar',
  kbli_code: '46100',
  kbli_title: 'PERDAGANGAN BESAR ATAS DASAR BALAS JASA (FEE) ATAU KONTRAK',
  kbli_edition: '2020',
  description: null,
  is_active: true,
  ...over,
});
const BIDANG = [
  { code: 'KO', name: 'Konstruksi' },
  { code: 'PB', name: 'Perdagangan Besar' },
];
const page = (items: TSubBidangItem[], over: Partial<TSubBidangListResponse> = {}): TSubBidangListResponse => ({
  items,
  page: 1,
  per_page: 20,
  total: items.length,
  bidang: BIDANG,
  ...over,
});
const inactive = entry({
  code: 'KO002',
  name: 'Konstruksi Gedung',
  bidang_code: 'KO',
  bidang_name: 'Konstruksi',
  kbli_code: '41011',
  kbli_title: 'KONSTRUKSI GEDUNG HUNIAN',
  is_active: false,
});

function setup(profile = UNVERIFIED_PROFILE(), routes: Record<string, TMockHandler> = {}) {
  return mockApi({
    [apiPath('users/profile.php')]: { data: profile },
    [apiPath('sub-bidang/list.php')]: { data: page([entry()]) },
    ...routes,
  });
}
const lastQuery = (api: ReturnType<typeof setup>) =>
  new URL(api.callsTo(apiPath('sub-bidang/list.php')).at(-1)!.url, 'http://x').searchParams;
const table = () => screen.getByRole('table', { name: 'Daftar sub-bidang' });

beforeEach(async () => {
  vi.mocked(toast).mockClear();
  await i18n.changeLanguage('id');
});
afterEach(() => vi.unstubAllGlobals());

describe('Daftar Sub Bidang (company)', () => {
  it('shows code, name with its bidang, KBLI code, edition and title; no admin controls', async () => {
    setup();
    renderApp('/sub-bidang');
    await screen.findByText('Agen/Perantara Perdagangan Besar');
    const row = within(table())
      .getByRole('rowheader', { name: /Agen\/Perantara/ })
      .closest('tr') as HTMLElement;
    expect(within(row).getByText('PB001')).toBeInTheDocument();
    expect(within(row).getByText('46100')).toBeInTheDocument();
    expect(within(row).getByText('KBLI 2020')).toBeInTheDocument();
    // In the KBLI column, and again under the name for phones (CSS decides which shows).
    expect(within(row).getAllByText(/DASAR BALAS JASA/)).toHaveLength(2);
    expect(within(row).getByText('KBLI 46100')).toBeInTheDocument();
    expect(
      within(table())
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Kode', 'Sub Bidang', 'KBLI']);
    expect(screen.queryByRole('button', { name: 'Tambah Sub Bidang' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Status')).not.toBeInTheDocument();
  });

  it('a verified company applies with an entry: "Ajukan dengan sub-bidang ini" opens a new application with it chosen (issue 23, point 9)', async () => {
    setup(VERIFIED_PROFILE(), {
      [apiPath('certificates/list.php')]: { data: certificateList(0) },
      [apiPath('fees/quote.php')]: { status: 422, error: { code: 'VALIDATION_FAILED', message: 'x' } },
    });
    const user = userEvent.setup();
    const app = renderApp('/sub-bidang');
    await user.click(await screen.findByRole('link', { name: 'Ajukan permohonan dengan sub-bidang PB001' }));
    await waitFor(() => expect(app.location().pathname).toBe('/applications/new'));
    expect(app.location().search).toBe('?sub_bidang=PB001');
    const picker = await screen.findByRole('group', { name: 'Sub-bidang' });
    expect(await within(picker).findByText('1 sub-bidang dipilih')).toBeInTheDocument();
  });

  it('an unverified company gets no such link (it cannot apply yet)', async () => {
    setup(UNVERIFIED_PROFILE(), { [apiPath('sub-bidang/list.php')]: { data: page([entry()]) } });
    renderApp('/sub-bidang');
    await screen.findByText('Agen/Perantara Perdagangan Besar');
    expect(screen.queryByRole('link', { name: /Ajukan permohonan dengan/ })).not.toBeInTheDocument();
  });

  it('search, bidang filter and paging go to the server and live in the URL', async () => {
    const api = setup(UNVERIFIED_PROFILE(), {
      [apiPath('sub-bidang/list.php')]: (req) => {
        const p = Number(new URL(req.url, 'http://x').searchParams.get('page') ?? 1);
        return { data: page([entry()], { page: p, total: 45 }) };
      },
    });
    const user = userEvent.setup();
    const app = renderApp('/sub-bidang');
    await screen.findByText('PB001');
    await user.type(screen.getByLabelText('Cari sub-bidang'), '46100');
    await waitFor(() => expect(lastQuery(api).get('q')).toBe('46100'));
    await user.selectOptions(screen.getByLabelText('Bidang'), 'KO');
    await waitFor(() => expect(lastQuery(api).get('bidang')).toBe('KO'));
    await user.click(screen.getByRole('button', { name: 'Berikutnya' }));
    await waitFor(() => expect(lastQuery(api).get('page')).toBe('2'));
    expect(app.location().search).toContain('bidang=KO');
    expect(app.location().search).toContain('q=46100');
  });

  it('shows the empty state with a reset when a search finds nothing, and an error with retry', async () => {
    let calls = 0;
    setup(UNVERIFIED_PROFILE(), {
      [apiPath('sub-bidang/list.php')]: () =>
        ++calls <= 2 ? { status: 500, error: { code: 'INTERNAL' } } : { data: page([]) },
    });
    renderApp('/sub-bidang?q=zzz');
    const alert = await screen.findByRole('alert', {}, { timeout: 4000 });
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Coba Lagi' }));
    expect(await screen.findByText('Tidak ada hasil')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Atur Ulang Filter' })).toBeInTheDocument();
  });

  it('in English', async () => {
    await i18n.changeLanguage('en');
    setup();
    renderApp('/sub-bidang');
    await screen.findByText('PB001');
    expect(screen.getByRole('table', { name: 'Sub-field list' })).toBeInTheDocument();
    expect(screen.getByLabelText('Search sub-fields')).toBeInTheDocument();
  });
});

describe('Katalog Sub Bidang (admin)', () => {
  it('shows inactive entries with their status, filters by it, and reactivates at once', async () => {
    const api = setup(ADMIN_PROFILE(), {
      [apiPath('sub-bidang/list.php')]: { data: page([entry(), inactive]) },
      [apiPath('admin/sub-bidang/set-active.php')]: (req) => ({
        data: { sub_bidang: { ...inactive, is_active: req.body?.is_active } },
      }),
    });
    const user = userEvent.setup();
    renderApp('/admin/sub-bidang');
    await screen.findByText('Konstruksi Gedung');
    // A column on wide screens, under the name on phones.
    expect(within(table()).getAllByText('Nonaktif')).toHaveLength(2);
    await user.selectOptions(screen.getByLabelText('Status'), 'false');
    await waitFor(() => expect(lastQuery(api).get('active')).toBe('false'));
    await user.click(screen.getByRole('button', { name: 'Aktifkan kembali KO002' }));
    await waitFor(() => expect(api.callsTo(apiPath('admin/sub-bidang/set-active.php'))).toHaveLength(1));
    expect(api.callsTo(apiPath('admin/sub-bidang/set-active.php'))[0].body).toMatchObject({
      code: 'KO002',
      is_active: true,
    });
  });

  it('deactivates only after confirmation', async () => {
    const api = setup(ADMIN_PROFILE(), {
      [apiPath('admin/sub-bidang/set-active.php')]: { data: { sub_bidang: entry({ is_active: false }) } },
    });
    const user = userEvent.setup();
    renderApp('/admin/sub-bidang');
    await user.click(await screen.findByRole('button', { name: 'Nonaktifkan PB001' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nonaktifkan PB001?' });
    expect(dialog).toHaveTextContent('tidak dapat lagi dipilih pada permohonan baru');
    await user.click(within(dialog).getByRole('button', { name: 'Batal' }));
    expect(api.callsTo(apiPath('admin/sub-bidang/set-active.php'))).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Nonaktifkan PB001' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Nonaktifkan' }));
    await waitFor(() =>
      expect(api.callsTo(apiPath('admin/sub-bidang/set-active.php'))[0]?.body).toMatchObject({
        code: 'PB001',
        is_active: false,
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: 'Sub-bidang PB001 dinonaktifkan.' }));
  });

  // Many keystrokes: a longer limit on a busy machine.
  it('adds an entry with a new bidang: field messages first, then the saved body', { timeout: 20_000 }, async () => {
    const api = setup(ADMIN_PROFILE(), {
      [apiPath('admin/sub-bidang/save.php')]: (req) => ({
        status: 201,
        data: { sub_bidang: entry({ code: String(req.body?.code) }) },
      }),
    });
    const user = userEvent.setup();
    renderApp('/admin/sub-bidang');
    await user.click(await screen.findByRole('button', { name: 'Tambah Sub Bidang' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tambah Sub Bidang' });
    await user.type(within(dialog).getByLabelText(/Kode KBLI/), '461');
    await user.click(within(dialog).getByRole('button', { name: 'Simpan' }));
    expect(within(dialog).getAllByText('Kolom ini wajib diisi').length).toBeGreaterThanOrEqual(2);
    expect(within(dialog).getByLabelText(/Kode KBLI/)).toHaveAttribute('aria-invalid', 'true');
    expect(api.callsTo(apiPath('admin/sub-bidang/save.php'))).toHaveLength(0);

    await user.type(within(dialog).getByLabelText(/Kode sub-bidang/), 'tk001');
    await user.type(within(dialog).getByLabelText(/Nama sub-bidang/), 'Jasa Teknik Baru');
    await user.clear(within(dialog).getByLabelText(/Kode KBLI/));
    await user.type(within(dialog).getByLabelText(/Kode KBLI/), '71102');
    await user.type(within(dialog).getByLabelText(/Judul KBLI/), 'AKTIVITAS KEINSINYURAN');
    await user.selectOptions(within(dialog).getByLabelText(/^Bidang/), '__new__');
    await user.type(within(dialog).getByLabelText(/Kode bidang baru/), 'tk');
    await user.type(within(dialog).getByLabelText(/Nama bidang baru/), 'Teknik');
    await user.click(within(dialog).getByRole('button', { name: 'Simpan' }));
    await waitFor(() => expect(api.callsTo(apiPath('admin/sub-bidang/save.php'))).toHaveLength(1));
    expect(api.callsTo(apiPath('admin/sub-bidang/save.php'))[0].body).toMatchObject({
      code: 'tk001',
      name: 'Jasa Teknik Baru',
      bidang_code: 'tk',
      bidang_name: 'Teknik',
      kbli_code: '71102',
      kbli_title: 'AKTIVITAS KEINSINYURAN',
      kbli_edition: '2020',
      description: null,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('edits an entry with its code fixed, and shows a server field error on its field', async () => {
    setup(ADMIN_PROFILE(), {
      [apiPath('admin/sub-bidang/save.php')]: {
        status: 422,
        error: { code: 'VALIDATION_FAILED', errors: { kbli_title: ['validation.tooLong'] } },
      },
    });
    const user = userEvent.setup();
    renderApp('/admin/sub-bidang');
    await user.click(await screen.findByRole('button', { name: 'Ubah PB001' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ubah Sub Bidang PB001' });
    expect(within(dialog).getByLabelText(/Kode sub-bidang/)).toHaveAttribute('readonly');
    expect(within(dialog).getByLabelText(/Kode sub-bidang/)).toHaveValue('PB001');
    await user.click(within(dialog).getByRole('button', { name: 'Simpan' }));
    await waitFor(() => expect(within(dialog).getByLabelText(/Judul KBLI/)).toHaveAttribute('aria-invalid', 'true'));
  });
});
