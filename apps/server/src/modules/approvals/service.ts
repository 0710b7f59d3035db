import { and, asc, desc, eq, gt, ilike, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  ADMIN_ROLE,
  APPROVAL_ACTION_ROLES,
  APPROVAL_STATUS,
  APPROVAL_TTL_MS,
  type TApproval,
  type TApprovalAction,
  type TApprovalListQuery,
  type TApprovalRequested,
  type TListResult,
  type TPendingApproval,
} from '@portal/contract';
import type { Db, DbTx } from '../../db/client';
import { approvals, companies, users } from '../../db/schema';
import { activeAdminsHolding, adminRolesIn, holdsRole } from '../../lib/admin-roles';
import { AppError } from '../../lib/app-error';
import { recordAudit, runAsActor } from '../../lib/audit';
import { allOf, likePattern, pagedList } from '../../lib/list-query';
import { msg } from '../../lib/server-message';
import { duplicateCodeOf } from '../../lib/unique-violation';
import type { Deps, SessionUser } from '../../types';
import { markSubjectRead, notify, notifyMany } from '../notifications';
import type { ApprovalActionDef, ApprovalActions, ApprovalRun } from './actions';
import { toApprovalDto, toPendingApprovalDto, type ApprovalReader } from './approval-dto';

/** The screen that lists the requests; every notification about one links there. */
export const APPROVALS_PAGE = '/admin/approvals';
const subjectOf = (uuid: string) => `approval:${uuid}`;

/**
 * Runs `work` with a way to register the undoing of side effects outside the database (a PDF
 * written to storage during the transaction); when `work` fails they are undone, newest first.
 */
async function withRollbackUndo<R>(work: (onRollback: ApprovalRun['onRollback']) => Promise<R>): Promise<R> {
  const undo: (() => Promise<void>)[] = [];
  try {
    return await work((fn) => undo.push(fn));
  } catch (err) {
    for (const fn of undo.reverse()) await fn().catch(() => undefined);
    throw err;
  }
}

/** The request's body as it is kept: never the CSRF token it came with. */
const storedPayload = (payload: unknown): Record<string, unknown> => {
  const { csrf_token: _token, ...kept } = payload as Record<string, unknown>;
  return kept;
};

export type FourEyesOutcome = { approval: TApprovalRequested['approval'] } | { approval: null };

/**
 * A four-eyes action (docs/business-rules.md#four-eyes), in one transaction: the owner's `prepare`
 * checks the request with every refusal of acting at once; then, unless another active
 * administrator could decide it (one holding the action's role, or a super admin), or the
 * action waives it (the first-run setup), it is carried out at once and an `approval.waived` row
 * says why no second administrator looked at it. Otherwise the request is stored (one waiting
 * request per action and entity: else 409 `CONFLICT`), `approval.requested` is recorded and every
 * administrator who could decide it is notified; the route answers 202 with `{ approval }`.
 */
