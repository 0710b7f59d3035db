import { z } from 'zod';
import { ZApplicantClock } from '../common/applicant-clock-schema';
import { optionalFilter } from '../admin/users';
import { QUALIFICATIONS } from '../catalogue/qualifications';
import { ZSubBidangItem } from '../catalogue/schemas';
import { V, zOptionalString } from '../common/fields';
import { ZListQuery, listResult } from '../common/list';
import { statusEventSchema } from '../common/status-event';
import { blankToUndefined, csrfBody, zBusinessDate, zUuid } from '../common/workflow-fields';
import { ZFeeQuote, zSubBidangCodes } from '../fees/schemas';
import { ZInvoiceSummary } from '../invoices/schemas';
import { zClaimedBy } from '../queue/schemas';
import { APPLICATION_STATUSES } from '../statuses';
import { ZDocument } from '../documents/schemas';
import { APPLICATION_TYPES, needsCertificate } from './application-types';
import { ZDocumentRequest } from './document-requests';
import { zCodeReg } from './fields';
import {
  APPLICATION_LEGAL_FIELDS,
  LEGAL_FIELD_NAMES,
  LEGAL_TEXT_MAX,
  isLegalDateField,
  type TLegalDateField,
  type TLegalField,
} from './legal-data';

const text = (max: number) => blankToUndefined(zOptionalString(max));
const date = blankToUndefined(zBusinessDate);

/** The legal fields of the body, from the one table of them (legal-data.ts): a date or a text. */
const legalBody = Object.fromEntries(
  LEGAL_FIELD_NAMES.map((f) => [f, isLegalDateField(f) ? date : text(LEGAL_TEXT_MAX[f])]),
) as { [K in TLegalField]: K extends TLegalDateField ? typeof date : ReturnType<typeof text> };

/** The same fields in an answer, under their snake_case names: the stored value or null. */
const legalAnswer = Object.fromEntries(
  LEGAL_FIELD_NAMES.map((f) => [APPLICATION_LEGAL_FIELDS[f], z.string().nullable()]),
) as { [K in TLegalField as (typeof APPLICATION_LEGAL_FIELDS)[K]]: z.ZodNullable<z.ZodString> };

/**
 * The application body (docs/business-rules.md#applications), camelCase as the original
 * portal. A draft may be saved with the legal data incomplete; what submission still needs is
 * `missingLegalFields` (legal-data.ts). An empty text or null means "not given"; update replaces
 * every field, so a field left out is cleared.
 */
const applicationFields = z.object({
  applicationType: z.enum(APPLICATION_TYPES, { error: V.required }),
  /** The certificate a renewal or upgrade starts from; refused for a new application. */
  certificateUuid: blankToUndefined(zUuid),
  companyQualification: z.enum(QUALIFICATIONS, { error: V.required }),
  /** Active catalogue entries, each once (checked by the server against the catalogue). */
  subBidangCodes: zSubBidangCodes,
  ...legalBody,
  notes: text(2000),
  ...csrfBody,
});

const checkCertificate = (v: { applicationType: string; certificateUuid?: string }, ctx: z.RefinementCtx) => {
  const needed = needsCertificate(v.applicationType as (typeof APPLICATION_TYPES)[number]);
  if (needed && !v.certificateUuid) ctx.addIssue({ code: 'custom', path: ['certificateUuid'], message: V.required });
  if (!needed && v.certificateUuid) ctx.addIssue({ code: 'custom', path: ['certificateUuid'], message: V.invalid });
};

/** POST applications/create.php → ZApplicationResponse (`status: "draft"`). */
export const ZApplicationCreateRequest = applicationFields.strict().superRefine(checkCertificate);
export type TApplicationCreateRequest = z.input<typeof ZApplicationCreateRequest>;
export type TApplicationFields = z.output<typeof ZApplicationCreateRequest>;

/** POST applications/update.php: the create body plus `code_reg` (draft only). → ZApplicationResponse */
export const ZApplicationUpdateRequest = applicationFields
  .extend({ code_reg: zCodeReg })
  .strict()
  .superRefine(checkCertificate);
export type TApplicationUpdateRequest = z.input<typeof ZApplicationUpdateRequest>;

/** POST applications/delete.php, submit.php, withdraw.php. */
export const ZCodeRegRequest = z.object({ code_reg: zCodeReg, ...csrfBody }).strict();
export type TCodeRegRequest = z.input<typeof ZCodeRegRequest>;
/** GET applications/get_detail.php?code_reg= */
export const ZCodeRegQuery = z.object({ code_reg: zCodeReg });

