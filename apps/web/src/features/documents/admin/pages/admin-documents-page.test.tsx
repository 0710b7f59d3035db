import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiPath } from '@portal/contract/constants';
import { DOCUMENT_STATUS, type TAdminCompanyListItem, type TAdminDocument } from '@portal/contract';
import i18n from '@/i18n';
import { ADMIN_PROFILE } from '@/app/testing/fixtures';
import { mockApi } from '@/app/testing/mock-api';
import { renderApp } from '@/app/testing/render-app';

vi.mock('@/components/ui/toast', () => ({ toast: vi.fn(), Toaster: () => null }));
vi.mock('@/features/notifications', () => ({ NotificationBell: () => null }));

const uuid = '00000000-0000-4000-8000-00000000abcd';
const doc: TAdminDocument = {
  uuid,
  document_type: 'ktp_pimpinan',
  category: 'initial_registration',
  status: DOCUMENT_STATUS.REJECTED,
  original_name: 'ktp budi.jpg',
  file_size: 1_572_864,
  mime_type: 'image/jpeg',
  sha256: 'b'.repeat(64),
  uploaded_at: '2025-04-01T03:00:00.000Z',
  review_note: 'Foto buram',
  file_url: `${apiPath('documents/download.php')}?uuid=${uuid}`,
  is_current: true,
  reviewed_at: '2025-04-02T03:00:00.000Z',
  company_id: 7,
  company_name: 'PT Contoh Jaya',
  admin_file_url: `${apiPath('admin/documents/get_document.php')}?uuid=${uuid}`,
};

const companyRow: TAdminCompanyListItem = {
  companyId: 7,
  name: 'PT Contoh Jaya',
  business_entity_type: 'PT',
  npwp: '013121660091000',
  nib: '1234567890123',
  status: 'in_review',
  owner_uuid: '0b9f3c5e-1f2a-4c3d-9e8f-7a6b5c4d3e2f',
  owner_name: 'Budi Santoso',
  owner_email: 'budi@contoh.co.id',
  created_at: '2025-03-01T01:00:00.000Z',
  verified_at: null,
  submitted_at: '2025-04-01T03:00:00.000Z',
  documents_verified: 0,
  documents_required: 8,
  claimed_by: null,
};

const setup = (items: TAdminDocument[] = [doc]) =>
  mockApi({
    [apiPath('users/profile.php')]: { data: ADMIN_PROFILE() },
    [apiPath('admin/documents/list.php')]: { data: { items, page: 1, per_page: 20, total: items.length } },
    [apiPath('admin/companies/list.php')]: (req) =>
      new URL(req.url, 'http://x').searchParams.get('q') === 'contoh'
        ? { data: { items: [companyRow], page: 1, per_page: 10, total: 1 } }
        : { data: { items: [], page: 1, per_page: 10, total: 0 } },
  });
const lastQuery = (api: ReturnType<typeof setup>) =>
  Object.fromEntries(new URL(api.callsTo(apiPath('admin/documents/list.php')).at(-1)!.url, 'http://x').searchParams);

