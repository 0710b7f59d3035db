import { z } from 'zod';
import { V, zText } from '../common/fields';
import { ZListQuery, listResult } from '../common/list';
import { DOCUMENT_CATEGORIES } from '../documents/document-types';
import { ZAdminDocument, ZDocumentUuid } from '../documents/schemas';
import { DOCUMENT_STATUSES } from '../statuses';
import { optionalFilter } from './users';
import { checkDateRange, dateRangeQuery, exportFormatQuery } from '../common/workflow-fields';

const csrf = { csrf_token: z.string().max(200).optional() };

/**
 * GET admin/documents/list.php: every uploaded document (history included unless
 * `current=true`), filters type / status / company / category, the upload date (`from` / `to`,
 * WIB calendar days, both included), q over file and company name.
 */
const adminDocumentFilter = ZListQuery.extend({
  status: optionalFilter(z.enum(DOCUMENT_STATUSES, { error: V.invalid })),
  document_type: optionalFilter(
    zText()
      .trim()
      .regex(/^[a-z][a-z0-9_]{1,59}$/, V.invalid),
  ),
  category: optionalFilter(z.enum(DOCUMENT_CATEGORIES, { error: V.invalid })),
  company_id: optionalFilter(
    z.coerce.number({ error: V.invalid }).int(V.invalid).min(1, V.invalid).max(2_147_483_647, V.invalid),
  ),
  current: optionalFilter(z.enum(['true', 'false'], { error: V.invalid }).transform((v) => v === 'true')),
  ...dateRangeQuery,
});
export const ZAdminDocumentListQuery = adminDocumentFilter.superRefine(checkDateRange);
export type TAdminDocumentListQuery = z.output<typeof ZAdminDocumentListQuery>;
/** GET admin/documents/export.php: the list's filter and `format` (`csv`, the default, or `xlsx`). */
export const ZAdminDocumentExportQuery = adminDocumentFilter.extend(exportFormatQuery).superRefine(checkDateRange);
export const ZAdminDocumentListResponse = listResult(ZAdminDocument);

export const REVIEW_STATUSES = ['verified', 'rejected'] as const;

/** POST admin/documents/review.php: a note is required to reject. */
export const ZReviewDocumentRequest = z
  .object({
    uuid: ZDocumentUuid,
    status: z.enum(REVIEW_STATUSES, { error: V.invalid }),
    note: zText().trim().max(1000, V.tooLong).optional().nullable(),
    ...csrf,
  })
  .strict()
  .superRefine((v, ctx) => {
    if (v.status === 'rejected' && !v.note) ctx.addIssue({ code: 'custom', path: ['note'], message: V.required });
  });
export type TReviewDocumentRequest = z.input<typeof ZReviewDocumentRequest>;
export const ZReviewDocumentResponse = z.object({ document: ZAdminDocument });
export type TReviewDocumentResponse = z.infer<typeof ZReviewDocumentResponse>;