export const ZApplicationSubBidang = ZSubBidangItem.omit({ description: true, is_active: true });

/** A supporting document; `admin_file_url` only in an admin's answer. */
export const ZApplicationDocument = ZDocument.extend({ admin_file_url: z.string().nullable() });

export const ZApplicationEvent = statusEventSchema(APPLICATION_STATUSES);
export type TApplicationEvent = z.infer<typeof ZApplicationEvent>;

/** The certificate published from the application (issue 10). */
export const ZApplicationCertificateRef = z.object({
  certificate_uuid: z.string(),
  number: z.string(),
  valid_until: z.string(),
});

/** GET applications/get_detail.php → data.application; also the answer of create, update, submit, withdraw and decide. */
export const ZApplication = z.object({
  code_reg: z.string(),
  type: z.enum(APPLICATION_TYPES),
  status: z.enum(APPLICATION_STATUSES),
  qualification: z.enum(QUALIFICATIONS),
  certificate_uuid: z.string().nullable(),
  ...legalAnswer,
  notes: z.string().nullable(),
  rejection_reason: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  status_changed_at: z.string(),
  submitted_at: z.string().nullable(),
  decided_at: z.string().nullable(),
  company: z.object({ companyId: z.number().int(), name: z.string(), business_entity_type: z.string() }),
  sub_bidang: z.array(ZApplicationSubBidang),
  documents: z.array(ZApplicationDocument),
  /** What submission still needs (empty once complete): body names of legal fields, document types. */
  missing_fields: z.array(z.string()),
  missing_documents: z.array(z.string()),
  /** The live quote while a draft; null once an invoice exists. */
  fee_quote: ZFeeQuote.nullable(),
  /** The current invoice (the newest one), if any. */
  invoice: ZInvoiceSummary.nullable(),
  document_requests: z.array(ZDocumentRequest),
  timeline: z.array(ZApplicationEvent),
  certificate: ZApplicationCertificateRef.nullable(),
  /** The current step, who acts next and by when (docs/business-rules.md#applicant-clock). */
  clock: ZApplicantClock,
  /** Administrators only: who is handling it now (docs/business-rules.md#claiming). */
  claimed_by: zClaimedBy.optional(),
});
export type TApplication = z.infer<typeof ZApplication>;
export const ZApplicationResponse = z.object({ application: ZApplication });
export type TApplicationResponse = z.infer<typeof ZApplicationResponse>;

/** POST applications/submit.php → the application and its new invoice. */
export const ZApplicationSubmitResponse = z.object({
  application: ZApplication,
  invoice: z.object({ uuid_invoice: z.string(), transId: z.string(), total: z.number().int() }),
});
export type TApplicationSubmitResponse = z.infer<typeof ZApplicationSubmitResponse>;
/** 422 `data` of submit.php when something is missing (the `errors` name the same fields and `documents.<type>`). */
export const ZApplicationSubmitMissing = z.object({
  missing_fields: z.array(z.string()),
  missing_documents: z.array(z.string()),
});
export type TApplicationSubmitMissing = z.infer<typeof ZApplicationSubmitMissing>;

/** POST applications/delete.php → the code (a deleted draft is gone for every list and detail). */
export const ZApplicationDeleteResponse = z.object({ code_reg: z.string() });

export const APPLICATION_SORTS = ['newest', 'oldest', 'updated'] as const;

/** GET applications/list.php: the company's applications; `status`, `type`; `q` over code_reg. */
export const ZApplicationListQuery = ZListQuery.extend({
  status: optionalFilter(z.enum(APPLICATION_STATUSES, { error: V.invalid })),
  type: optionalFilter(z.enum(APPLICATION_TYPES, { error: V.invalid })),
  sort: optionalFilter(z.enum(APPLICATION_SORTS, { error: V.invalid })),
});
export type TApplicationListQuery = z.output<typeof ZApplicationListQuery>;

export const ZApplicationListItem = z.object({
  code_reg: z.string(),
  type: z.enum(APPLICATION_TYPES),
  status: z.enum(APPLICATION_STATUSES),
  qualification: z.enum(QUALIFICATIONS),
  sub_bidang_count: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
  status_changed_at: z.string(),
  submitted_at: z.string().nullable(),
  invoice: ZInvoiceSummary.nullable(),
  open_document_requests: z.number().int(),
});
export type TApplicationListItem = z.infer<typeof ZApplicationListItem>;
export const ZApplicationListResponse = listResult(ZApplicationListItem);
export type TApplicationListResponse = z.infer<typeof ZApplicationListResponse>;
