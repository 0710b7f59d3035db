import { z } from 'zod';
import { APPLICATION_STATUSES } from '../statuses';

/**
 * GET admin/dashboard/stats.php (docs/api.md#dashboards): the body's KPIs. Each queue says how
 * many wait, since when the oldest waits (its age in working hours or working days, as the lists
 * show it) and how many are over the queue's service level (working days, national holidays and
 * collective leave excluded; docs/business-rules.md#working-days). `list_url` is the admin screen
 * filtered so that its total is `count`.
 */
/** As the contract's `waitingTime` gives it: whole hours under one working day, else whole working days. */
export const ZWaitingAge = z.object({
  unit: z.enum(['hours', 'working_days']),
  value: z.number().int(),
  overdue: z.boolean(),
});

export const ZQueueStats = z.object({
  count: z.number().int(),
  /** When the longest-waiting item started waiting (UTC), null when the queue is empty. */
  oldest_since: z.string().nullable(),
  oldest_age: ZWaitingAge.nullable(),
  sla_working_days: z.number().int(),
  over_sla: z.number().int(),
  list_url: z.string(),
});
export type TQueueStats = z.infer<typeof ZQueueStats>;

/** A part of a queue that the lists show under one filter each. */
export const ZQueuePart = z.object({ status: z.string(), count: z.number().int(), list_url: z.string() });

export const ZCountWithList = z.object({ count: z.number().int(), list_url: z.string() });

export const ZAdminDashboardStatsResponse = z.object({
  /** Companies `in_review` (submitted for verification), by their latest submission. */
  company_verification: ZQueueStats,
  /** Invoices `waiting_confirmation` (a transfer proof to check), by the time they entered it. */
  payment_verification: ZQueueStats,
  /**
   * Applications `under_review` (paid, waiting for the review decision), by the time they entered
   * it: the review queue. Applications `submitted` wait for the company's payment, not for an
   * administrator: they are counted in `applications_by_status`.
   */
  application_review: ZQueueStats,
  /** Applications `approved`, waiting for their certificate, since the approval (SLA 2 working days). */
  certificate_publication: ZQueueStats,
  /** Document requests the company answered that no administrator has looked at yet, since the answer. */
  answered_requests: ZQueueStats,
  /** Every live application, by status (deleted drafts left out). */
  applications_by_status: z.array(
    z.object({ status: z.enum(APPLICATION_STATUSES), count: z.number().int(), list_url: z.string() }),
  ),
  document_requests: z.object({ open: ZCountWithList, overdue: ZCountWithList }),
  /** Active certificates whose last valid day (WIB) is within 30 / 90 days from today. */
  certificates_expiring: z.object({ within_30_days: ZCountWithList, within_90_days: ZCountWithList }),
  /** Sum of paid invoices' totals (integer rupiah) by the WIB month of `paid_at`. */
  revenue: z.object({
    this_month: z.object({ month: z.string(), amount: z.number().int(), invoices: z.number().int() }),
    last_month: z.object({ month: z.string(), amount: z.number().int(), invoices: z.number().int() }),
  }),
});
export type TAdminDashboardStatsResponse = z.infer<typeof ZAdminDashboardStatsResponse>;
