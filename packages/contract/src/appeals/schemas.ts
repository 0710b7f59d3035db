import { z } from 'zod';
import { optionalFilter } from '../admin/users';
import { V, zEmail, zRequiredString, zText } from '../common/fields';
import { listResult, ZListQuery } from '../common/list';
import { csrfBody, zReason, zUuid } from '../common/workflow-fields';

/**
 * Complaints and appeals (ISO/IEC 17065 §7.13; docs/business-rules.md#complaints-and-appeals,
 * docs/decisions/106). A company appeals a refusal (a rejected application or registration, a
 * revoked certificate) within APPEAL_WINDOW_WORKING_DAYS of it; anyone may complain. The body
 * answers both within ANSWER_WORKING_DAYS, and whoever took the appealed decision may not decide
 * the appeal.
 */

/** An appeal is filed within this many working days (WIB, less holidays and cuti bersama) of the decision. */
export const APPEAL_WINDOW_WORKING_DAYS = 14;
/** Appeals and complaints are answered within this many working days of their submission (`answer_by`). */
export const ANSWER_WORKING_DAYS = 10;
/** The shortest reason of an appeal. */
export const APPEAL_REASON_MIN_LENGTH = 30;
/** Supporting files of one appeal (documents uploaded with category `other`). */
export const APPEAL_DOCUMENTS_MAX = 10;

export const APPEAL_SUBJECT_TYPES = ['application', 'registration', 'certificate'] as const;
export type TAppealSubjectType = (typeof APPEAL_SUBJECT_TYPES)[number];

export const APPEAL_STATUSES = ['submitted', 'under_review', 'upheld', 'dismissed'] as const;
export type TAppealStatus = (typeof APPEAL_STATUSES)[number];
/** The statuses an appeal waits in: the admin queue, and the only ones a decision leaves. */
export const APPEAL_OPEN_STATUSES = ['submitted', 'under_review'] as const satisfies readonly TAppealStatus[];

export const APPEAL_DECISIONS = ['uphold', 'dismiss'] as const;
export type TAppealDecision = (typeof APPEAL_DECISIONS)[number];

export const COMPLAINT_STATUSES = ['submitted', 'answered'] as const;
export type TComplaintStatus = (typeof COMPLAINT_STATUSES)[number];

/**
 * Badges (docs/business-rules.md#status-labels): `upheld` 'Dikabulkan', `dismissed` 'Tidak Dikabulkan', a complaint `answered`
 * 'Dijawab'; `submitted` and `under_review` keep the shared labels.
 */
export const APPEAL_BADGE_LABELS_ID = {
  submitted: 'Disubmit',
  under_review: 'Dalam Review',
  upheld: 'Dikabulkan',
  dismissed: 'Tidak Dikabulkan',
} as const satisfies Record<TAppealStatus, string>;
export const COMPLAINT_BADGE_LABELS_ID = {
  submitted: 'Disubmit',
  answered: 'Dijawab',
} as const satisfies Record<TComplaintStatus, string>;

const zAppealReason = zText(V.required)
  .trim()
  .min(1, V.required)
  .min(APPEAL_REASON_MIN_LENGTH, V.invalid)
  .max(5000, V.tooLong);

/** POST appeals/create.php */
export const ZCreateAppealRequest = z
  .object({
    subject_type: z.enum(APPEAL_SUBJECT_TYPES, { error: V.invalid }),
    /** The application's `code_reg`, the company's id, or the certificate's `uuid`. */
    subject_id: zRequiredString(64),
    reason: zAppealReason,
    document_uuids: z.array(zUuid).max(APPEAL_DOCUMENTS_MAX, V.invalid).default([]),
    ...csrfBody,
  })
  .strict();
export type TCreateAppealRequest = z.input<typeof ZCreateAppealRequest>;

export const ZAppealDocument = z.object({ uuid: z.string(), original_name: z.string() });

/** An appeal as its company sees it. */
export const ZAppeal = z.object({
  uuid: z.string(),
  subject_type: z.enum(APPEAL_SUBJECT_TYPES),
  subject_id: z.string(),
  /** What the subject is called on screen: the code_reg, the company name, the certificate number. */
  subject_label: z.string(),
  status: z.enum(APPEAL_STATUSES),
  reason: z.string(),
  documents: z.array(ZAppealDocument),
  /** The decision: `uphold` or `dismiss`, with its reason, once decided. */
  decision: z.enum(APPEAL_DECISIONS).nullable(),
  decision_reason: z.string().nullable(),
  decided_at: z.string().nullable(),
  /** The WIB date by which the body answers (ANSWER_WORKING_DAYS after submission). */
  answer_by: z.string(),
  created_at: z.string(),
});
export type TAppeal = z.infer<typeof ZAppeal>;

/** An appeal in the admin queue: the appealed decision, who took it, and the SLA. */
export const ZAdminAppeal = ZAppeal.extend({
  company: z.object({ id: z.number(), name: z.string() }),
  appealed_decision: z.object({
    /** When it was taken, and its reason (the rejection or revocation reason). */
    at: z.string(),
    reason: z.string().nullable(),
    /** The administrators who took it (two for a four-eyes revocation). */
    by: z.array(z.object({ id: z.number().nullable(), name: z.string().nullable() })),
  }),
  decided_by_name: z.string().nullable(),
  /** `answer_by` has passed and the appeal is still open. */
  overdue: z.boolean(),
});
export type TAdminAppeal = z.infer<typeof ZAdminAppeal>;

export const ZCreateAppealResponse = z.object({ appeal: ZAppeal });
export type TCreateAppealResponse = z.infer<typeof ZCreateAppealResponse>;

