import { z } from 'zod';
import { optionalFilter } from '../admin/users';
import { V, zRequiredString, zText } from '../common/fields';
import { ZListQuery, listResult } from '../common/list';
import { blankToUndefined, csrfBody, zBooleanQuery, zBusinessDate, zReason, zUuid } from '../common/workflow-fields';
import { APPLICATION_STATUSES, DOCUMENT_REQUEST_STATUSES } from '../statuses';
import { ZDocument } from '../documents/schemas';
import { zClaimedBy } from '../queue/schemas';
import { zCodeReg } from './fields';

/** A request for more documents (docs/business-rules.md#document-requests). */
export const ZDocumentRequest = z.object({
  uuid: z.string(),
  code_reg: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  /** WIB date `YYYY-MM-DD`; the whole day still counts. */
  due_date: z.string(),
  status: z.enum(DOCUMENT_REQUEST_STATUSES),
  /** Open and past its due date. */
  overdue: z.boolean(),
  created_at: z.string(),
  fulfilled_at: z.string().nullable(),
  fulfilled_document: ZDocument.nullable(),
  cancelled_at: z.string().nullable(),
  cancel_reason: z.string().nullable(),
});
export type TDocumentRequest = z.infer<typeof ZDocumentRequest>;
export const ZDocumentRequestResponse = z.object({ request: ZDocumentRequest });
export type TDocumentRequestResponse = z.infer<typeof ZDocumentRequestResponse>;

/** POST admin/document-requests/create.php (application `under_review`; the due date not before today, WIB). → ZDocumentRequestResponse */
export const ZCreateDocumentRequestRequest = z
  .object({
    code_reg: zCodeReg,
    title: zRequiredString(200),
    description: blankToUndefined(zText().trim().max(2000, V.tooLong)),
    due_date: zBusinessDate,
    ...csrfBody,
  })
  .strict();
export type TCreateDocumentRequestRequest = z.input<typeof ZCreateDocumentRequestRequest>;

/** POST admin/document-requests/cancel.php (request `open`). → ZDocumentRequestResponse */
export const ZCancelDocumentRequestRequest = z.object({ uuid: zUuid, reason: zReason, ...csrfBody }).strict();
export type TCancelDocumentRequestRequest = z.input<typeof ZCancelDocumentRequestRequest>;

/** POST document-requests/fulfil.php (owner, request `open`): a document the caller uploaded with category `other`. → ZDocumentRequestResponse */
export const ZFulfilDocumentRequestRequest = z.object({ uuid: zUuid, document_uuid: zUuid, ...csrfBody }).strict();
export type TFulfilDocumentRequestRequest = z.input<typeof ZFulfilDocumentRequestRequest>;

/** `answered`: the answered-requests queue's order, the oldest answer first (docs/business-rules.md#queues). */
export const DOCUMENT_REQUEST_SORTS = ['due_date', 'newest', 'oldest', 'answered'] as const;

/**
 * GET admin/document-requests/list.php: `status`, `overdue`, `checked` (an answered request an
 * administrator has looked at, or not); `q` over title, code_reg and company name. The queue of
 * answered requests is `status=fulfilled&checked=false&sort=answered`.
 */
export const ZAdminDocumentRequestListQuery = ZListQuery.extend({
  status: optionalFilter(z.enum(DOCUMENT_REQUEST_STATUSES, { error: V.invalid })),
  overdue: zBooleanQuery,
  checked: zBooleanQuery,
  sort: optionalFilter(z.enum(DOCUMENT_REQUEST_SORTS, { error: V.invalid })),
});
export type TAdminDocumentRequestListQuery = z.output<typeof ZAdminDocumentRequestListQuery>;
export const ZAdminDocumentRequestListItem = ZDocumentRequest.extend({
  company_id: z.number().int(),
  company_name: z.string(),
  application_status: z.enum(APPLICATION_STATUSES),
  /** When an administrator looked at the answer (`admin/document-requests/check.php`), and who. */
  checked_at: z.string().nullable(),
  checked_by_name: z.string().nullable(),
  claimed_by: zClaimedBy,
});
export type TAdminDocumentRequestListItem = z.infer<typeof ZAdminDocumentRequestListItem>;
export const ZAdminDocumentRequestListResponse = listResult(ZAdminDocumentRequestListItem);

/**
 * POST admin/document-requests/check.php (request `fulfilled`): an administrator has looked at the
 * company's answer; it leaves the answered-requests queue. A second call changes nothing.
 */
export const ZCheckDocumentRequestRequest = z.object({ uuid: zUuid, ...csrfBody }).strict();
export type TCheckDocumentRequestRequest = z.input<typeof ZCheckDocumentRequestRequest>;
export const ZCheckDocumentRequestResponse = z.object({ request: ZAdminDocumentRequestListItem });
