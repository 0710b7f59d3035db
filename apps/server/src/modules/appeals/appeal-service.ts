import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import {
  ADMIN_ROLE,
  APPEAL_OPEN_STATUSES,
  DOCUMENT_CATEGORY,
  ROLE,
  notificationSubject,
  wibDate,
  type TAdminAppeal,
  type TAdminAppealListResponse,
  type TAdminRole,
  type TAppeal,
  type TAppealSubjectType,
  type TAppealSubjectResponse,
  type TListResult,
  type ZAdminAppealListQuery,
  type ZAppealListQuery,
  type ZAppealSubjectQuery,
  type ZCreateAppealRequest,
  type ZDecideAppealRequest,
  type ZStartAppealReviewRequest,
} from '@portal/contract';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client';
import { appeals, companies, documents, users } from '../../db/schema';
import { adminRolesIn, holdsRole } from '../../lib/admin-roles';
import { AppError } from '../../lib/app-error';
import { recordAudit } from '../../lib/audit';
import { pagedList } from '../../lib/list-query';
import { msg } from '../../lib/server-message';
import { invalidTransition } from '../../lib/transitions';
import type { Deps, SessionUser } from '../../types';
import { noticeToCompany } from '../applications';
import { isCompanyOfUser, type CompanyRow } from '../companies';
import { markSubjectRead, notifyAdmins } from '../notifications';
import { toAdminAppealDto, toAppealDto, type AppealRow, type DocumentNames } from './appeal-dto';
import { answerBy, appealDeadline } from './calendar';
import { findRefusal, reopenSubject, type Refusal } from './subject';

type AppealDeps = Pick<Deps, 'db' | 'clock' | 'config'>;

/**
 * Who decides an appeal (docs/decisions/101 roles): a registration is the verifiers' work, an
 * application or a certificate the certification team's; a super admin may decide any.
 */
export const APPEAL_DECIDER_ROLE = {
  registration: ADMIN_ROLE.VERIFIER,
  application: ADMIN_ROLE.CERTIFICATION,
  certificate: ADMIN_ROLE.CERTIFICATION,
} as const satisfies Record<TAppealSubjectType, TAdminRole>;

const APPEALS_URL = '/dashboard';
const ADMIN_APPEALS_URL = '/admin/appeals';

/** The caller's company (owner or staff); an administrator has none (403). */
async function ownCompany(db: DbOrTx, user: SessionUser): Promise<CompanyRow> {
  // Owner or staff (docs/decisions/104): the company the account works for.
  const [company] =
    user.role === ROLE.ADMIN ? [] : await db.select().from(companies).where(isCompanyOfUser(user.id)).limit(1);
  if (!company) throw new AppError('FORBIDDEN', { message: msg('companies.no_company') });
  return company;
}

/** The original names of the supporting files of a page of appeals, in one query. */
async function documentNames(db: DbOrTx, rows: AppealRow[]): Promise<DocumentNames> {
  const uuids = [...new Set(rows.flatMap((r) => r.documentUuids))];
  if (uuids.length === 0) return new Map();
  const found = await db
    .select({ uuid: documents.uuid, name: documents.originalName })
    .from(documents)
    .where(inArray(documents.uuid, uuids));
  return new Map(found.map((d) => [d.uuid, d.name]));
}

/**
 * POST appeals/create.php (docs/business-rules.md#complaints-and-appeals): the company's owner
 * appeals a refusal within APPEAL_WINDOW_WORKING_DAYS working days of it (409
 * APPEAL_WINDOW_CLOSED after), once per decision (409 APPEAL_EXISTS, the unique index deciding
 * between two at once); the administrators are notified, the company notified and mailed with
 * the date by which it is answered.
 */
