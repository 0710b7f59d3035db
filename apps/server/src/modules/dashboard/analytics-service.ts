import { sql, type SQL } from 'drizzle-orm';
import {
  ANALYTICS_MONTHS,
  ANALYTICS_WEEKS,
  APPLICATION_STATUSES,
  addDays,
  wibDate,
  wibStartOfDay,
  type TAdminAnalyticsSummaryResponse,
  type TAnalyticsMonth,
  type TAnalyticsSummaryResponse,
} from '@portal/contract';
import type { Deps } from '../../types';
import { keptPerDatabase } from './kept-figures';
import { num, rows } from './rows';

/** A timestamptz column as its WIB wall time (a fixed +7 h: WIB has no daylight saving). */
const wib = (column: SQL) => sql`((${column} at time zone 'UTC') + interval '7 hours')`;
const wibMonth = (column: SQL) => sql`to_char(${wib(column)}, 'YYYY-MM')`;

/** The last ANALYTICS_MONTHS WIB months, oldest first, and the instant the first one starts. */
function monthWindow(now: Date): { months: string[]; start: Date; firstDay: string } {
  const [y, m] = wibDate(now).split('-').map(Number) as [number, number];
  const months: string[] = [];
  for (let i = ANALYTICS_MONTHS - 1; i >= 0; i--) {
    const index = y * 12 + (m - 1) - i;
    months.push(`${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`);
  }
  return { months, start: wibStartOfDay(`${months[0]}-01`), firstDay: `${months[0]}-01` };
}

interface MonthRow {
  series: 'app' | 'invoiced' | 'paid' | 'issued' | 'expiring';
  month: string;
  status: string | null;
  value: unknown;
}

/**
 * The monthly series of the charts (docs/api.md#dashboards), for one company or (null) for all:
 * one statement of five grouped reads over the window, each on an index of its date column.
 */
async function monthlySeries(deps: Pick<Deps, 'db' | 'clock'>, companyId: number | null): Promise<TAnalyticsMonth[]> {
  const { months, start, firstDay } = monthWindow(deps.clock.now());
  const from = start.toISOString();
  const own = (alias: string) => (companyId === null ? sql`` : sql` and ${sql.raw(alias)}.company_id = ${companyId}`);
  const found = await rows<MonthRow>(
    deps.db,
    sql`(select 'app' as series, ${wibMonth(sql`a.created_at`)} as month, a.status, count(*) as value
        from applications a where a.deleted_at is null and a.created_at >= ${from}::timestamptz${own('a')} group by 2, 3)
      union all
      (select 'invoiced', ${wibMonth(sql`i.issued_at`)}, null, sum(i.total)
        from invoices i where i.status not in ('cancelled', 'failed') and i.issued_at >= ${from}::timestamptz${own('i')} group by 2)
      union all
      (select 'paid', ${wibMonth(sql`i.paid_at`)}, null, sum(i.total)
        from invoices i where i.status = 'paid' and i.paid_at >= ${from}::timestamptz${own('i')} group by 2)
      union all
      (select 'issued', ${wibMonth(sql`c.issued_at`)}, null, count(*)
        from certificates c where c.issued_at >= ${from}::timestamptz${own('c')} group by 2)
      union all
      (select 'expiring', to_char(c.valid_until, 'YYYY-MM'), null, count(*)
        from certificates c where c.status in ('active', 'expired') and c.valid_until >= ${firstDay}::date
          and c.valid_until < ${addDays(firstDay, 400)}::date${own('c')} group by 2)`,
  );
  const byMonth = new Map<string, TAnalyticsMonth>(
    months.map((month) => [
      month,
      {
        month,
        applications: Object.fromEntries(APPLICATION_STATUSES.map((s) => [s, 0])) as TAnalyticsMonth['applications'],
        invoiced: 0,
        paid: 0,
        certificates_issued: 0,
        certificates_expiring: 0,
      },
    ]),
  );
  for (const r of found) {
    const row = byMonth.get(r.month);
    if (!row) continue; // a month after the current one (expiring) or a clock skew
    const v = num(r.value);
    if (r.series === 'app') row.applications[r.status as keyof TAnalyticsMonth['applications']] = v;
    else if (r.series === 'invoiced') row.invoiced = v;
    else if (r.series === 'paid') row.paid = v;
    else if (r.series === 'issued') row.certificates_issued = v;
    else row.certificates_expiring = v;
  }
  return months.map((m) => byMonth.get(m)!);
}