export async function requestOrAct<P>(
  deps: Deps,
  requester: SessionUser,
  def: ApprovalActionDef<P>,
  payload: P,
): Promise<FourEyesOutcome> {
  await def.preload?.(deps);
  try {
    return await withRollbackUndo((onRollback) =>
      deps.db.transaction(async (tx): Promise<FourEyesOutcome> => {
        const now = deps.clock.now();
        const subject = await def.prepare(tx, deps, payload);
        const run = { requesterId: requester.id, onRollback };
        if (subject.needsApproval === false) {
          await def.execute(tx, deps, payload, run);
          return { approval: null };
        }
        const role = APPROVAL_ACTION_ROLES[def.action];
        const deciders = (await activeAdminsHolding(tx, role)).filter((id) => id !== requester.id);
        const waived = (await def.waiver?.(tx)) ?? (deciders.length === 0 ? 'no_second_administrator' : null);
        if (waived) {
          await def.execute(tx, deps, payload, run);
          await recordAudit(tx, {
            action: 'approval.waived',
            entityType: subject.entityType,
            entityId: subject.entityId,
            companyId: subject.companyId,
            after: { action: def.action, waived },
            reason: msg(
              waived === 'first_run_setup' ? 'approvals.waived_first_run' : 'approvals.waived_no_second_admin',
            ).text,
            at: now,
          });
          return { approval: null };
        }
        const [waiting] = await tx
          .select()
          .from(approvals)
          .where(
            and(
              eq(approvals.action, def.action),
              eq(approvals.entityType, subject.entityType),
              eq(approvals.entityId, subject.entityId),
              eq(approvals.status, APPROVAL_STATUS.PENDING),
            ),
          )
          .for('update')
          .limit(1);
        // A request past its 7 days that the job has not reached yet is expired here, as the job
        // would: the screens no longer show it, so asking again must not meet it.
        if (waiting && waiting.expiresAt.getTime() <= now.getTime()) await expireApprovalRow(tx, waiting, now);
        else if (waiting) throw new AppError('CONFLICT', { message: msg('approvals.already_pending') });
        const [row] = await tx
          .insert(approvals)
          .values({
            action: def.action,
            neededRole: role,
            entityType: subject.entityType,
            entityId: subject.entityId,
            entityLabel: subject.entityLabel,
            companyId: subject.companyId,
            payload: storedPayload(payload),
            before: subject.before,
            after: subject.after,
            reason: subject.reason,
            requestedBy: requester.id,
            requestedAt: now,
            expiresAt: new Date(now.getTime() + APPROVAL_TTL_MS),
          })
          .returning();
        await recordAudit(tx, {
          action: 'approval.requested',
          entityType: 'approval',
          entityId: row.uuid,
          companyId: subject.companyId,
          before: subject.before,
          after: {
            action: def.action,
            entity_type: subject.entityType,
            entity_id: subject.entityId,
            ...(subject.after ?? {}),
          },
          reason: subject.reason,
          at: now,
        });
        await notifyMany(
          tx,
          deciders,
          'approval_requested',
          {
            uuid: row.uuid,
            action: def.action,
            entity: subject.entityLabel,
            requester: requester.name,
            reason: subject.reason ?? '-',
          },
          APPROVALS_PAGE,
        );
        return { approval: { uuid: row.uuid, action: def.action, status: APPROVAL_STATUS.PENDING } };
      }),
    );
  } catch (err) {
    // Two requests of one action at the same moment: the second meets the index of waiting requests.
    if (duplicateCodeOf(err) === 'CONFLICT')
      throw new AppError('CONFLICT', { message: msg('approvals.already_pending') });
    throw err;
  }
}

/**
 * The requests still waiting (pending and not expired) for the given actions on the given
 * entities, by entity id, in one query for a whole page: what the screens show instead of the
 * action's button (docs/business-rules.md#four-eyes). The partial unique index of waiting requests
 * (action, entity_type, entity_id) answers it. When two actions wait on one entity (a certificate's
 * revision and its revocation), the oldest request is the one named.
 */
export async function pendingApprovalsOf(
  db: Db | DbTx,
  entityType: string,
  entityIds: readonly string[],
  actions: readonly TApprovalAction[],
  now: Date,
): Promise<Map<string, TPendingApproval>> {
  const out = new Map<string, TPendingApproval>();
  if (entityIds.length === 0) return out;
  const rows = await db
    .select({
      uuid: approvals.uuid,
      action: approvals.action,
      entityId: approvals.entityId,
      requestedAt: approvals.requestedAt,
      expiresAt: approvals.expiresAt,
      requesterName: users.name,
    })
    .from(approvals)
    .innerJoin(users, eq(users.id, approvals.requestedBy))
    .where(
      and(
        inArray(approvals.action, [...actions]),
        eq(approvals.entityType, entityType),
        inArray(approvals.entityId, [...entityIds]),
        eq(approvals.status, APPROVAL_STATUS.PENDING),
        gt(approvals.expiresAt, now),
      ),
    )
    .orderBy(asc(approvals.requestedAt), asc(approvals.id));
  for (const r of rows) if (!out.has(r.entityId)) out.set(r.entityId, toPendingApprovalDto(r, r.requesterName));
  return out;
}

/**
 * A waiting request whose 7 days have passed becomes `expired`, by the server, in the caller's
 * transaction (the row locked by the caller): `approval.expired` is recorded, the requester is
 * told, and the deciders' notifications stop counting as unread (docs/business-rules.md#four-eyes).
 */
export async function expireApprovalRow(tx: DbTx, row: typeof approvals.$inferSelect, now: Date): Promise<void> {
  await tx.update(approvals).set({ status: APPROVAL_STATUS.EXPIRED, decidedAt: now }).where(eq(approvals.id, row.id));
  await recordAudit(tx, {
    action: 'approval.expired',
    entityType: 'approval',
    entityId: row.uuid,
    companyId: row.companyId,
    before: { status: row.status },
    after: { status: APPROVAL_STATUS.EXPIRED },
    at: now,
  });
  await notify(
    tx,
    row.requestedBy,
    'approval_expired',
    { uuid: row.uuid, action: row.action, entity: row.entityLabel },
    APPROVALS_PAGE,
  );
  await markSubjectRead(tx, subjectOf(row.uuid), ['approval_requested']);
}