beforeEach(async () => {
  await i18n.changeLanguage('id');
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('Manajemen Dokumen', () => {
  it('lists documents with type, company link, status and note, size', async () => {
    setup();
    renderApp('/admin/documents');
    const table = await screen.findByRole('table', { name: 'Daftar dokumen' });
    const row = (await within(table).findByRole('rowheader', { name: /KTP Pimpinan/ })).closest('tr') as HTMLElement;
    expect(within(row).getByText('ktp budi.jpg')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'PT Contoh Jaya' })).toHaveAttribute('href', '/admin/companies/7');
    expect(within(row).getByText('Ditolak')).toBeInTheDocument();
    expect(within(row).getByText('Foto buram')).toBeInTheDocument();
    expect(within(row).getByText('1,5 MB')).toBeInTheDocument();
  });

  it('filters by type, status, company (picked by name with the keyboard), upload dates and current uploads reach the request and the URL', async () => {
    const api = setup();
    const user = userEvent.setup();
    const app = renderApp('/admin/documents');
    await screen.findByRole('table', { name: 'Daftar dokumen' });
    await user.selectOptions(screen.getByLabelText('Jenis dokumen'), 'ktp_pimpinan');
    await user.selectOptions(screen.getByLabelText('Status'), DOCUMENT_STATUS.REJECTED);
    const picker = screen.getByRole('combobox', { name: 'Perusahaan' });
    await user.type(picker, 'contoh');
    await screen.findByRole('option', { name: /PT Contoh Jaya/ }, { timeout: 4000 });
    expect(picker).toHaveAttribute('aria-expanded', 'true');
    const companyQuery = Object.fromEntries(
      new URL(api.callsTo(apiPath('admin/companies/list.php')).at(-1)!.url, 'http://x').searchParams,
    );
    expect(companyQuery).toMatchObject({ q: 'contoh', sort: 'name' });
    await user.keyboard('{ArrowDown}');
    expect(picker.getAttribute('aria-activedescendant')).toBe(
      screen.getByRole('option', { name: /PT Contoh Jaya/ }).id,
    );
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('button', { name: 'Hapus pilihan PT Contoh Jaya' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Diunggah dari'), '2025-04-01');
    await user.type(screen.getByLabelText('Diunggah sampai'), '2025-04-30');
    await user.click(screen.getByLabelText('Hanya dokumen terkini (tanpa riwayat)'));
    await waitFor(() =>
      expect(lastQuery(api)).toEqual({
        page: '1',
        per_page: '20',
        document_type: 'ktp_pimpinan',
        status: DOCUMENT_STATUS.REJECTED,
        company_id: '7',
        from: '2025-04-01',
        to: '2025-04-30',
        current: 'true',
      }),
    );
    expect(new URLSearchParams(app.location().search).get('company_id')).toBe('7');
    await user.click(screen.getByRole('button', { name: 'Hapus pilihan PT Contoh Jaya' }));
    await waitFor(() => expect(lastQuery(api).company_id).toBeUndefined());
  });

  it('a company from the URL shows its name from the rows; Escape closes the choices', async () => {
    setup();
    const user = userEvent.setup();
    renderApp('/admin/documents?company_id=7');
    expect(await screen.findByRole('button', { name: 'Hapus pilihan PT Contoh Jaya' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Hapus pilihan PT Contoh Jaya' }));
    const picker = screen.getByRole('combobox', { name: 'Perusahaan' });
    await user.type(picker, 'tidak ada');
    await screen.findByText('Tidak ada perusahaan yang cocok.', {}, { timeout: 4000 });
    await user.keyboard('{Escape}');
    expect(picker).toHaveAttribute('aria-expanded', 'false');
  });

  it('a reversed date range says so and is not sent', async () => {
    const api = setup();
    renderApp('/admin/documents?from=2025-05-01&to=2025-04-01');
    expect(await screen.findByRole('alert')).toHaveTextContent('Tanggal akhir tidak boleh sebelum tanggal awal.');
    await waitFor(() => expect(lastQuery(api)).toMatchObject({ from: '2025-05-01' }));
    expect(lastQuery(api).to).toBeUndefined();
  });

  it('each row links to its review on the company detail with the document selected', async () => {
    setup();
    renderApp('/admin/documents');
    const link = await screen.findByRole('link', { name: 'Tinjau KTP Pimpinan PT Contoh Jaya' });
    expect(link).toHaveAttribute('href', `/admin/companies/7?doc=${uuid}`);
  });

  it('names every type in words and links each file to where it is reviewed, or nowhere (defect 6)', async () => {
    const proof: TAdminDocument = {
      ...doc,
      uuid: '00000000-0000-4000-8000-00000000abce',
      document_type: 'bukti_transfer',
      category: 'payment_proof',
      review_url: '/admin/payment-verification?invoice=00000000-0000-4000-8000-0000000000aa',
    };
    const loose: TAdminDocument = {
      ...doc,
      uuid: '00000000-0000-4000-8000-00000000abcf',
      document_type: 'lainnya',
      category: 'other',
      review_url: null,
    };
    setup([proof, loose]);
    renderApp('/admin/documents');
    const link = await screen.findByRole('link', { name: 'Tinjau Bukti Transfer PT Contoh Jaya' });
    expect(link).toHaveAttribute('href', proof.review_url);
    expect(screen.queryByText('bukti_transfer')).not.toBeInTheDocument();
    expect(screen.getByRole('rowheader', { name: /Dokumen Lainnya/ })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Tinjau Dokumen Lainnya/ })).not.toBeInTheDocument();
  });

  it('search covers file and company names', async () => {
    const api = setup();
    const user = userEvent.setup();
    renderApp('/admin/documents');
    await user.type(await screen.findByRole('searchbox', { name: 'Cari dokumen' }), 'contoh');
    await waitFor(() => expect(lastQuery(api).q).toBe('contoh'));
  });

  it('download goes through the file-access helper on documents/download.php (mode=download)', async () => {
    setup();
    const fileCalls: string[] = [];
    const fetchMock = vi.mocked(globalThis.fetch);
    const base = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (input, init) => {
      const url = new URL(String(input), window.location.href);
      if (url.pathname === apiPath('documents/download.php')) {
        fileCalls.push(url.pathname + url.search);
        return new Response(new Blob(['x']), {
          status: 200,
          headers: { 'Content-Disposition': 'attachment; filename="ktp-budi.jpg"' },
        });
      }
      return base(input, init);
    });
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    renderApp('/admin/documents');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Unduh KTP Pimpinan PT Contoh Jaya' }));
    await waitFor(() => expect(saved).toEqual(['ktp-budi.jpg']));
    expect(fileCalls).toEqual([`${apiPath('documents/download.php')}?uuid=${uuid}&mode=download`]);
  });
});