export async function createAppeal(
  deps: AppealDeps,
  user: SessionUser,
  body: z.output<typeof ZCreateAppealRequest>,
): Promise<TAppeal> {
  const now = deps.clock.now();
  const company = await ownCompany(deps.db, user);
  const refusal = await deps.db.transaction((tx) => findRefusal(tx, company, body.subject_type, body.subject_id));
  const deadline = await appealDeadline(deps.db, refusal.decisionAt);
  if (wibDate(now) > deadline)
    throw new AppError('APPEAL_WINDOW_CLOSED', {
      message: msg('appeals.window_closed', { date: deadline }),
      data: { deadline },
    });
  const due = await answerBy(deps.db, now);
  const uuids = [...new Set(body.document_uuids.map((u) => u.toLowerCase()))];
  try {
    return await deps.db.transaction(async (tx) => {
      // The refusal again inside the transaction: it may have changed since it was read.
      const current = await findRefusal(tx, company, body.subject_type, body.subject_id);
      const [existing] = await tx
        .select({ id: appeals.id })
        .from(appeals)
        .where(
          and(
            eq(appeals.subjectType, current.subjectType),
            eq(appeals.subjectKey, current.subjectKey),
            eq(appeals.decisionAt, current.decisionAt),
          ),
        )
        .limit(1);
      if (existing) throw appealExists();
      if (uuids.length) {
        const own = await tx
          .select({ uuid: documents.uuid })
          .from(documents)
          .where(
            and(
              inArray(documents.uuid, uuids),
              eq(documents.userId, user.id),
              eq(documents.category, DOCUMENT_CATEGORY.OTHER),
            ),
          );
        if (own.length !== uuids.length)
          throw new AppError('VALIDATION_FAILED', {
            message: msg('appeals.documents_invalid'),
            errors: { document_uuids: ['validation.invalid'] },
          });
      }
      const [row] = await tx
        .insert(appeals)
        .values({
          companyId: company.id,
          createdBy: user.id,
          subjectType: current.subjectType,
          subjectKey: current.subjectKey,
          subjectLabel: current.subjectLabel,
          decisionAt: current.decisionAt,
          decisionReason: current.decisionReason,
          decisionBy: current.decisionBy,
          rejectedFrom: current.rejectedFrom,
          reason: body.reason,
          documentUuids: uuids,
          status: 'submitted',
          answerBy: due,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      await recordAudit(tx, {
        action: 'appeal.create',
        entityType: 'appeal',
        entityId: row.uuid,
        companyId: company.id,
        after: { status: row.status, subject_type: row.subjectType, subject_id: row.subjectKey, answer_by: due },
        reason: body.reason,
        at: now,
      });
      await notifyAdmins(
        tx,
        'appeal_submitted',
        { appealUuid: row.uuid, companyName: company.name, subjectLabel: row.subjectLabel },
        ADMIN_APPEALS_URL,
      );
      await noticeToCompany(
        tx,
        company,
        'appeal_received',
        { subjectLabel: row.subjectLabel, answerBy: due },
        APPEALS_URL,
        { publicUrl: deps.config.publicUrl },
      );
      return toAppealDto(row, await documentNames(tx, [row]));
    });
  } catch (err) {
    if (isDecisionUniqueViolation(err)) throw appealExists();
    throw err;
  }
}

const appealExists = () => new AppError('APPEAL_EXISTS', { message: msg('appeals.exists') });

/** Two appeals of one decision at once: the second meets `appeals_decision_uq`. */
function isDecisionUniqueViolation(err: unknown): boolean {
  for (let e: unknown = err, depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    const { code, constraint, message } = e as { code?: unknown; constraint?: unknown; message?: unknown };
    if (
      code === '23505' &&
      (constraint === 'appeals_decision_uq' || (typeof message === 'string' && message.includes('appeals_decision_uq')))
    )
      return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

/** GET appeals/list.php: the company's own, newest first. */
export async function listOwnAppeals(
  deps: Pick<Deps, 'db'>,
  user: SessionUser,
  q: z.output<typeof ZAppealListQuery>,
): Promise<TListResult<TAppeal>> {
  const company = await ownCompany(deps.db, user);
  const where = and(eq(appeals.companyId, company.id), q.status ? eq(appeals.status, q.status) : undefined);
  const page = await pagedList(
    q,
    (limit, offset) =>
      deps.db
        .select()
        .from(appeals)
        .where(where)
        .orderBy(desc(appeals.createdAt), desc(appeals.id))
        .limit(limit)
        .offset(offset),
    () => deps.db.select({ n: count() }).from(appeals).where(where),
  );
  const names = await documentNames(deps.db, page.items);
  return { ...page, items: page.items.map((r) => toAppealDto(r, names)) };
}

/** GET appeals/detail.php: one of the company's appeals (an administrator reads any); others 404. */
export async function appealDetail(deps: Pick<Deps, 'db'>, user: SessionUser, uuid: string): Promise<TAppeal> {
  const companyId = user.role === ROLE.ADMIN ? null : (await ownCompany(deps.db, user)).id;
  const [row] = await deps.db
    .select()
    .from(appeals)
    .where(and(eq(appeals.uuid, uuid), companyId === null ? undefined : eq(appeals.companyId, companyId)))
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND');
  return toAppealDto(row, await documentNames(deps.db, [row]));
}

/**
 * GET appeals/subject.php: the latest appeal of one of the company's subjects, and while the
 * subject is refused by a decision not yet appealed, that decision's window (its last WIB day on
 * the working-day calendar, and whether it has not passed). Another company's subject is a 404.
 */
export async function appealOfSubject(
  deps: Pick<Deps, 'db' | 'clock'>,
  user: SessionUser,
  q: z.output<typeof ZAppealSubjectQuery>,
): Promise<TAppealSubjectResponse> {
  const company = await ownCompany(deps.db, user);
  let refusal: Refusal | null = null;
  try {
    refusal = await deps.db.transaction((tx) => findRefusal(tx, company, q.subject_type, q.subject_id));
  } catch (err) {
    // Not refused (any more): the page still shows the latest appeal and its answer.
    if (!(err instanceof AppError && err.code === 'INVALID_TRANSITION')) throw err;
  }
  const key = refusal?.subjectKey ?? (q.subject_type === 'certificate' ? q.subject_id.toLowerCase() : q.subject_id);
  const [latest] = await deps.db
    .select()
    .from(appeals)
    .where(and(eq(appeals.companyId, company.id), eq(appeals.subjectType, q.subject_type), eq(appeals.subjectKey, key)))
    .orderBy(desc(appeals.createdAt), desc(appeals.id))
    .limit(1);
  const appeal = latest ? toAppealDto(latest, await documentNames(deps.db, [latest])) : null;
  if (!refusal || (latest && latest.decisionAt.getTime() === refusal.decisionAt.getTime()))
    return { appeal, window: null };
  const deadline = await appealDeadline(deps.db, refusal.decisionAt);
  return {
    appeal,
    window: { decided_at: refusal.decisionAt.toISOString(), deadline, open: wibDate(deps.clock.now()) <= deadline },
  };
}

const openStatuses = inArray(appeals.status, [...APPEAL_OPEN_STATUSES]);

/** GET admin/appeals/list.php: the queue, oldest first, with the badge and SLA counts. */
export async function adminAppealList(
  deps: Pick<Deps, 'db' | 'clock'>,
  q: z.output<typeof ZAdminAppealListQuery>,
): Promise<TAdminAppealListResponse> {
  const now = deps.clock.now();
  const where = q.status === 'all' ? undefined : q.status === 'open' ? openStatuses : eq(appeals.status, q.status);
  const [page, [counts]] = await Promise.all([
    pagedList(
      q,
      (limit, offset) =>
        deps.db
          .select({ appeal: appeals, company: { id: companies.id, name: companies.name } })
          .from(appeals)
          .innerJoin(companies, eq(companies.id, appeals.companyId))
          .where(where)
          .orderBy(asc(appeals.createdAt), asc(appeals.id))
          .limit(limit)
          .offset(offset),
      () => deps.db.select({ n: count() }).from(appeals).where(where),
    ),
    deps.db
      .select({
        open: count(),
        overdue: sql<number>`count(*) filter (where ${appeals.answerBy} < ${wibDate(now)})`,
      })
      .from(appeals)
      .where(openStatuses),
  ]);
  const names = await documentNames(
    deps.db,
    page.items.map((r) => r.appeal),
  );
  return {
    ...page,
    items: page.items.map((r) => toAdminAppealDto(r.appeal, r.company, names, now)),
    open_count: Number(counts?.open ?? 0),
    overdue_count: Number(counts?.overdue ?? 0),
  };
}

/**
 * Whether `admin` may decide (or start reviewing) the appeal: the subject's role (403
 * ROLE_REQUIRED; the route admits both deciding roles), and not an administrator who took the
 * appealed decision (403 SEPARATION_OF_DUTIES) unless no other is active — then true, for the
 * audit row to say so.
 */
async function assertMayDecide(tx: DbOrTx, admin: SessionUser, appeal: AppealRow): Promise<boolean> {
  if (!holdsRole(await adminRolesIn(tx, admin.id), [APPEAL_DECIDER_ROLE[appeal.subjectType]]))
    throw new AppError('ROLE_REQUIRED');
  if (!appeal.decisionBy.some((d) => d.id === admin.id)) return false;
  const [others] = await tx
    .select({ n: count() })
    .from(users)
    .where(and(eq(users.role, ROLE.ADMIN), eq(users.isSuspended, false), sql`${users.id} <> ${admin.id}`));
  if (Number(others?.n ?? 0) > 0)
    throw new AppError('SEPARATION_OF_DUTIES', { message: msg('appeals.separation_of_duties') });
  return true;
}

/** An open appeal (submitted or under review) with its company, read in the deciding transaction: 404 unknown, 409 decided. */
async function openAppeal(tx: DbOrTx, uuid: string) {
  const [found] = await tx
    .select({ appeal: appeals, company: companies })
    .from(appeals)
    .innerJoin(companies, eq(companies.id, appeals.companyId))
    .where(eq(appeals.uuid, uuid))
    .limit(1);
  if (!found) throw new AppError('NOT_FOUND');
  if (!(APPEAL_OPEN_STATUSES as readonly string[]).includes(found.appeal.status))
    throw invalidTransition(found.appeal.status);
  return found;
}

/**
 * POST admin/appeals/review.php ("Mulai tinjau"): `submitted` → `under_review` by one conditional
 * UPDATE, audited (`appeal.review`). An appeal already under review is answered as it is (nothing
 * written); a decided one is 409 INVALID_TRANSITION and stays decided.
 */
export async function startAppealReview(
  deps: Pick<Deps, 'db' | 'clock'>,
  admin: SessionUser,
  body: z.output<typeof ZStartAppealReviewRequest>,
): Promise<TAdminAppeal> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const { appeal, company } = await openAppeal(tx, body.uuid);
    await assertMayDecide(tx, admin, appeal);
    const [row] = await tx
      .update(appeals)
      .set({ status: 'under_review', updatedAt: now })
      .where(and(eq(appeals.id, appeal.id), eq(appeals.status, 'submitted')))
      .returning();
    let current = row;
    if (row) {
      await recordAudit(tx, {
        action: 'appeal.review',
        entityType: 'appeal',
        entityId: appeal.uuid,
        companyId: company.id,
        before: { status: appeal.status },
        after: { status: row.status },
        at: now,
      });
    } else {
      // Another administrator started it, or decided it, meanwhile.
      [current] = await tx.select().from(appeals).where(eq(appeals.id, appeal.id));
      if (!current || current.status !== 'under_review') throw invalidTransition(current?.status ?? appeal.status);
    }
    return toAdminAppealDto(current, company, await documentNames(tx, [current]), now);
  });
}

/**
 * POST admin/appeals/decide.php (ISO/IEC 17065 §7.13): an administrator who took the appealed
 * decision may not decide its appeal (403 SEPARATION_OF_DUTIES) unless no other administrator is
 * active, which the audit row then says. The decision is one conditional UPDATE of an open appeal:
 * of any number at once exactly one changes it, the others answer 409. Upholding reopens the
 * subject in the same transaction; the company is notified and mailed, and the administrators'
 * "new appeal" notifications are marked read.
 */
export async function decideAppeal(
  deps: AppealDeps,
  admin: SessionUser,
  body: z.output<typeof ZDecideAppealRequest>,
): Promise<TAdminAppeal> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const { appeal, company } = await openAppeal(tx, body.uuid);
    const onlyActiveAdmin = await assertMayDecide(tx, admin, appeal);
    const status = body.decision === 'uphold' ? 'upheld' : 'dismissed';
    const [row] = await tx
      .update(appeals)
      .set({
        status,
        decision: body.decision,
        answerReason: body.reason,
        decidedBy: admin.id,
        decidedByName: admin.name,
        decidedAt: now,
        updatedAt: now,
      })
      .where(and(eq(appeals.id, appeal.id), openStatuses))
      .returning();
    if (!row) {
      const [current] = await tx.select({ status: appeals.status }).from(appeals).where(eq(appeals.id, appeal.id));
      throw invalidTransition(current?.status ?? appeal.status);
    }
    if (body.decision === 'uphold')
      await reopenSubject(tx, {
        subjectType: appeal.subjectType,
        subjectKey: appeal.subjectKey,
        decisionAt: appeal.decisionAt,
        rejectedFrom: appeal.rejectedFrom,
        admin: { id: admin.id, name: admin.name },
        reason: body.reason,
        now,
        publicUrl: deps.config.publicUrl,
      });
    await recordAudit(tx, {
      action: body.decision === 'uphold' ? 'appeal.uphold' : 'appeal.dismiss',
      entityType: 'appeal',
      entityId: appeal.uuid,
      companyId: company.id,
      before: { status: appeal.status },
      after: {
        status,
        ...(onlyActiveAdmin ? { decided_by_original_decider: msg('appeals.only_admin_note').text } : {}),
      },
      reason: body.reason,
      at: now,
    });
    await noticeToCompany(
      tx,
      company,
      body.decision === 'uphold' ? 'appeal_upheld' : 'appeal_dismissed',
      { subjectLabel: appeal.subjectLabel, reason: body.reason },
      APPEALS_URL,
      { publicUrl: deps.config.publicUrl },
    );
    await markSubjectRead(tx, notificationSubject.appeal(appeal.uuid), ['appeal_submitted']);
    return toAdminAppealDto(row, company, await documentNames(tx, [row]), now);
  });
}

/** The menu badge `appeals_waiting`: the open appeals, the total of the queue the page opens with. */
export async function countAppealsWaiting(deps: Pick<Deps, 'db'>): Promise<number> {
  const [row] = await deps.db.select({ n: count() }).from(appeals).where(openStatuses);
  return Number(row?.n ?? 0);
}