const requesterUser = alias(users, 'requester');
const deciderUser = alias(users, 'decider');

/** The reader and their roles, read once per call. */
async function readerOf(db: Db | DbTx, user: SessionUser): Promise<ApprovalReader> {
  return { id: user.id, roles: await adminRolesIn(db, user.id) };
}

/** The requests the reader may decide: waiting, someone else's, and the reader holds the role (or is a super admin). */
function decidableBy(reader: ApprovalReader): SQL {
  const role = reader.roles.includes(ADMIN_ROLE.SUPER_ADMIN)
    ? sql`true`
    : sql`exists (select 1 from admin_roles ar where ar.user_id = ${reader.id} and ar.role = "approvals"."needed_role")`;
  return and(eq(approvals.status, APPROVAL_STATUS.PENDING), ne(approvals.requestedBy, reader.id), role)!;
}

function listWhere(q: Omit<TApprovalListQuery, 'page' | 'per_page'>, reader: ApprovalReader): SQL | undefined {
  const like = q.q ? likePattern(q.q) : undefined;
  return allOf([
    q.status ? eq(approvals.status, q.status) : undefined,
    q.action ? eq(approvals.action, q.action) : undefined,
    q.scope === 'mine' ? eq(approvals.requestedBy, reader.id) : undefined,
    q.scope === 'to_decide' ? decidableBy(reader) : undefined,
    like
      ? or(
          ilike(approvals.entityLabel, like),
          ilike(approvals.entityId, like),
          ilike(companies.name, like),
          ilike(requesterUser.name, like),
          ilike(requesterUser.email, like),
        )
      : undefined,
  ]);
}

const itemSelect = {
  approval: approvals,
  requester: { uuid: requesterUser.uuid, name: requesterUser.name, email: requesterUser.email },
  deciderUuid: deciderUser.uuid,
  deciderName: deciderUser.name,
  deciderEmail: deciderUser.email,
  companyName: companies.name,
};

function itemQuery(db: Db | DbTx) {
  return db
    .select(itemSelect)
    .from(approvals)
    .innerJoin(requesterUser, eq(requesterUser.id, approvals.requestedBy))
    .leftJoin(deciderUser, eq(deciderUser.id, approvals.decidedBy))
    .leftJoin(companies, eq(companies.id, approvals.companyId));
}

type ItemRow = Awaited<ReturnType<ReturnType<typeof itemQuery>['execute']>>[number];
const toItem = (r: ItemRow, reader: ApprovalReader): TApproval =>
  toApprovalDto(
    r.approval,
    r.requester,
    r.deciderUuid && r.deciderName && r.deciderEmail
      ? { uuid: r.deciderUuid, name: r.deciderName, email: r.deciderEmail }
      : null,
    r.companyName === null ? null : { name: r.companyName },
    reader,
  );

/**
 * GET admin/approvals/list.php: newest first, one statement for the page (requester, decider and
 * company joined; approvals_status_requested_idx) and one count.
 */
export async function listApprovals(
  deps: Pick<Deps, 'db'>,
  user: SessionUser,
  q: TApprovalListQuery,
): Promise<TListResult<TApproval>> {
  const reader = await readerOf(deps.db, user);
  const where = listWhere(q, reader);
  return pagedList(
    q,
    async (limit, offset) =>
      (
        await itemQuery(deps.db)
          .where(where)
          .orderBy(desc(approvals.requestedAt), desc(approvals.id))
          .limit(limit)
          .offset(offset)
      ).map((r) => toItem(r, reader)),
    () =>
      deps.db
        .select({ n: sql<number>`count(*)` })
        .from(approvals)
        .innerJoin(requesterUser, eq(requesterUser.id, approvals.requestedBy))
        .leftJoin(companies, eq(companies.id, approvals.companyId))
        .where(where),
  );
}

async function itemIn(tx: DbTx, id: number, reader: ApprovalReader): Promise<TApproval> {
  const [row] = await itemQuery(tx).where(eq(approvals.id, id)).limit(1);
  return toItem(row, reader);
}

