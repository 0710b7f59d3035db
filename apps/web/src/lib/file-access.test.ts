import { ALLOWED_FILE_PREFIXES } from '@portal/contract/constants';
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from '@/i18n';
import { getToasts, resetToasts } from '@/components/ui/toast';
import {
  accessFile,
  checkFileUrl,
  downloadUrlOf,
  FileAccessError,
  fileNameFromContentDisposition,
  sanitizeFileName,
  useFileAccess,
} from './file-access';

const DOC = '/backend/api/documents/download.php?uuid=abc&mode=download';
const fetchMock = vi.fn<typeof fetch>();
const clicked: { href: string; download: string }[] = [];

function fileResponse(headers: Record<string, string> = {}, body = '%PDF-1.7') {
  return new Response(new Blob([body], { type: 'application/pdf' }), { status: 200, headers });
}

beforeAll(async () => {
  await i18n.changeLanguage('id');
});
beforeEach(() => {
  clicked.length = 0;
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  URL.createObjectURL = vi.fn(() => 'blob:mock-url');
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clicked.push({ href: this.getAttribute('href') ?? '', download: this.download });
  });
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  resetToasts();
});

async function rejection(p: Promise<unknown>): Promise<FileAccessError> {
  const e = await p.then(
    () => null,
    (err: unknown) => err,
  );
  expect(e).toBeInstanceOf(FileAccessError);
  return e as FileAccessError;
}

describe('checkFileUrl', () => {
  it.each(ALLOWED_FILE_PREFIXES.map((p) => [p]))('allows %s on the same origin', (prefix) => {
    expect(
      checkFileUrl(`${prefix}${prefix.endsWith('/') ? 'download.php' : ''}?id=1`).pathname.startsWith(prefix),
    ).toBe(true);
    expect(() => checkFileUrl(`${window.location.origin}${prefix}`)).not.toThrow();
  });

  it('refuses an external host: internal reason, user message "URL file tidak valid…"', () => {
    for (const url of [
      'https://evil.example.com/backend/api/documents/x',
      '//evil.example.com/backend/api/documents/x',
      'javascript:alert(1)',
    ]) {
      const e = (() => {
        try {
          checkFileUrl(url);
        } catch (err) {
          return err as FileAccessError;
        }
        throw new Error(`accepted ${url}`);
      })();
      expect(e.message).toBe('URL file tidak valid atau tidak diizinkan.');
      expect(e.reason).toBe('Akses ke host eksternal tidak diizinkan.');
    }
  });

  it('refuses a path outside the allowed prefixes, also through .. segments', () => {
    for (const url of [
      '/backend/api/users/profile.php',
      '/backend/api/documents/../auth/login.php',
      '/backend/api/documents/%2e%2e/auth/x',
      '/uploads/a.pdf',
      '/backend/api/document/x',
    ]) {
      expect(() => checkFileUrl(url)).toThrowError(
        expect.objectContaining({
          message: 'URL file tidak valid atau tidak diizinkan.',
          reason: 'Akses ke endpoint yang diminta tidak diizinkan.',
        }),
      );
    }
  });

  it('refuses an unparsable URL with the same user message', () => {
    expect(() => checkFileUrl('http://[::1')).toThrowError('URL file tidak valid atau tidak diizinkan.');
  });
});

