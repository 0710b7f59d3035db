import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from '@/i18n';
import { toast } from './toast';
import { ExportButtons } from './export-buttons';

vi.mock('./toast', () => ({ toast: vi.fn(), Toaster: () => null }));

beforeEach(async () => {
  vi.mocked(toast).mockClear();
  await i18n.changeLanguage('id');
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('ExportButtons', () => {
  it('a failed export shows the catalogue toast', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(JSON.stringify({ status: 'error', code: 'FORBIDDEN', message: 'Akses ditolak.' }), {
            status: 403,
          }),
      ),
    );
    render(<ExportButtons path="admin/users/export.php" query={{ status: 'active' }} baseName="x" />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Ekspor CSV' }));
    await waitFor(() => expect(toast).toHaveBeenCalledTimes(1));
    expect(vi.mocked(toast).mock.calls[0][0]).toMatchObject({ variant: 'destructive' });
  });

  it("asks for the workbook in the app's language and saves it under the server's name", async () => {
    await i18n.changeLanguage('en');
    const fetchMock = vi.fn(
      async () =>
        new Response('PK', {
          status: 200,
          headers: { 'Content-Disposition': 'attachment; filename="perusahaan-2025-06-01.xlsx"' },
        }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    render(<ExportButtons path="admin/companies/export.php" query={{ q: 'maju', status: '' }} baseName="perusahaan" />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Export Excel' }));
    await waitFor(() => expect(saved).toEqual(['perusahaan-2025-06-01.xlsx']));
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/backend/api/admin/companies/export.php?q=maju&format=xlsx');
    expect(init.headers).toMatchObject({ 'Accept-Language': 'en' });
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ variant: 'success' }));
  });
});
