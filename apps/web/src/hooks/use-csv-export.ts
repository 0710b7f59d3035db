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

export type TExportFormat = 'csv' | 'xlsx';

/** The export runs in the background (202): `rows` rows, the file follows with a notification. */
export class ExportStarted extends Error {
  constructor(
    readonly rows: number,
    /** The run to follow with admin/exports/status.php (empty when the answer named none). */
    readonly exportId = '',
  ) {
    super('export started in the background');
  }
}

const ACCEPT: Record<TExportFormat, string> = {
  csv: 'text/csv',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/**
 * Export of a list's current filter (the list's export.php sibling, docs/business-rules.md#exports):
 * CSV, or with `format: 'xlsx'` the Excel workbook, written in `language` (sent as
 * Accept-Language, since the browser's own header does not follow the app's language switch).
 * The admin export paths are not file-access prefixes, so this is a plain same-origin fetch with
 * credentials; the saved name is sanitised like every file name (docs/business-rules.md#file-access).
 */
export async function downloadExport(
  path: string,
  query: TExportQuery,
  fallbackName: string,
  opts: { format?: TExportFormat; language?: string } = {},
): Promise<string> {
  const format = opts.format ?? 'csv';
  let res: Response;
  try {
    res = await fetch(buildExportUrl(path, format === 'csv' ? query : { ...query, format }), {
      credentials: 'include',
      headers: { Accept: ACCEPT[format], ...(opts.language ? { 'Accept-Language': opts.language } : {}) },
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
  } catch {
    throw networkError();
  }
  if (!res.ok) throw await apiErrorFromResponse(res);
  // Over EXPORT_BACKGROUND_THRESHOLD rows the server makes the file in the background and answers
  // 202 in the envelope (docs/business-rules.md#exports): nothing to save now, a notification follows.
  if (res.status === 202) {
    const envelope = (await res.json()) as { data?: { row_count?: number; export_id?: string } };
    throw new ExportStarted(envelope.data?.row_count ?? 0, envelope.data?.export_id ?? '');
  }
  const blob = await res.blob();
  const name =
    sanitizeFileName(fileNameFromContentDisposition(res.headers.get('Content-Disposition')) ?? '') || fallbackName;
  saveBlob(blob, name);
  return name;
}

/** The CSV export (kept for callers that need only CSV). */
export const downloadCsv = (path: string, query: TExportQuery, fallbackName: string) =>
  downloadExport(path, query, fallbackName);

/** `downloadExport` for buttons: which format is running, a success toast, or the catalogue's error toast. */
export function useListExport() {
  const [pending, setPending] = useState<TExportFormat | null>(null);
  // The background run started last from these buttons, followed on screen until its file is ready.
  const [background, setBackground] = useState<string | null>(null);
  const runExport = useCallback(
    async (path: string, query: TExportQuery, fallbackName: string, format: TExportFormat, language: string) => {
      setPending(format);
      try {
        await downloadExport(path, query, fallbackName, { format, language });
        toast({
          title: defaultT(format === 'xlsx' ? 'admin:list.exportXlsxSuccess' : 'admin:list.exportSuccess'),
          variant: 'success',
        });
        return true;
      } catch (e) {
        if (e instanceof ExportStarted) {
          toast({ title: defaultT('admin:list.exportStarted', { count: e.rows }), variant: 'success' });
          if (e.exportId) setBackground(e.exportId);
          return true;
        }
        showErrorToast(e);
        return false;
      } finally {
        setPending(null);
      }
    },
    [],
  );
  return { runExport, pending, background, dismissBackground: () => setBackground(null) };
}