/** GET appeals/list.php (the company's own), newest first. */
export const ZAppealListQuery = ZListQuery.pick({ page: true, per_page: true }).extend({
  status: optionalFilter(z.enum(APPEAL_STATUSES, { error: V.invalid })),
});
export const ZAppealListResponse = listResult(ZAppeal);
export type TAppealListResponse = z.infer<typeof ZAppealListResponse>;

/** GET appeals/detail.php?uuid= */
export const ZAppealDetailQuery = z.object({ uuid: zUuid });
export const ZAppealDetailResponse = z.object({ appeal: ZAppeal });

/**
 * GET appeals/subject.php: what the page of a subject (an application, the registration, a
 * certificate) shows of its appeal: the latest appeal of the subject, and, while the subject is
 * refused and that decision has not been appealed, the window (the decision's time, the last WIB
 * day to appeal, whether that day has not passed).
 */
export const ZAppealSubjectQuery = z.object({
  subject_type: z.enum(APPEAL_SUBJECT_TYPES, { error: V.invalid }),
  subject_id: zRequiredString(64),
});
export const ZAppealWindow = z.object({ decided_at: z.string(), deadline: z.string(), open: z.boolean() });
export type TAppealWindow = z.infer<typeof ZAppealWindow>;
export const ZAppealSubjectResponse = z.object({ appeal: ZAppeal.nullable(), window: ZAppealWindow.nullable() });
export type TAppealSubjectResponse = z.infer<typeof ZAppealSubjectResponse>;

/** GET admin/appeals/list.php: the queue, oldest first; `status` defaults to the open ones. */
export const ZAdminAppealListQuery = ZListQuery.pick({ page: true, per_page: true }).extend({
  status: optionalFilter(z.enum([...APPEAL_STATUSES, 'open', 'all'], { error: V.invalid })).default('open'),
});
export const ZAdminAppealListResponse = listResult(ZAdminAppeal).extend({
  /** Open appeals, and those of them past `answer_by` (the badge and the SLA breaches). */
  open_count: z.number(),
  overdue_count: z.number(),
});
export type TAdminAppealListResponse = z.infer<typeof ZAdminAppealListResponse>;

/** POST admin/appeals/decide.php */
export const ZDecideAppealRequest = z
  .object({
    uuid: zUuid,
    decision: z.enum(APPEAL_DECISIONS, { error: V.invalid }),
    reason: zReason,
    ...csrfBody,
  })
  .strict();
export type TDecideAppealRequest = z.input<typeof ZDecideAppealRequest>;
export const ZDecideAppealResponse = z.object({ appeal: ZAdminAppeal });

/**
 * POST admin/appeals/review.php ("Mulai tinjau"): an administrator who may decide the appeal
 * starts reviewing it, `submitted` → `under_review`; again on an appeal already under review
 * changes nothing, a decided one is 409.
 */
export const ZStartAppealReviewRequest = z.object({ uuid: zUuid, ...csrfBody }).strict();
export type TStartAppealReviewRequest = z.input<typeof ZStartAppealReviewRequest>;
export const ZStartAppealReviewResponse = z.object({ appeal: ZAdminAppeal });

// Complaints

/** POST complaints/create.php: a signed-in user, or anyone with `name`, `email` (and the captcha when configured). */
export const ZCreateComplaintRequest = z
  .object({
    subject: zRequiredString(200),
    message: zText(V.required).trim().min(1, V.required).min(10, V.invalid).max(5000, V.tooLong),
    certificate_number: zText().trim().max(40, V.tooLong).optional().nullable(),
    code_reg: zText().trim().max(40, V.tooLong).optional().nullable(),
    name: zText().trim().max(200, V.tooLong).optional().nullable(),
    email: zEmail.optional().nullable(),
    turnstileToken: zText().max(4096).optional().nullable(),
    ...csrfBody,
  })
  .strict();
export type TCreateComplaintRequest = z.input<typeof ZCreateComplaintRequest>;

export const ZComplaint = z.object({
  uuid: z.string(),
  status: z.enum(COMPLAINT_STATUSES),
  subject: z.string(),
  message: z.string(),
  certificate_number: z.string().nullable(),
  code_reg: z.string().nullable(),
  answer: z.string().nullable(),
  answered_at: z.string().nullable(),
  answer_by: z.string(),
  created_at: z.string(),
});
export type TComplaint = z.infer<typeof ZComplaint>;

export const ZAdminComplaint = ZComplaint.extend({
  name: z.string(),
  email: z.string(),
  /** True when a signed-in user filed it (the answer also reaches their notifications). */
  has_account: z.boolean(),
  answered_by_name: z.string().nullable(),
  overdue: z.boolean(),
});
export type TAdminComplaint = z.infer<typeof ZAdminComplaint>;

export const ZCreateComplaintResponse = z.object({ complaint: ZComplaint });
export const ZComplaintListQuery = ZListQuery.pick({ page: true, per_page: true });
export const ZComplaintListResponse = listResult(ZComplaint);
export const ZAdminComplaintListQuery = ZListQuery.pick({ page: true, per_page: true }).extend({
  status: optionalFilter(z.enum([...COMPLAINT_STATUSES, 'all'], { error: V.invalid })).default('submitted'),
});
export const ZAdminComplaintListResponse = listResult(ZAdminComplaint).extend({
  open_count: z.number(),
  overdue_count: z.number(),
});
export type TAdminComplaintListResponse = z.infer<typeof ZAdminComplaintListResponse>;

/** POST admin/complaints/answer.php */
export const ZAnswerComplaintRequest = z
  .object({ uuid: zUuid, answer: zText(V.required).trim().min(1, V.required).max(5000, V.tooLong), ...csrfBody })
  .strict();
export const ZAnswerComplaintResponse = z.object({ complaint: ZAdminComplaint });
