import { and, asc, eq, gte, lt, lte, sql } from 'drizzle-orm';
import { CERTIFICATE_REMINDER_DAYS, addDays, certificateDaysLeft, wibDate } from '@portal/contract';
import { applications, certificateReminders, certificates, companies } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { certificateMachine } from '../../lib/state-machines';
import { transition } from '../../lib/transitions';
import type { Deps } from '../../types';
import type { CompanyNotice } from './company-notice';

const BATCH = 200;
const ownerUrl = (uuid: string) => `/certificates/view/${uuid}`;

/** Runs every 15 minutes; a certificate expires on the first run after its last valid day (WIB) is over. */
export const EXPIRE_CERTIFICATES_JOB = { name: 'expire-certificates', everyMs: 15 * 60_000 } as const;
/** Runs hourly; a reminder goes out on the first run of the day its threshold is reached. */
export const CERTIFICATE_REMINDERS_JOB = { name: 'certificate-reminders', everyMs: 60 * 60_000 } as const;

/**
 * `active` certificates whose last valid day (WIB) is before today move to `expired` through
 * the transition engine (actor system, one timeline row each) (docs/business-rules.md#certificate-expiry).
 * Rows are taken with SKIP LOCKED and changed by compare-and-set, so a second instance running
 * at the same moment expires nothing twice. `now` is the scheduler's clock reading.
 */
export async function expireCertificates(deps: Pick<Deps, 'db'>, now: Date): Promise<{ expired: number }> {
  const today = wibDate(now);
  let expired = 0;
  for (;;) {
    const n = await deps.db.transaction(async (tx) => {
      const due = await tx
        .select({ id: certificates.id })
        .from(certificates)
        .where(and(eq(certificates.status, 'active'), lt(certificates.validUntil, today)))
        .orderBy(asc(certificates.validUntil), asc(certificates.id))
        .limit(BATCH)
        .for('update', { skipLocked: true });
      let count = 0;
      for (const { id } of due) {
        try {
          await transition(tx, certificateMachine, {
            id,
            name: 'expire',
            actor: { kind: 'system' },
            now,
            set: { updatedAt: now },
          });
          count += 1;
        } catch (err) {
          // Revoked or superseded since it was read: nothing to expire.
          if (!(err instanceof AppError && err.code === 'INVALID_TRANSITION')) throw err;
        }
      }
      return { seen: due.length, count };
    });
    expired += n.count;
    if (n.seen < BATCH) return { expired };
  }
}

const THRESHOLDS = [...CERTIFICATE_REMINDER_DAYS].sort((a, b) => a - b);
const LARGEST = THRESHOLDS[THRESHOLDS.length - 1];

/** The smallest threshold not below `daysLeft`: the reminder due now (7 when 5 days are left, 30 when 25 are). */
export const nearestThreshold = (daysLeft: number): number | null => THRESHOLDS.find((t) => daysLeft <= t) ?? null;

/**
 * Expiry reminders at 90, 30 and 7 days (docs/business-rules.md#certificate-reminders). For
 * each active certificate whose nearest reached threshold has no row yet: in ONE transaction
 * the row is inserted ON CONFLICT DO NOTHING RETURNING, and only when it came back are the
 * notification and the e-mail queued; larger thresholds passed at the same time (first run, a
 * job that was down) get their rows too, so they are never sent late (docs/decisions/068). Two
 * instances at the same moment: the primary key lets one insert win, the other sends nothing.
 */
export async function sendCertificateReminders(
  deps: Pick<Deps, 'db' | 'config'>,
  now: Date,
  noticeToCompany: CompanyNotice,
): Promise<{ sent: number }> {
  const today = wibDate(now);
  const daysLeft = sql<number>`(${certificates.validUntil} - ${today}::date)`;
  // The thresholds are the contract's integer constants, written into the statement as literals.
  const nearest = sql.join(
    [
      sql`case`,
      ...THRESHOLDS.map(
        (t) => sql`when ${daysLeft} <= ${sql.raw(String(Math.trunc(t)))} then ${sql.raw(String(Math.trunc(t)))}`,
      ),
      sql`end`,
    ],
    sql` `,
  );
  let sent = 0;
  for (;;) {
    const due = await deps.db
      .select({
        id: certificates.id,
        uuid: certificates.uuid,
        number: certificates.number,
        validUntil: certificates.validUntil,
        company: companies,
      })
      .from(certificates)
      .innerJoin(companies, eq(companies.id, certificates.companyId))
      .where(
        and(
          eq(certificates.status, 'active'),
          gte(certificates.validUntil, today),
          lte(certificates.validUntil, addDays(today, LARGEST)),
          sql`not exists (select 1 from ${certificateReminders} r where r.certificate_id = ${certificates.id} and r.days_before = ${nearest})`,
          // A renewal or upgrade of it already submitted (and not rejected, withdrawn to draft or deleted) stops the reminders.
          sql`not exists (select 1 from ${applications} a where a.certificate_id = ${certificates.id} and a.deleted_at is null and a.status in ('submitted', 'under_review', 'approved'))`,
        ),
      )
      .orderBy(asc(certificates.validUntil), asc(certificates.id))
      .limit(BATCH);
    for (const cert of due) {
      const left = certificateDaysLeft(cert.validUntil, now);
      const threshold = nearestThreshold(left);
      if (threshold === null) continue;
      const won = await deps.db.transaction(async (tx) => {
        const [row] = await tx
          .insert(certificateReminders)
          .values({ certificateId: cert.id, daysBefore: threshold, sentAt: now })
          .onConflictDoNothing()
          .returning({ daysBefore: certificateReminders.daysBefore });
        if (!row) return false;
        const passed = THRESHOLDS.filter((t) => t > threshold);
        if (passed.length)
          await tx
            .insert(certificateReminders)
            .values(passed.map((t) => ({ certificateId: cert.id, daysBefore: t, sentAt: now })))
            .onConflictDoNothing();
        await noticeToCompany(
          tx,
          cert.company,
          'certificate_expiring',
          { certificateUuid: cert.uuid, number: cert.number, validUntil: cert.validUntil, daysLeft: left },
          ownerUrl(cert.uuid),
          { publicUrl: deps.config.publicUrl },
        );
        return true;
      });
      if (won) sent += 1;
    }
    if (due.length < BATCH) return { sent };
  }
}
