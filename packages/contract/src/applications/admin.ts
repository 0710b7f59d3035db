import { z } from 'zod';
import { optionalFilter } from '../admin/users';
import { V } from '../common/fields';
import { ZListQuery, listResult } from '../common/list';
import {
  checkDateRange,
  csrfBody,
  dateRangeQuery,
  exportFormatQuery,
  requireNoteToReject,
  zOptionalNote,
} from '../common/workflow-fields';
import { APPLICATION_STATUSES } from '../statuses';
import { APPLICATION_TYPES } from './application-types';
import { zCodeReg } from './fields';
import { zClaimedBy } from '../queue/schemas';
import { ZApplicationListItem } from './schemas';

export const ADMIN_APPLICATION_SORTS = ['newest', 'oldest', 'waiting'] as const;

/**
 * GET admin/applications/list.php (Manajemen Permohonan; Manajemen Perpanjangan is
 * `type=renewal`): `q` over code_reg and company name; `from` / `to` over the creation date
 * (WIB, both included); `waiting` sorts by the time in the current status, longest first.
 * Deleted drafts are never listed.
 */
const adminApplicationFilter = ZListQuery.extend({
  status: optionalFilter(z.enum(APPLICATION_STATUSES, { error: V.invalid })),
  type: optionalFilter(z.enum(APPLICATION_TYPES, { error: V.invalid })),
  ...dateRangeQuery,
  sort: optionalFilter(z.enum(ADMIN_APPLICATION_SORTS, { error: V.invalid })),
});
export const ZAdminApplicationListQuery = adminApplicationFilter.superRefine(checkDateRange);
export type TAdminApplicationListQuery = z.output<typeof ZAdminApplicationListQuery>;
/** GET admin/applications/export.php: the list's filter, CSV by default or `format=xlsx`. */
export const ZAdminApplicationExportQuery = adminApplicationFilter
  .extend(exportFormatQuery)
  .superRefine(checkDateRange);
export type TAdminApplicationExportQuery = z.output<typeof ZAdminApplicationExportQuery>;

/** Statuses in which an application waits for someone; `waiting_since` is null in the others. */
export const APPLICATION_WAITING_STATUSES = [
  'submitted',
  'under_review',
  'approved',
] as const satisfies readonly (typeof APPLICATION_STATUSES)[number][];

export const ZAdminApplicationListItem = ZApplicationListItem.extend({
  company_id: z.number().int(),
  company_name: z.string(),
  /** Since when it waits in its current status (APPLICATION_WAITING_STATUSES), else null. */
  waiting_since: z.string().nullable(),
  /** Who is handling it now (docs/business-rules.md#claiming). */
  claimed_by: zClaimedBy,
});
export type TAdminApplicationListItem = z.infer<typeof ZAdminApplicationListItem>;
export const ZAdminApplicationListResponse = listResult(ZAdminApplicationListItem);

export const APPLICATION_DECISIONS = ['approve', 'reject'] as const;
export type TApplicationDecision = (typeof APPLICATION_DECISIONS)[number];

/**
 * POST admin/applications/decide.php: a note is required to reject. Approval is refused (409)
 * while a document request is open or the invoice is unpaid. → ZApplicationResponse
 */
export const ZDecideApplicationRequest = z
  .object({
    code_reg: zCodeReg,
    decision: z.enum(APPLICATION_DECISIONS, { error: V.invalid }),
    note: zOptionalNote,
    ...csrfBody,
  })
  .strict()
  .superRefine(requireNoteToReject);
export type TDecideApplicationRequest = z.input<typeof ZDecideApplicationRequest>;
