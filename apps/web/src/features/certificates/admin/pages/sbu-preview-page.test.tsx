import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiPath } from '@portal/contract/constants';
import i18n from '@/i18n';
import { ADMIN_PROFILE } from '@/app/testing/fixtures';
import { mockApi } from '@/app/testing/mock-api';
import { renderApp } from '@/app/testing/render-app';

vi.mock('@/components/ui/toast', () => ({ toast: vi.fn(), Toaster: () => null }));
vi.mock('@/features/notifications', () => ({ NotificationBell: () => null }));

type TPdfReply = { pdf: true } | { pending: true } | { status: number; code: string; message?: string };
/** The fake server, with view.php answering a PDF or an error envelope. */
function setup(replies: TPdfReply[]) {
  const api = mockApi({
    [apiPath('users/profile.php')]: { data: ADMIN_PROFILE() },
    [apiPath('admin/menu-counts.php')]: { data: { companies_waiting: 0, approvals_pending: 0 } },
  });
  const base = api.fetchMock.getMockImplementation()!;
  const pdfCalls: string[] = [];
  api.fetchMock.mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname !== apiPath('admin/certificates/view.php')) return base(input, init);
    pdfCalls.push(String(input));
    const reply = replies[Math.min(pdfCalls.length - 1, replies.length - 1)];
    if ('pending' in reply) return new Promise<Response>(() => undefined);
    if ('pdf' in reply)
      return new Response(new Blob(['%PDF-1.7'], { type: 'application/pdf' }), {
        status: 200,
        headers: { 'Content-Type': 'application/pdf' },
      });
    return new Response(JSON.stringify({ status: 'error', code: reply.code, message: reply.message ?? reply.code }), {
      status: reply.status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:http://localhost/preview');
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  return { api, pdfCalls };
}

beforeAll(async () => {
  await import('./sbu-preview-page');
}, 30_000);
beforeEach(async () => {
  await i18n.changeLanguage('id');
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('Pratinjau SBU', () => {
  it(
    'fetches the preview PDF with the session and shows it inline from an object URL, with a download and the next steps',
    { timeout: 20_000 },
    async () => {
      const { pdfCalls } = setup([{ pdf: true }]);
      renderApp('/admin/sbu/preview/SP-123456789');
      const frame = await screen.findByTitle(
        'Pratinjau PDF sertifikat untuk permohonan SP-123456789',
        {},
        { timeout: 5000 },
      );
      // An iframe of the blob URL, which the CSP allows (frame-src 'self' blob:; object-src 'none').
      expect(frame.tagName).toBe('IFRAME');
      expect(frame).toHaveAttribute('src', 'blob:http://localhost/preview');
      expect(Object.fromEntries(new URL(pdfCalls[0]).searchParams)).toEqual({ code_reg: 'SP-123456789', mode: 'view' });
      const downloads = screen.getAllByRole('link', { name: 'Unduh PDF' });
      expect(downloads.at(-1)).toHaveAttribute('href', 'blob:http://localhost/preview');
      expect(downloads.at(-1)).toHaveAttribute('download', 'pratinjau-sbu-SP-123456789.pdf');
      expect(screen.getByRole('link', { name: 'Kembali ke permohonan' })).toHaveAttribute(
        'href',
        '/admin/applications/SP-123456789',
      );
      expect(screen.getByRole('link', { name: 'Lanjut terbitkan' })).toHaveAttribute(
        'href',
        '/admin/sbu/publish/SP-123456789',
      );
    },
  );

  it('says that the PDF is loading while it is', async () => {
    setup([{ pending: true }]);
    renderApp('/admin/sbu/preview/SP-123456789');
    expect(await screen.findByText('Memuat PDF…', {}, { timeout: 5000 })).toHaveAttribute('role', 'status');
  });

  it("a 409 (not approved, or already published) is explained with the server's words", async () => {
    setup([{ status: 409, code: 'INVALID_TRANSITION', message: 'Permohonan belum disetujui.' }]);
    renderApp('/admin/sbu/preview/SP-123456789');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Pratinjau hanya tersedia untuk permohonan yang disetujui dan belum diterbitkan.',
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Permohonan belum disetujui.');
  });

  it('a 404 says the application is not found', async () => {
    setup([{ status: 404, code: 'NOT_FOUND', message: 'Permohonan tidak ditemukan.' }]);
    renderApp('/admin/sbu/preview/SP-123456789');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Permohonan ini tidak ada atau nomor registrasinya salah.',
    );
  });

  it('another failure offers a retry that loads the PDF again', async () => {
    const { pdfCalls } = setup([{ status: 500, code: 'INTERNAL_ERROR', message: '' }, { pdf: true }]);
    const user = userEvent.setup();
    renderApp('/admin/sbu/preview/SP-123456789');
    expect(await screen.findByText('PDF gagal dimuat')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Coba Lagi' }));
    expect(await screen.findByTitle(/Pratinjau PDF sertifikat/)).toBeInTheDocument();
    expect(pdfCalls).toHaveLength(2);
  });

  it('a malformed registration number loads nothing', async () => {
    const { pdfCalls } = setup([{ pdf: true }]);
    renderApp('/admin/sbu/preview/not-a-code');
    expect(await screen.findByText('Permohonan tidak ditemukan')).toBeInTheDocument();
    await waitFor(() => expect(pdfCalls).toHaveLength(0));
  });
});
