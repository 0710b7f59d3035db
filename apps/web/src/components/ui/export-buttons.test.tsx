import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { apiPath } from '@portal/contract/constants';
import { ZExportJob } from '@portal/contract';
import { fake } from '@portal/contract/testing';
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

  it('a background export (202) is followed on screen: rows written, then the file with its row count to download', async () => {
    const id = '00000000-0000-4000-8000-00000000e001';
    let asked = 0;
    const envelope = (data: unknown, status = 200) =>
      new Response(JSON.stringify({ status: 'success', message: 'OK', data }), {
        status,
        headers: { 'Content-Type': 'application/json' },
      });
    const statusCalls: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) => {
        const url = String(input);
        if (url.startsWith(apiPath('admin/applications/export.php')))
          return envelope(
            { export_id: id, row_count: 100_005, status_url: `${apiPath('admin/exports/status.php')}?id=${id}` },
            202,
          );
        statusCalls.push(url);
        asked += 1;
        const done = asked > 1;
        return envelope({
          export: fake(ZExportJob, {
            export_id: id,
            list: 'applications',
            format: 'csv',
            status: done ? 'done' : 'running',
            row_count: 100_005,
            rows_written: done ? 100_005 : 40_000,
            progress: done ? 100 : 40,
            file_name: done ? 'permohonan-2026-11-27-100005-baris.csv' : null,
            download_url: done ? `${apiPath('admin/exports/download.php')}?id=${id}` : null,
            finished_at: done ? '2026-11-27T08:00:00.000Z' : null,
          }),
        });
      }),
    );
    const qc = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={qc}>
        <ExportButtons path="admin/applications/export.php" query={{}} baseName="permohonan" />
      </QueryClientProvider>,
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Ekspor CSV' }));
    const status = await screen.findByTestId('export-status');
    await waitFor(() => expect(status).toHaveTextContent('Mengekspor 40000 dari 100005 baris'));
    expect(screen.getByRole('progressbar', { name: 'Kemajuan ekspor' })).toHaveAttribute('aria-valuenow', '40');
    const link = await screen.findByRole('link', { name: 'permohonan-2026-11-27-100005-baris.csv' }, { timeout: 5000 });
    expect(link).toHaveAttribute('href', `${apiPath('admin/exports/download.php')}?id=${id}`);
    expect(status).toHaveTextContent('File siap: 100005 baris.');
    expect(statusCalls[0]).toBe(`${apiPath('admin/exports/status.php')}?id=${id}`);
  });
});
