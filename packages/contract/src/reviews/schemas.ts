import { z } from 'zod';
import { V } from '../common/fields';
import { ZAdminDocument } from '../documents/schemas';

const csrf = { csrf_token: z.string().max(200).optional() };
const zCompanyId = z.coerce.number({ error: V.invalid }).int(V.invalid).min(1, V.invalid).max(2_147_483_647, V.invalid);

/** What a review history row is about (docs/business-rules.md#reviewer-history). */
export const REVIEW_ENTITIES = ['company', 'user'] as const;
export type TReviewEntity = (typeof REVIEW_ENTITIES)[number];
/** `submit` is the company's own step; the others are an administrator's. */
export const REVIEW_ACTIONS = ['submit', 'approve', 'reject', 'suspend', 'reactivate', 'remind'] as const;
export type TReviewAction = (typeof REVIEW_ACTIONS)[number];

/** One row of a detail screen's short history: who did what, when (UTC; shown in WIB). */
export const ZReviewEvent = z.object({
  action: z.enum(REVIEW_ACTIONS),
  actor_name: z.string().nullable(),
  note: z.string().nullable(),
  at: z.string(),
});
export type TReviewEvent = z.infer<typeof ZReviewEvent>;

/**
 * GET admin/menu-counts.php: one count per admin queue (docs/business-rules.md#queues), each the
 * total of the queue's screen (QUEUE_LIST_URLS); later modules add their own keys.
 */
export const ZMenuCountsResponse = z.object({
  /** Companies `in_review`. */
  companies_waiting: z.number().int(),
  /** Invoices `waiting_confirmation` (a transfer proof to check). */
  payments_waiting: z.number().int(),
  /** Applications `under_review` (paid, waiting for the review decision). */
  applications_review: z.number().int(),
  /** Applications `approved`, waiting for their certificate to be published. */
  certificates_to_publish: z.number().int(),
  /** Document requests the company answered (`fulfilled`) that no administrator has looked at yet. */
  document_requests_answered: z.number().int(),
  /** Four-eyes requests the reader may decide (docs/business-rules.md#four-eyes). */
  approvals_pending: z.number().int(),
  /** Appeals `submitted` or `under_review` (docs/business-rules.md#complaints-and-appeals). */
  appeals_waiting: z.number().int(),
  /** Complaints not answered yet. */
  complaints_waiting: z.number().int(),
});
export type TMenuCounts = z.infer<typeof ZMenuCountsResponse>;

/** POST admin/documents/verify-remaining.php: every current, not yet reviewed registration document of a company in review. */
export const ZVerifyRemainingRequest = z.object({ company_id: zCompanyId, ...csrf }).strict();
export type TVerifyRemainingRequest = z.input<typeof ZVerifyRemainingRequest>;
export const ZVerifyRemainingResponse = z.object({ verified: z.number().int(), documents: z.array(ZAdminDocument) });
export type TVerifyRemainingResponse = z.infer<typeof ZVerifyRemainingResponse>;

/** POST admin/users/resend-otp.php: a new confirmation code for an account still awaiting it. */
export const ZAdminResendOtpRequest = z.object({ uuid: z.uuid(V.invalid), ...csrf }).strict();
export type TAdminResendOtpRequest = z.input<typeof ZAdminResendOtpRequest>;
export const ZAdminResendOtpResponse = z.object({ email: z.string() });

/** POST admin/companies/remind.php: remind a company that has not submitted yet of what is missing. */
export const ZRemindCompanyRequest = z.object({ company_id: zCompanyId, ...csrf }).strict();
export type TRemindCompanyRequest = z.input<typeof ZRemindCompanyRequest>;
export const ZRemindCompanyResponse = z.object({
  missing_fields: z.array(z.string()),
  missing_documents: z.array(z.string()),
  reminded_at: z.string(),
});
export type TRemindCompanyResponse = z.infer<typeof ZRemindCompanyResponse>;
