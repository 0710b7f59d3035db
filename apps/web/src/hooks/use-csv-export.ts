import { useCallback, useState } from 'react';
import { toast } from '@/components/ui/toast';
import { REQUEST_TIMEOUT_MS } from '@/lib/api-client';
import { apiErrorFromResponse, networkError } from '@/lib/api-error';
import { showErrorToast } from '@/lib/errors';
import { defaultT } from '@/lib/errors/translate';
import { fileNameFromContentDisposition, sanitizeFileName } from '@/lib/file-access';

export type TExportQuery = Record<string, string | number | undefined | null>;

export function buildExportUrl(path: string, query: TExportQuery): string {
  const qs = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v !== undefined && v !== null && v !== '') qs.set(k, String(v));
  const s = qs.toString();
  return s ? `${path}?${s}` : path;
}

function saveBlob(blob: Blob, name: string): void {
  const href = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = href;
  a.download = name;
  a.style.display = 'none';
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(href), 60_000);
}

/**
 * CSV export of a list's current filter (the list's export.php sibling, docs/business-rules.md#exports).
 * The admin export paths are not file-access prefixes, so this is a plain same-origin fetch with
 * credentials; the saved name is sanitised like every file name (docs/business-rules.md#file-access).
 */
export async function downloadCsv(path: string, query: TExportQuery, fallbackName: string): Promise<string> {
  let res: Response;
  try {
    res = await fetch(buildExportUrl(path, query), {
      credentials: 'include',
      headers: { Accept: 'text/csv' },
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
  } catch {
    throw networkError();
  }
  if (!res.ok) throw await apiErrorFromResponse(res);
  const blob = await res.blob();
  const name = sanitizeFileName(fileNameFromContentDisposition(res.headers.get('Content-Disposition')) ?? '') || fallbackName;
  saveBlob(blob, name);
  return name;
}

/** `downloadCsv` for buttons: a success toast, or the catalogue's error toast. */
export function useCsvExport() {
  const [isPending, setIsPending] = useState(false);
  const exportCsv = useCallback(async (path: string, query: TExportQuery, fallbackName: string) => {
    setIsPending(true);
    try {
      await downloadCsv(path, query, fallbackName);
      toast({ title: defaultT('admin:list.exportSuccess'), variant: 'success' });
      return true;
    } catch (e) {
      showErrorToast(e);
      return false;
    } finally {
      setIsPending(false);
    }
  }, []);
  return { exportCsv, isPending };
}
