import {
  ZExportIdQuery,
  ZExportListQuery,
  ZExportListResponse,
  ZExportStartRequest,
  ZExportStartedResponse,
  ZExportStatusResponse,
} from '../exports/schemas';
import { endpoint } from './define';

export const EXPORT_FILE_TYPES = [
  'text/csv',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
] as const;

/** The endpoints the server's `exports` module answers: large exports made in the background (docs/api.md). */
export const EXPORTS_ENDPOINTS = {
  'admin/exports/start.php': endpoint({
    method: 'POST',
    access: 'admin',
    roles: 'any',
    section: 'admin-back-office',
    summary: 'Start an export in the background',
    takes:
      "`list` (`applications`, `companies`, `users`, `transactions`, `certificates`, `documents`, `audit`), `format` (`csv`, the default, or `xlsx`; `audit` is CSV only) and that list's own filter fields, as its `export.php` takes them",
    answers:
      '202 `{ export_id, row_count, status_url }`; the file holds every row of the filter, its name carries the row count, and the caller is notified when it is ready ([Exports](business-rules.md#exports)); 422 for a filter its list refuses',
    body: ZExportStartRequest,
    response: ZExportStartedResponse,
    status: 202,
  }),
  'admin/exports/status.php': endpoint({
    method: 'GET',
    access: 'admin',
    roles: 'any',
    section: 'admin-back-office',
    summary: 'How far an export is',
    takes: '`id` (the `export_id`)',
    answers:
      "`{ export: { export_id, list, format, status (running, done, failed), row_count, rows_written, progress (0–100), file_name, download_url, created_at, finished_at } }`; 404 for another administrator's export",
    query: ZExportIdQuery,
    response: ZExportStatusResponse,
    errors: ['NOT_FOUND'],
  }),
  'admin/exports/list.php': endpoint({
    method: 'GET',
    access: 'admin',
    roles: 'any',
    section: 'admin-back-office',
    summary: 'My exports, newest first',
    takes: '`page`, `per_page`',
    answers: "a page of the caller's exports, as `status.php` gives each",
    query: ZExportListQuery,
    response: ZExportListResponse,
  }),
  'admin/exports/download.php': endpoint({
    method: 'GET',
    access: 'admin',
    roles: 'any',
    section: 'admin-back-office',
    summary: 'Download a finished export',
    takes: '`id`',
    answers:
      "the file, named `<list>-<date>-<rows>-baris.<csv|xlsx>`; 404 for another administrator's export, 409 while it runs or when it failed",
    query: ZExportIdQuery,
    file: { types: EXPORT_FILE_TYPES },
    errors: ['NOT_FOUND', 'CONFLICT'],
  }),
} as const;

/** What every list's `export.php` answers instead of the file when its filter holds more than EXPORT_BACKGROUND_THRESHOLD rows. */
export const EXPORT_ACCEPTED = ZExportStartedResponse;
