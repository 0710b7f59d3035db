import { z } from 'zod';
import { APPLICATION_STATUSES } from '../statuses';

/**
 * GET analytics/summary.php (the company's own) and GET admin/analytics/summary.php (everyone's)
 * (docs/api.md#dashboards): one row per WIB month for the last 12 months, oldest first, the
 * current month last. Amounts are integer rupiah.
 */
export const ANALYTICS_MONTHS = 12;
export const ANALYTICS_WEEKS = 12;

const zStatusCounts = z.object(
  Object.fromEntries(APPLICATION_STATUSES.map((s) => [s, z.number().int()])) as Record<
    (typeof APPLICATION_STATUSES)[number],
    z.ZodNumber
  >,
);

export const ZAnalyticsMonth = z.object({
  /** `YYYY-MM` (WIB). */
  month: z.string(),
  /** Applications created that month, by their status today. */
  applications: zStatusCounts,
  /** Totals of invoices issued that month (cancelled and failed ones left out). */
  invoiced: z.number().int(),
  /** Totals of invoices paid that month (by `paid_at`). */
  paid: z.number().int(),
  certificates_issued: z.number().int(),
  /** Certificates whose last valid day falls in that month (revoked and superseded left out). */
  certificates_expiring: z.number().int(),
});
export type TAnalyticsMonth = z.infer<typeof ZAnalyticsMonth>;

export const ZAnalyticsSummaryResponse = z.object({ months: z.array(ZAnalyticsMonth) });
export type TAnalyticsSummaryResponse = z.infer<typeof ZAnalyticsSummaryResponse>;

export const ZAdminAnalyticsSummaryResponse = ZAnalyticsSummaryResponse.extend({
  /** Applications created per WIB week (Monday first) for the last 12 weeks, oldest first. */
  weeks: z.array(z.object({ week_start: z.string(), applications: z.number().int() })),
  /** Per month of the certificate's issue: the median days from the application's submission to the certificate, null without any. */
  days_to_certificate: z.array(
    z.object({ month: z.string(), median_days: z.number().nullable(), certificates: z.number().int() }),
  ),
});
export type TAdminAnalyticsSummaryResponse = z.infer<typeof ZAdminAnalyticsSummaryResponse>;
