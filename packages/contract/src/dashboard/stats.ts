import { z } from 'zod';
import { ZApplicantClock } from '../common/applicant-clock-schema';

/**
 * GET dashboard/stats.php (docs/api.md#dashboards): the company's own figures, what it should do
 * next and its latest events. Dates are ISO strings (UTC instants) or WIB dates `YYYY-MM-DD`.
 */

/** What a next-action card is about; the web app words each kind (its `params` fill the text). */
export const NEXT_ACTION_KINDS = [
  'unpaid_invoice',
  'document_request',
  'certificate_renewal',
  'rejected_document',
] as const;
export type TNextActionKind = (typeof NEXT_ACTION_KINDS)[number];

export const ZNextAction = z.object({
  kind: z.enum(NEXT_ACTION_KINDS),
  /** Values for the card's text (invoice number, request title, certificate number, document type …). */
  params: z.record(z.string(), z.string()),
  /** The amount to pay (integer rupiah) for an unpaid invoice, else null. */
  amount: z.number().int().nullable(),
  /** WIB date by which to act, when there is one. */
  due_date: z.string().nullable(),
  /** True once `due_date` is over (WIB). */
  overdue: z.boolean(),
  /** The web path where the company acts. */
  actionUrl: z.string(),
});
export type TNextAction = z.infer<typeof ZNextAction>;

/** The timelines the recent activity reads (docs/business-rules.md#dashboards). */
export const ACTIVITY_ENTITIES = ['application', 'invoice', 'certificate', 'company'] as const;
export type TActivityEntity = (typeof ACTIVITY_ENTITIES)[number];
export const ACTIVITY_ACTORS = ['company', 'admin', 'system'] as const;

export const ZActivityItem = z.object({
  /** `<entity>.<event name>`, e.g. `application.submit`, `invoice.verify`, `company.approve`. */
  kind: z.string(),
  entity: z.enum(ACTIVITY_ENTITIES),
  /** What the company knows the object by: code_reg, invoice number, certificate number, company name. */
  reference: z.string(),
  /** The status the object moved to: one of the entity's statuses (null for events that change none, e.g. a reminder). */
  to_status: z.string().nullable(),
  /** Who acted: the company's own account, an administrator (never named), or the server. */
  actor: z.enum(ACTIVITY_ACTORS),
  /** The name of the company's member who acted (the owner or a staffer); null for an administrator or the server. */
  actor_name: z.string().nullable(),
  at: z.string(),
  /** The web path of the object. */
  actionUrl: z.string().nullable(),
});
export type TActivityItem = z.infer<typeof ZActivityItem>;

export const ZDashboardStatsResponse = z.object({
  total_applications: z.number().int(),
  active_certificates: z.number().int(),
  /** Applications `submitted` or `under_review`. */
  pending_reviews: z.number().int(),
  /** Invoices `pending` or `waiting_confirmation`. */
  unpaid_invoices: z.number().int(),
  next_actions: z.array(ZNextAction),
  /** The company's last 10 events, newest first, without any note. */
  recent_activity: z.array(ZActivityItem),
  /** The registration's step and, while it is in review, the date the body promised (docs/business-rules.md#applicant-clock). */
  registration_clock: ZApplicantClock,
});
export type TDashboardStatsResponse = z.infer<typeof ZDashboardStatsResponse>;