describe('file names', () => {
  it.each<[string | null, string | null]>([
    ['attachment; filename="Sertifikat_SBU-2025.pdf"', 'Sertifikat_SBU-2025.pdf'],
    ['attachment; filename=invoice.pdf', 'invoice.pdf'],
    ["attachment; filename*=UTF-8''Faktur%20Juli%202025.pdf", 'Faktur Juli 2025.pdf'],
    ['attachment; filename="fallback.pdf"; filename*=UTF-8\'\'nama%C3%A9.pdf', 'namaé.pdf'],
    ['attachment; filename*=UTF-8\'\'%E0%A4%A.pdf; filename="plain.pdf"', 'plain.pdf'],
    ['inline', null],
    [null, null],
  ])('%j → %j', (header, name) => {
    expect(fileNameFromContentDisposition(header)).toBe(name);
  });

  it.each([
    ['Sertifikat SBU (final).pdf', 'SertifikatSBUfinal.pdf'],
    ['../../etc/passwd', 'etcpasswd'],
    ['..\\..\\boot.ini', 'boot.ini'],
    ['<script>x</script>.pdf', 'scriptxscript.pdf'],
    ['namaé.pdf', 'nama.pdf'],
    ['.hidden', 'hidden'],
    ['...', ''],
    ['', ''],
  ])('sanitise %j → %j', (input, output) => {
    expect(sanitizeFileName(input)).toBe(output);
  });
});

describe('accessFile: download', () => {
  it('fetches with credentials and saves under the sanitised server name', async () => {
    fetchMock.mockResolvedValue(fileResponse({ 'Content-Disposition': 'attachment; filename="Invoice INV/2025.pdf"' }));
    await expect(accessFile({ url: DOC, fallbackName: 'dokumen.pdf', mode: 'download' })).resolves.toBe('downloaded');
    expect(fetchMock).toHaveBeenCalledWith(`${window.location.origin}${DOC}`, { credentials: 'include' });
    expect(clicked).toEqual([{ href: 'blob:mock-url', download: 'InvoiceINV2025.pdf' }]);
    expect(document.querySelector('a[download]')).toBeNull(); // the helper link is removed again
  });

  it('uses filename*= (UTF-8) when given', async () => {
    fetchMock.mockResolvedValue(
      fileResponse({ 'Content-Disposition': "attachment; filename*=UTF-8''SBU_2025-01.pdf" }),
    );
    await accessFile({ url: DOC, fallbackName: 'x.pdf', mode: 'download' });
    expect(clicked[0].download).toBe('SBU_2025-01.pdf');
  });

  it('falls back to the given name without a usable header', async () => {
    fetchMock.mockResolvedValueOnce(fileResponse());
    await accessFile({ url: DOC, fallbackName: 'dokumen.pdf', mode: 'download' });
    fetchMock.mockResolvedValueOnce(fileResponse({ 'Content-Disposition': 'attachment; filename="///"' }));
    await accessFile({ url: DOC, fallbackName: 'cadangan.pdf', mode: 'download' });
    expect(clicked.map((c) => c.download)).toEqual(['dokumen.pdf', 'cadangan.pdf']);
  });

  it('a refused URL is never fetched', async () => {
    const e = await rejection(
      accessFile({ url: 'https://evil.example.com/backend/api/documents/x', fallbackName: 'a', mode: 'download' }),
    );
    expect(e.message).toBe('URL file tidak valid atau tidak diizinkan.');
    expect(fetchMock).not.toHaveBeenCalled();
    expect(console.warn).toHaveBeenCalledWith(
      'Akses ke host eksternal tidak diizinkan.',
      'https://evil.example.com/backend/api/documents/x',
    );
  });

  it("a non-ok answer gives the server's message when present", async () => {
    fetchMock.mockResolvedValue(
      Response.json({ status: 'error', message: 'Dokumen tidak ditemukan.' }, { status: 404 }),
    );
    expect((await rejection(accessFile({ url: DOC, fallbackName: 'a', mode: 'download' }))).message).toBe(
      'Dokumen tidak ditemukan.',
    );
  });

  it("else 'Gagal mengakses file. Status: {status}'", async () => {
    fetchMock.mockResolvedValueOnce(new Response('<html>oops</html>', { status: 502 }));
    expect((await rejection(accessFile({ url: DOC, fallbackName: 'a', mode: 'download' }))).message).toBe(
      'Gagal mengakses file. Status: 502',
    );
    fetchMock.mockResolvedValueOnce(Response.json({ message: '' }, { status: 403 }));
    expect((await rejection(accessFile({ url: DOC, fallbackName: 'a', mode: 'download' }))).message).toBe(
      'Gagal mengakses file. Status: 403',
    );
    expect(clicked).toHaveLength(0);
  });

  it('a network failure gives the connection message', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    expect((await rejection(accessFile({ url: DOC, fallbackName: 'a', mode: 'download' }))).message).toMatch(/koneksi/);
  });
});

