import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { buildExportUrl, downloadCsv, ExportStarted } from './use-csv-export';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function captureDownload() {
  const names: string[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    names.push(this.download);
  });
  return names;
}

describe('CSV export', () => {
  it('builds the export URL from the filter, leaving out empty values', () => {
    expect(
      buildExportUrl('/backend/api/admin/users/export.php', { q: 'budi', status: '', role: undefined, page: null }),
    ).toBe('/backend/api/admin/users/export.php?q=budi');
    expect(buildExportUrl('/p.php', {})).toBe('/p.php');
  });

  it('fetches with credentials and saves under the sanitised server name', async () => {
    const fetchMock = vi.fn(
      async () =>
        new Response('a,b\r\n', {
          status: 200,
          headers: { 'Content-Disposition': 'attachment; filename="../peng guna-2025.csv"' },
        }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const names = captureDownload();
    const saved = await downloadCsv('/backend/api/admin/users/export.php', { status: 'active' }, 'pengguna.csv');
    expect(fetchMock).toHaveBeenCalledWith(
      '/backend/api/admin/users/export.php?status=active',
      expect.objectContaining({ credentials: 'include' }),
    );
    expect(saved).toBe('pengguna-2025.csv');
    expect(names).toEqual(['pengguna-2025.csv']);
  });

  it('uses the fallback name without a usable server name', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('x', { status: 200 })),
    );
    const names = captureDownload();
    await downloadCsv('/e.php', {}, 'perusahaan.csv');
    expect(names).toEqual(['perusahaan.csv']);
  });

  it("turns an error answer into an ApiError with the server's code", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(JSON.stringify({ status: 'error', code: 'FORBIDDEN', message: 'Akses ditolak.' }), {
            status: 403,
          }),
      ),
    );
    const err = await downloadCsv('/e.php', {}, 'x.csv').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({ status: 403, code: 'FORBIDDEN' });
  });

  it('a network failure is a NETWORK_ERROR', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(downloadCsv('/e.php', {}, 'x.csv')).rejects.toMatchObject({ code: 'NETWORK_ERROR' });
  });

  it('a 202 (over 10,000 rows, made in the background) saves nothing and says how many rows follow', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(
            JSON.stringify({
              status: 'success',
              message: 'OK',
              data: { export_id: 'x', row_count: 12_345, status_url: '/s' },
            }),
            { status: 202, headers: { 'Content-Type': 'application/json' } },
          ),
      ),
    );
    const names = captureDownload();
    const err = await downloadCsv('/e.php', {}, 'x.csv').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ExportStarted);
    expect((err as ExportStarted).rows).toBe(12_345);
    expect(names).toEqual([]);
  });
});