/** The request, locked for the rest of the transaction: of concurrent decisions, one waits for the other. */
async function lockApproval(tx: DbTx, uuid: string) {
  const [row] = await tx.select().from(approvals).where(eq(approvals.uuid, uuid)).for('update').limit(1);
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

/**
 * POST admin/approvals/decide.php (docs/business-rules.md#four-eyes): another administrator holding
 * the action's role (or a super admin) approves or rejects a waiting request, with a reason. An
 * approval carries the action out in the same transaction, as it was asked; the row lock makes it
 * happen exactly once however many decide at the same moment (the others find it decided: 409).
 * The requester is 403 `SAME_PERSON`; a request past its 7 days is no longer waiting (409).
 */
export async function decideApproval(
  deps: Deps,
  user: SessionUser,
  input: { uuid: string; decision: 'approve' | 'reject'; reason: string },
  actions: ApprovalActions,
): Promise<TApproval> {
  // The action is known only once the request is read, inside the transaction: whatever any action
  // loads from outside it is loaded first (each is kept in memory after its first load).
  for (const def of Object.values(actions)) await def.preload?.(deps);
  return withRollbackUndo((onRollback) =>
    deps.db.transaction(async (tx) => {
      const now = deps.clock.now();
      const row = await lockApproval(tx, input.uuid);
      if (row.status !== APPROVAL_STATUS.PENDING || row.expiresAt.getTime() <= now.getTime())
        throw new AppError('INVALID_TRANSITION', {
          message: msg('approvals.not_pending'),
          data: { current_status: row.status },
        });
      if (row.requestedBy === user.id) throw new AppError('SAME_PERSON');
      const reader = await readerOf(tx, user);
      if (!holdsRole(reader.roles, [row.neededRole])) throw new AppError('ROLE_REQUIRED');
      const approved = input.decision === 'approve';
      if (approved) {
        const def = actions[row.action];
        // What the action writes names its author, the requester (the timeline and the action's own
        // audit rows); `approval.decided` below names who approved it. The address is not theirs.
        const [author] = await tx.select({ email: users.email }).from(users).where(eq(users.id, row.requestedBy));
        await runAsActor({ userId: row.requestedBy, email: author?.email ?? null, role: 'admin', ip: null }, () =>
          def.execute(tx, deps, def.parse(row.payload), { requesterId: row.requestedBy, onRollback }),
        );
      }
      const status = approved ? APPROVAL_STATUS.APPROVED : APPROVAL_STATUS.REJECTED;
      await tx
        .update(approvals)
        .set({ status, decidedBy: user.id, decidedAt: now, decisionReason: input.reason })
        .where(eq(approvals.id, row.id));
      await recordAudit(tx, {
        action: 'approval.decided',
        entityType: 'approval',
        entityId: row.uuid,
        companyId: row.companyId,
        before: { status: row.status },
        after: { status, action: row.action, entity_type: row.entityType, entity_id: row.entityId },
        reason: input.reason,
        at: now,
      });
      await notify(
        tx,
        row.requestedBy,
        'approval_decided',
        {
          uuid: row.uuid,
          action: row.action,
          entity: row.entityLabel,
          decider: user.name,
          decision: approved ? 'approved' : 'rejected',
          reason: input.reason,
        },
        APPROVALS_PAGE,
      );
      await markSubjectRead(tx, subjectOf(row.uuid), ['approval_requested']);
      return itemIn(tx, row.id, reader);
    }),
  );
}

/** POST admin/approvals/withdraw.php: the requester takes back a waiting request. */
export async function withdrawApproval(deps: Pick<Deps, 'db' | 'clock'>, user: SessionUser, uuid: string) {
  return deps.db.transaction(async (tx) => {
    const now = deps.clock.now();
    const row = await lockApproval(tx, uuid);
    if (row.requestedBy !== user.id) throw new AppError('FORBIDDEN', { message: msg('approvals.not_yours') });
    if (row.status !== APPROVAL_STATUS.PENDING)
      throw new AppError('INVALID_TRANSITION', {
        message: msg('approvals.not_pending'),
        data: { current_status: row.status },
      });
    await tx
      .update(approvals)
      .set({ status: APPROVAL_STATUS.WITHDRAWN, decidedAt: now })
      .where(eq(approvals.id, row.id));
    await recordAudit(tx, {
      action: 'approval.withdrawn',
      entityType: 'approval',
      entityId: row.uuid,
      companyId: row.companyId,
      before: { status: row.status },
      after: { status: APPROVAL_STATUS.WITHDRAWN },
      at: now,
    });
    await markSubjectRead(tx, subjectOf(row.uuid), ['approval_requested']);
    return itemIn(tx, row.id, await readerOf(tx, user));
  });
}

/** The menu badge (admin/menu-counts.php `approvals_pending`): requests the reader may decide, not yet expired. */
export async function countApprovalsToDecide(deps: Pick<Deps, 'db' | 'clock'>, user: SessionUser): Promise<number> {
  const reader = await readerOf(deps.db, user);
  const [row] = await deps.db
    .select({ n: sql<number>`count(*)` })
    .from(approvals)
    .where(and(decidableBy(reader), sql`${approvals.expiresAt} > ${deps.clock.now()}`));
  return Number(row?.n ?? 0);
}
