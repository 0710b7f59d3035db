import { z } from 'zod';
import { V } from '../common/fields';
import { ZListQuery, listResult } from '../common/list';
import { EXPORT_FORMATS, zUuid } from '../common/workflow-fields';

/**
 * The lists an export can be made of (docs/business-rules.md#exports). Each has its `export.php`
 * sibling; `admin/exports/start.php` takes the same filter in its body.
 */
export const EXPORT_LISTS = [
  'applications',
  'companies',
  'users',
  'transactions',
  'certificates',
  'documents',
  'audit',
] as const;
export type TExportList = (typeof EXPORT_LISTS)[number];
export const EXPORT_STATUSES = ['running', 'done', 'failed'] as const;
export type TExportStatus = (typeof EXPORT_STATUSES)[number];

/**
 * POST admin/exports/start.php: `list`, `format` and that list's own filter fields (those of its
 * `export.php`, e.g. `status`, `q`, `from`, `to`), checked by the list's own schema.
 */
export const ZExportStartRequest = z
  .object({
    list: z.enum(EXPORT_LISTS, { error: V.invalid }),
    format: z.enum(EXPORT_FORMATS, { error: V.invalid }).default('csv'),
    csrf_token: z.string().max(200).optional(),
  })
  .catchall(z.union([z.string().max(200), z.number(), z.boolean(), z.null()]));
export type TExportStartRequest = z.input<typeof ZExportStartRequest>;

/** The 202 of start.php, and of an `export.php` whose filter holds more than EXPORT_BACKGROUND_THRESHOLD rows. */
export const ZExportStartedResponse = z.object({
  export_id: z.string(),
  /** The rows the filter held when the export started. */
  row_count: z.number().int(),
  status_url: z.string(),
});
export type TExportStarted = z.infer<typeof ZExportStartedResponse>;

export const ZExportJob = z.object({
  export_id: z.string(),
  list: z.enum(EXPORT_LISTS),
  format: z.enum(EXPORT_FORMATS),
  status: z.enum(EXPORT_STATUSES),
  /** Rows the filter held at the start. */
  row_count: z.number().int(),
  rows_written: z.number().int(),
  /** 0–100. */
  progress: z.number().int(),
  /** `<list>-<date>-<rows>-baris.<ext>`, once done. */
  file_name: z.string().nullable(),
  download_url: z.string().nullable(),
  created_at: z.string(),
  finished_at: z.string().nullable(),
});
export type TExportJob = z.infer<typeof ZExportJob>;

/** GET admin/exports/status.php?id= and admin/exports/download.php?id=. */
export const ZExportIdQuery = z.object({ id: zUuid });
export const ZExportStatusResponse = z.object({ export: ZExportJob });
export type TExportStatusResponse = z.infer<typeof ZExportStatusResponse>;

/** GET admin/exports/list.php: the caller's own exports, newest first. */
export const ZExportListQuery = ZListQuery.omit({ q: true, status: true, sort: true });
export const ZExportListResponse = listResult(ZExportJob);
