import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { API } from '@portal/contract/constants';
import { DOCUMENT_STATUS, type TAdminDocument } from '@portal/contract';
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
  file_url: `${API.documentsDownload}?uuid=${uuid}`,
  is_current: true,
  reviewed_at: '2025-04-02T03:00:00.000Z',
  company_id: 7,
  company_name: 'PT Contoh Jaya',
  admin_file_url: `${API.adminDocumentsGet}?uuid=${uuid}`,
};

const setup = () =>
  mockApi({
    [API.profile]: { data: ADMIN_PROFILE() },
    [API.adminDocumentsList]: { data: { items: [doc], page: 1, per_page: 20, total: 1 } },
  });
const lastQuery = (api: ReturnType<typeof setup>) => Object.fromEntries(new URL(api.callsTo(API.adminDocumentsList).at(-1)!.url, 'http://x').searchParams);

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

  it('filters by type, status, company id and current uploads reach the request and the URL', async () => {
    const api = setup();
    const user = userEvent.setup();
    const app = renderApp('/admin/documents');
    await screen.findByRole('table', { name: 'Daftar dokumen' });
    await user.selectOptions(screen.getByLabelText('Jenis dokumen'), 'ktp_pimpinan');
    await user.selectOptions(screen.getByLabelText('Status'), DOCUMENT_STATUS.REJECTED);
    await user.type(screen.getByLabelText('ID perusahaan'), '7');
    await user.click(screen.getByLabelText('Hanya dokumen terkini (tanpa riwayat)'));
    await waitFor(() =>
      expect(lastQuery(api)).toEqual({ page: '1', per_page: '20', document_type: 'ktp_pimpinan', status: DOCUMENT_STATUS.REJECTED, company_id: '7', current: 'true' }),
    );
    expect(new URLSearchParams(app.location().search).get('company_id')).toBe('7');
  });

  it('a company id that is not a number is not sent and says why', async () => {
    const api = setup();
    const user = userEvent.setup();
    renderApp('/admin/documents?company_id=7');
    await screen.findByRole('table', { name: 'Daftar dokumen' });
    expect(lastQuery(api).company_id).toBe('7');
    const input = screen.getByLabelText('ID perusahaan');
    expect(input).toHaveValue('7');
    await user.type(input, 'x');
    expect(screen.getByText('ID perusahaan harus berupa angka.')).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    await new Promise((r) => setTimeout(r, 400));
    expect(lastQuery(api).company_id).toBe('7');
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
      if (url.pathname === API.documentsDownload) {
        fileCalls.push(url.pathname + url.search);
        return new Response(new Blob(['x']), { status: 200, headers: { 'Content-Disposition': 'attachment; filename="ktp-budi.jpg"' } });
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
    expect(fileCalls).toEqual([`${API.documentsDownload}?uuid=${uuid}&mode=download`]);
  });
});
