import { and, eq, inArray, isNull, lt } from 'drizzle-orm';
import { STORAGE_SWEEP_GRACE_MS, UNCONFIRMED_SIGNUP_TTL_MS, USER_STATUS } from '@portal/contract';
import { certificateRevisions, companies, documents, users, exportJobs } from '../../db/schema';
import { recordAudit } from '../../lib/audit';
import type { Deps } from '../../types';
import { purgeLoginCodes, purgeSpentOtps } from '../auth';
import { purgeLoginChallenges } from '../mfa';
import { purgeOldFrontendErrors } from '../logs';
import { purgeMailQueue } from '../mail';
import { msg } from '../../lib/server-message';

/** Its schedule: every 10 minutes on one instance at a time (docs/business-rules.md#scheduled-work). */
export const MAINTENANCE_JOB = { name: 'maintenance', everyMs: 10 * 60_000 } as const;

export interface MaintenanceResult {
  removedSignups: number;
  removedErrorReports: number;
  /** Used or expired confirmation codes over an hour old. */
  removedOtps: number;
  /** Temporary upload objects left by a crash mid-upload. */
  removedTempFiles: number;
  /** Stored files no document row names (a crash between the file's move and the commit). */
  removedOrphanFiles: number;
  /** Queued mail sent by this run (the safety net behind the kick after each commit). */
  sentMails: number;
  purgedMails: number;
}

/**
 * Periodic clean-up, run at start and then every few minutes, safe to run on every instance at
 * once: expired sessions, sign-in challenges and login codes (by the database's clock), rate-limit windows, error reports past their 30 days, spent OTPs, sign-ups not
 * confirmed within 24 h (frees their e-mail, phone, NPWP, NIB; the company row goes with the user
 * by cascade), upload leftovers, and queued mail still due (sent) or long done (purged). Every time comes from `deps.clock`.
 */
export async function runMaintenance(
  deps: Pick<Deps, 'db' | 'clock' | 'sessions' | 'rateLimiter' | 'storage' | 'mailDispatcher'>,
): Promise<MaintenanceResult> {
  await deps.sessions.purgeExpired();
  await purgeLoginChallenges(deps);
  await purgeLoginCodes(deps);
  await deps.rateLimiter.purgeExpired();
  const removedErrorReports = await purgeOldFrontendErrors(deps);
  const removedOtps = await purgeSpentOtps(deps);
  const cutoff = new Date(deps.clock.now().getTime() - UNCONFIRMED_SIGNUP_TTL_MS);
  const removed = await removeUnconfirmedSignups(deps, cutoff);
  const sentMails = await deps.mailDispatcher.runOnce();
  const purgedMails = await purgeMailQueue(deps);
  return {
    removedSignups: removed.length,
    removedErrorReports,
    removedOtps,
    sentMails,
    purgedMails,
    ...(await sweepUploadLeftovers(deps)),
  };
}

/**
 * Sign-ups not confirmed before `cutoff` go, the company with the user (cascade); each leaves an
 * audit row `user.expire_signup` by the server (docs/business-rules.md#audited-actions), in the
 * same transaction: the row outlives the account it names.
 */
async function removeUnconfirmedSignups(deps: Pick<Deps, 'db' | 'clock'>, cutoff: Date): Promise<{ uuid: string }[]> {
  // An invited staff member has no sign-up to expire: their link is valid INVITATION_TTL_MS (docs/decisions/104).
  const stale = and(
    eq(users.status, USER_STATUS.PENDING_VERIFICATION),
    lt(users.createdAt, cutoff),
    isNull(users.invitedAt),
  );
  const [first] = await deps.db.select({ id: users.id }).from(users).where(stale).limit(1);
  if (!first) return [];
  return deps.db.transaction(async (tx) => {
    const doomed = await tx
      .select({ id: users.id, companyId: companies.id })
      .from(users)
      .leftJoin(companies, eq(companies.userId, users.id))
      .where(stale);
    const companyOf = new Map(doomed.map((d) => [d.id, d.companyId]));
    const gone = await tx
      .delete(users)
      .where(and(stale, inArray(users.id, [...companyOf.keys()])))
      .returning({ id: users.id, uuid: users.uuid, email: users.email });
    const now = deps.clock.now();
    for (const u of gone) {
      await recordAudit(tx, {
        action: 'user.expire_signup',
        entityType: 'user',
        entityId: u.uuid,
        companyId: companyOf.get(u.id) ?? null,
        before: { email: u.email, status: USER_STATUS.PENDING_VERIFICATION },
        after: null,
        reason: msg('audit.signup_expired').text,
        at: now,
        actor: { userId: null, email: null, role: 'system', ip: null },
      });
    }
    return gone;
  });
}

/**
 * Upload leftovers (docs/decisions/015). Only files last written more than
 * STORAGE_SWEEP_GRACE_MS ago are candidates: an upload in flight on any instance writes its
 * temporary object until it commits, and a commit is recorded within one short transaction, so
 * nothing that young is touched. Of the older stored files, those no row names are removed; the
 * lookup runs after the listing, so a row committed in between keeps its file.
 */
export async function sweepUploadLeftovers(
  deps: Pick<Deps, 'db' | 'clock' | 'storage'>,
): Promise<Pick<MaintenanceResult, 'removedTempFiles' | 'removedOrphanFiles'>> {
  const before = new Date(deps.clock.now().getTime() - STORAGE_SWEEP_GRACE_MS);
  const removedTempFiles = await deps.storage.sweepTemp(before);
  let removedOrphanFiles = 0;
  for await (const keys of deps.storage.listStoredBefore(before)) {
    // Uploaded documents, the certificates' stored PDFs and finished exports share the file store.
    const [docs, pdfs, exported] = await Promise.all([
      deps.db.select({ key: documents.storageKey }).from(documents).where(inArray(documents.storageKey, keys)),
      deps.db
        .select({ key: certificateRevisions.storageKey })
        .from(certificateRevisions)
        .where(inArray(certificateRevisions.storageKey, keys)),
      deps.db.select({ key: exportJobs.storageKey }).from(exportJobs).where(inArray(exportJobs.storageKey, keys)),
    ]);
    const named = new Set([...docs, ...pdfs, ...exported].map((r) => r.key));
    for (const key of keys) {
      if (named.has(key)) continue;
      await deps.storage.remove(key);
      removedOrphanFiles++;
    }
  }
  return { removedTempFiles, removedOrphanFiles };
}