describe('accessFile: view', () => {
  const VIEW = '/backend/api/certificates/generate_pdf.php?uuid=abc';
  function fakeTab() {
    return { opener: {} as unknown, location: { href: '' }, close: vi.fn() };
  }

  it('opens the tab synchronously on the click, before the fetch, then loads the blob into it', async () => {
    const order: string[] = [];
    const tab = fakeTab();
    vi.spyOn(window, 'open').mockImplementation(() => {
      order.push('open');
      return tab as unknown as Window;
    });
    fetchMock.mockImplementation(async () => {
      order.push('fetch');
      return fileResponse();
    });
    const pending = accessFile({ url: VIEW, fallbackName: 'a.pdf', mode: 'view' });
    expect(window.open).toHaveBeenCalledWith('', '_blank'); // before any await
    await expect(pending).resolves.toBe('opened');
    expect(order).toEqual(['open', 'fetch']);
    expect(tab.location.href).toBe('blob:mock-url');
    expect(tab.opener).toBeNull();
    expect(clicked).toHaveLength(0);
  });

  it('a blocked pop-up shows the alert and fetches nothing', async () => {
    vi.spyOn(window, 'open').mockReturnValue(null);
    const alert = vi.fn();
    vi.stubGlobal('alert', alert); // happy-dom has no window.alert
    await expect(accessFile({ url: VIEW, fallbackName: 'a.pdf', mode: 'view' })).resolves.toBe('blocked');
    expect(alert).toHaveBeenCalledWith('Gagal membuka pratinjau. Pastikan browser Anda tidak memblokir pop-up.');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('a refused URL opens no tab', async () => {
    const open = vi.spyOn(window, 'open');
    await rejection(accessFile({ url: '/backend/api/auth/login.php', fallbackName: 'a', mode: 'view' }));
    expect(open).not.toHaveBeenCalled();
  });

  it('a failed fetch closes the opened tab and reports the message', async () => {
    const tab = fakeTab();
    vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    fetchMock.mockResolvedValue(Response.json({ message: 'Akses ditolak.' }, { status: 403 }));
    expect((await rejection(accessFile({ url: VIEW, fallbackName: 'a', mode: 'view' }))).message).toBe(
      'Akses ditolak.',
    );
    expect(tab.close).toHaveBeenCalledOnce();
  });
});

describe('useFileAccess', () => {
  it('toasts a failure as a destructive toast and resolves null', async () => {
    fetchMock.mockResolvedValue(new Response('', { status: 500 }));
    const { result } = renderHook(() => useFileAccess());
    let out: unknown;
    await act(async () => {
      out = await result.current.accessFile({ url: DOC, fallbackName: 'a', mode: 'download' });
    });
    expect(out).toBeNull();
    expect(getToasts()[0]).toMatchObject({
      title: 'Gagal Mengakses File',
      description: 'Gagal mengakses file. Status: 500',
      variant: 'destructive',
    });
    expect(result.current.isPending).toBe(false);
  });

  it('passes a success through without a toast', async () => {
    fetchMock.mockResolvedValue(fileResponse());
    const { result } = renderHook(() => useFileAccess());
    let out: unknown;
    await act(async () => {
      out = await result.current.accessFile({ url: DOC, fallbackName: 'a.pdf', mode: 'download' });
    });
    expect(out).toBe('downloaded');
    expect(getToasts()).toHaveLength(0);
  });
});

describe('downloadUrlOf', () => {
  it('adds mode=download to a URL with or without a query', () => {
    expect(downloadUrlOf('/backend/api/documents/download.php?uuid=abc')).toBe(DOC);
    expect(downloadUrlOf('/backend/api/documents/file')).toBe('/backend/api/documents/file?mode=download');
  });
});