/** GET analytics/summary.php: the caller's company's series. */
export async function companyAnalytics(
  deps: Pick<Deps, 'db' | 'clock'>,
  companyId: number,
): Promise<TAnalyticsSummaryResponse> {
  return { months: await monthlySeries(deps, companyId) };
}

/** How old the admin's figures may be before a new computation is started (docs/decisions/090). */
export const ADMIN_ANALYTICS_TTL_MS = 60_000;
const adminFigures = keptPerDatabase<TAdminAnalyticsSummaryResponse>(ADMIN_ANALYTICS_TTL_MS);

/**
 * GET admin/analytics/summary.php: everyone's series, applications per week and days to
 * certificate. Over a whole year of every company these reads aggregate most of three tables
 * (hundreds of ms at 100,000 applications), so the figures are kept per database: the first call
 * (and the first of a new WIB day, when the window moves) computes them; later calls answer what
 * the last computation found and, once it is older than ADMIN_ANALYTICS_TTL_MS, start a new one in
 * the background — a chart's figures, a minute late at most (docs/decisions/090). Concurrent
 * first calls share one computation.
 */
export function adminAnalytics(deps: Pick<Deps, 'db' | 'clock'>): Promise<TAdminAnalyticsSummaryResponse> {
  return adminFigures(
    deps.db,
    () => deps.clock.now().getTime(),
    wibDate(deps.clock.now()),
    () => computeAdminAnalytics(deps),
  );
}

async function computeAdminAnalytics(deps: Pick<Deps, 'db' | 'clock'>): Promise<TAdminAnalyticsSummaryResponse> {
  const now = deps.clock.now();
  const today = wibDate(now);
  // Monday of this WIB week, then ANALYTICS_WEEKS - 1 weeks back.
  const weekday = (new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7;
  const firstWeek = addDays(today, -weekday - 7 * (ANALYTICS_WEEKS - 1));
  const weekStarts = Array.from({ length: ANALYTICS_WEEKS }, (_, i) => addDays(firstWeek, 7 * i));
  const { months, start } = monthWindow(now);
  const [series, weeks, medians] = await Promise.all([
    monthlySeries(deps, null),
    rows<{ week: string; n: unknown }>(
      deps.db,
      sql`select to_char(date_trunc('week', ${wib(sql`created_at`)}), 'YYYY-MM-DD') as week, count(*) as n
        from applications where deleted_at is null and created_at >= ${wibStartOfDay(firstWeek).toISOString()}::timestamptz group by 1`,
    ),
    rows<{ month: string; median: unknown; n: unknown }>(
      deps.db,
      sql`select ${wibMonth(sql`c.issued_at`)} as month,
          percentile_cont(0.5) within group (order by extract(epoch from (c.issued_at - a.submitted_at)) / 86400) as median,
          count(*) as n
        from certificates c join applications a on a.id = c.application_id
        where c.issued_at >= ${start.toISOString()}::timestamptz and a.submitted_at is not null group by 1`,
    ),
  ]);
  const perWeek = new Map(weeks.map((w) => [w.week, num(w.n)]));
  const perMonth = new Map(medians.map((m) => [m.month, m]));
  return {
    months: series,
    weeks: weekStarts.map((week_start) => ({ week_start, applications: perWeek.get(week_start) ?? 0 })),
    days_to_certificate: months.map((month) => {
      const m = perMonth.get(month);
      return { month, median_days: m ? Math.round(num(m.median) * 10) / 10 : null, certificates: m ? num(m.n) : 0 };
    }),
  };
}
