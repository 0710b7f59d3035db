import { z } from 'zod';
import { ZUser } from '../auth/schemas';
import { V, zText } from '../common/fields';
import { ZListQuery, listResult } from '../common/list';
import { ZCompany, ZCompanyFields } from '../companies/schemas';
import { ZAdminDocument } from '../documents/schemas';
import { COMPANY_STATUSES } from '../statuses';
import { ZReviewEvent } from '../reviews/schemas';
import { zClaimedBy } from '../queue/schemas';
import { optionalFilter } from './users';

const csrf = { csrf_token: z.string().max(200).optional() };
const zCompanyId = z.coerce.number({ error: V.invalid }).int(V.invalid).min(1, V.invalid).max(2_147_483_647, V.invalid);

/** `waiting` is the verification queue: oldest `submitted_at` first (docs/business-rules.md#verification-queue). */
export const ADMIN_COMPANY_SORTS = ['newest', 'oldest', 'name', 'waiting'] as const;

/** GET admin/companies/list.php and export.php: status filter, q over name / NPWP / NIB. */
export const ZAdminCompanyListQuery = ZListQuery.extend({
  status: optionalFilter(z.enum(COMPANY_STATUSES, { error: V.invalid })),
  sort: optionalFilter(z.enum(ADMIN_COMPANY_SORTS, { error: V.invalid })),
});
export type TAdminCompanyListQuery = z.output<typeof ZAdminCompanyListQuery>;

export const ZAdminCompanyListItem = z.object({
  companyId: z.number().int(),
  name: z.string(),
  business_entity_type: z.string(),
  npwp: z.string(),
  nib: z.string(),
  status: z.enum(COMPANY_STATUSES),
  owner_uuid: z.string(),
  owner_name: z.string(),
  owner_email: z.string(),
  created_at: z.string(),
  verified_at: z.string().nullable(),
  // Verification queue (docs/business-rules.md#verification-queue): the latest submission and the progress.
  submitted_at: z.string().nullable(),
  /** Required registration documents whose current upload is verified. */
  documents_verified: z.number().int(),
  documents_required: z.number().int(),
  /** Who is handling it now (docs/business-rules.md#claiming). */
  claimed_by: zClaimedBy,
});
export type TAdminCompanyListItem = z.infer<typeof ZAdminCompanyListItem>;
export const ZAdminCompanyListResponse = listResult(ZAdminCompanyListItem);

/** GET admin/companies/detail.php?id= → the company, its user and every document incl. history. */
export const ZAdminCompanyDetailQuery = z.object({ id: zCompanyId });
export const ZAdminCompanyDetailResponse = z.object({
  company: ZCompany.extend({
    verified_at: z.string().nullable(),
    created_at: z.string(),
    submitted_at: z.string().nullable(),
  }),
  user: ZUser,
  /** Submissions, decisions and reminders, newest first (docs/business-rules.md#reviewer-history). */
  history: z.array(ZReviewEvent),
  documents: z.array(ZAdminDocument),
  /** Registration document types required for this entity type (docs/business-rules.md#document-types). */
  required_documents: z.array(z.string()),
  claimed_by: zClaimedBy,
});
export type TAdminCompanyDetailResponse = z.infer<typeof ZAdminCompanyDetailResponse>;

/** POST admin/companies/update.php: any field, identity ones included, same validation. */
export const ZAdminUpdateCompanyRequest = ZCompanyFields.extend({ company_id: zCompanyId, ...csrf }).strict();
export type TAdminUpdateCompanyRequest = z.input<typeof ZAdminUpdateCompanyRequest>;

export const VERIFY_DECISIONS = ['approve', 'reject'] as const;
export type TVerifyDecision = (typeof VERIFY_DECISIONS)[number];

/** POST admin/companies/verify.php: a note is required to reject. */
export const ZVerifyCompanyRequest = z
  .object({
    company_id: zCompanyId,
    decision: z.enum(VERIFY_DECISIONS, { error: V.invalid }),
    note: zText().trim().max(2000, V.tooLong).optional().nullable(),
    ...csrf,
  })
  .strict()
  .superRefine((v, ctx) => {
    if (v.decision === 'reject' && !v.note) ctx.addIssue({ code: 'custom', path: ['note'], message: V.required });
  });
export type TVerifyCompanyRequest = z.input<typeof ZVerifyCompanyRequest>;
export const ZVerifyCompanyResponse = z.object({ company: ZCompany });
export type TVerifyCompanyResponse = z.infer<typeof ZVerifyCompanyResponse>;
/** 409 `data` when approval is refused: required types not (yet) verified. */
export const ZVerifyCompanyRefused = z.object({ missing_documents: z.array(z.string()) });
