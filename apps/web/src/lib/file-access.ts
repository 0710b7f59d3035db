import { useCallback, useState } from 'react';
import { ALLOWED_FILE_PREFIXES } from '@portal/contract/constants';
import { toast } from '@/components/ui/toast';
import { apiErrorFromResponse } from '@/lib/api-error';
import { translateError } from '@/lib/errors/catalogue';
import { serverMessageOf } from '@/lib/errors/server-message';
import { defaultT } from '@/lib/errors/translate';
import type { TTranslate } from '@/lib/errors/types';

/** A file access request (docs/business-rules.md#file-access). */
export type TFileAccessMode = 'download' | 'view';
export interface TFileAccessRequest {
  url: string;
  fallbackName: string;
  mode: TFileAccessMode;
}
export type TFileAccessResult = 'downloaded' | 'opened' | 'blocked';

/** Blob URLs are released once the browser had time to start the download or load the tab. */
export const BLOB_URL_TTL_MS = 60_000;

/** The download variant of a file URL from the API (documents/download.php `mode=download`, docs/api.md#documents). */
export const downloadUrlOf = (fileUrl: string) => `${fileUrl}${fileUrl.includes('?') ? '&' : '?'}mode=download`;

/** `message` is what the user sees; `reason` the internal cause, for the console. */
export class FileAccessError extends Error {
  readonly reason?: string;
  constructor(message: string, reason?: string) {
    super(message);
    this.name = 'FileAccessError';
    this.reason = reason;
  }
}

/**
 * Same origin as the app, path beginning with an allowed prefix (docs/business-rules.md#file-access). The path is read
 * after URL parsing, so '..' and '%2e%2e' segments cannot walk out of a prefix. Both refusals
 * are shown as 'URL file tidak valid atau tidak diizinkan.'.
 */
export function checkFileUrl(url: string, t: TTranslate = defaultT): URL {
  let resolved: URL;
  try {
    resolved = new URL(url, window.location.href);
  } catch {
    throw new FileAccessError(t('files:invalidUrl'));
  }
  if (resolved.origin !== window.location.origin)
    throw new FileAccessError(t('files:invalidUrl'), t('files:externalHost'));
  if (!ALLOWED_FILE_PREFIXES.some((prefix) => resolved.pathname.startsWith(prefix))) {
    throw new FileAccessError(t('files:invalidUrl'), t('files:endpointNotAllowed'));
  }
  return resolved;
}

/** The saved name keeps only letters, digits, underscore, hyphen and dot. */
export function sanitizeFileName(name: string): string {
  // Leading dots are dropped too: no hidden files, no '..'.
  const cleaned = name.replace(/[^A-Za-z0-9_.-]/g, '').replace(/^\.+/, '');
  return /[A-Za-z0-9]/.test(cleaned) ? cleaned : '';
}

/** The server-provided name: RFC 6266 `filename*=UTF-8''…` first, else `filename=`. */
export function fileNameFromContentDisposition(header: string | null): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*([\w-]*)'[^']*'([^;]+)/i.exec(header);
  if (extended) {
    try {
      return decodeURIComponent(extended[2].trim().replace(/^"|"$/g, ''));
    } catch {
      /* malformed percent-encoding: fall back to the plain parameter */
    }
  }
  const plain = /(?:^|;)\s*filename\s*=\s*(?:"((?:\\.|[^"\\])*)"|([^;]+))/i.exec(header);
  if (!plain) return null;
  return (plain[1] ?? plain[2] ?? '').replace(/\\(.)/g, '$1').trim() || null;
}

/** The server's message from the error envelope (in the reader's language when it is named), else 'Gagal mengakses file. Status: {status}'. */
async function readErrorMessage(res: Response, t: TTranslate): Promise<string> {
  return serverMessageOf(await apiErrorFromResponse(res), t) ?? t('files:statusError', { status: res.status });
}

async function fetchFile(url: URL, t: TTranslate): Promise<Response> {
  let res: Response;
  try {
    res = await fetch(url.href, { credentials: 'include' });
  } catch (e) {
    throw new FileAccessError(translateError(e, t).message);
  }
  if (!res.ok) throw new FileAccessError(await readErrorMessage(res, t));
  return res;
}

/** Saves a blob made in the page (a file the app built itself) under `name`. */
export function saveBlob(blob: Blob, name: string): void {
  const href = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = href;
  a.download = name;
  a.rel = 'noopener';
  a.style.display = 'none';
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(href), BLOB_URL_TTL_MS);
}

/**
 * Download or preview a protected file (docs/business-rules.md#file-access). Throws FileAccessError with a
 * message to toast. View mode opens the tab synchronously, before any await, so it counts as
 * part of the click and pop-up blockers let it through.
 */
export async function accessFile(req: TFileAccessRequest, t: TTranslate = defaultT): Promise<TFileAccessResult> {
  let url: URL;
  try {
    url = checkFileUrl(req.url, t);
  } catch (e) {
    if (e instanceof FileAccessError && e.reason) console.warn(e.reason, req.url);
    throw e;
  }
  if (req.mode === 'view') {
    const tab = window.open('', '_blank');
    if (!tab) {
      window.alert(t('files:previewBlocked'));
      return 'blocked';
    }
    tab.opener = null; // the file tab gets no handle back to the portal
    try {
      const blob = await (await fetchFile(url, t)).blob();
      const href = URL.createObjectURL(blob);
      tab.location.href = href;
      setTimeout(() => URL.revokeObjectURL(href), BLOB_URL_TTL_MS);
      return 'opened';
    } catch (e) {
      tab.close();
      throw e;
    }
  }
  const res = await fetchFile(url, t);
  const blob = await res.blob();
  const serverName = sanitizeFileName(fileNameFromContentDisposition(res.headers.get('Content-Disposition')) ?? '');
  saveBlob(blob, serverName || req.fallbackName);
  return 'downloaded';
}

/** `accessFile` for components: failures become a destructive toast; resolves null then. */
export function useFileAccess() {
  const [isPending, setIsPending] = useState(false);
  const run = useCallback(async (req: TFileAccessRequest): Promise<TFileAccessResult | null> => {
    setIsPending(true);
    try {
      return await accessFile(req);
    } catch (e) {
      const description = e instanceof FileAccessError ? e.message : translateError(e).message;
      toast({ title: defaultT('files:errorTitle'), description, variant: 'destructive' });
      return null;
    } finally {
      setIsPending(false);
    }
  }, []);
  return { accessFile: run, isPending };
}
