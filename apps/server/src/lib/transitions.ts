import { and, eq, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { transitionRules, type TActorKind, type TTransitionTable } from '@portal/contract';
import type { DbTx } from '../db/client';
import { AppError } from './app-error';
import { msg } from './server-message';
import { currentActor, recordAudit, type TAuditActor } from './audit';

/**
 * The one transition engine (docs/decisions/026, docs/business-rules.md#application-status,
 * #invoice-status): every status change of an application, invoice or document request goes
 * through `transition`, inside the caller's transaction, which also holds the change's
 * notifications and mail-queue rows.
 */

/** Who makes a change. `system` is the server itself (scheduler, a consequence of a payment) and has no user. */
export type TTransitionActor = { kind: 'system' } | { kind: Exclude<TActorKind, 'system'>; userId: number };

/** A table whose rows have a status: an `id`, a `status` and a `statusChangedAt` column. */
export type TStatusTable = PgTable & { id: PgColumn; status: PgColumn; statusChangedAt: PgColumn };

/** One timeline row, as the machine's event table stores it. */
export interface TTransitionEvent {
  name: string;
  fromStatus: string | null;
  toStatus: string;
  actorUserId: number | null;
  note: string | null;
  at: Date;
}

export interface StateMachine<T extends TStatusTable, S extends string, N extends string> {
  /** The machine's name: the audit action's prefix (`application.approve`). */
  entity: 'application' | 'invoice' | 'document_request' | 'certificate';
  /**
   * Where the change is filed in the audit trail (docs/business-rules.md#audit-trail): the entity
   * type and identifier the admin screens use, and the owning company. A document request is filed
   * under its application.
   */
  auditRef: (tx: DbTx, row: T['$inferSelect']) => Promise<TAuditRef> | TAuditRef;
  table: T;
  /** The contract's table: the only changes allowed. */
  transitions: TTransitionTable<S, N>;
  /** Rows that exist for the machine (a soft-deleted draft does not): others answer 404. */
  live?: SQL;
  /** Where the timeline goes; a machine without one records no events. */
  events?: { table: PgTable; values(entityId: number, event: TTransitionEvent): Record<string, unknown> };
}

export interface TAuditRef {
  entityType: 'application' | 'invoice' | 'certificate';
  entityId: string;
  companyId: number | null;
}

/** A change the contract's table does not have: a bug in the caller, refused before the database is touched (500). */
export class TransitionTableError extends Error {
  constructor(entity: string, detail: string) {
    super(`${entity} transition not in the contract's table: ${detail}`);
    this.name = 'TransitionTableError';
  }
}

export interface TransitionRequest<T extends TStatusTable, S extends string, N extends string> {
  /** The row's numeric id. */
  id: number;
  name: N;
  actor: TTransitionActor;
  /** The transaction's clock reading: `status_changed_at` and the event's time. */
  now: Date;
  note?: string | null;
  /** Narrows the rows of `name` to these source statuses (each must be one of them). */
  from?: readonly S[];
  /** Further columns written by the same compare-and-set UPDATE (e.g. `paidAt`, `decidedBy`). */
  set?: Partial<T['$inferInsert']>;
  /** The audit row's reason when it is not the note (a note that is internal, e.g. a clerk's). */
  reason?: string | null;
}

export interface TransitionResult<T extends TStatusTable, S extends string> {
  row: T['$inferSelect'];
  from: S;
  to: S;
}

/** The 409 for a change that the row's current status does not allow; the message names that status. */
export function invalidTransition(currentStatus: string): AppError {
  return new AppError('INVALID_TRANSITION', {
    message: msg('transition.refused', { status: currentStatus }),
    data: { current_status: currentStatus },
  });
}

function rulesFor<S extends string, N extends string>(
  machine: { entity: string; transitions: TTransitionTable<S, N> },
  name: N,
  actor: TTransitionActor,
  from?: readonly S[],
) {
  const rules = transitionRules(machine.transitions, name, actor.kind, from);
  const describe = () => `${name} by ${actor.kind}${from ? ` from ${from.join(', ')}` : ''}`;
  if (rules.length === 0 || (from && rules.length !== new Set(from).size))
    throw new TransitionTableError(machine.entity, describe());
  if (actor.kind !== 'system' && !Number.isSafeInteger(actor.userId))
    throw new TransitionTableError(machine.entity, `${describe()} without a user`);
  return rules;
}

/**
 * Moves row `id` along the transition `name`:
 * 1. the contract's table must have `name` for `actor` (and `from`), else TransitionTableError
 *    before any query;
 * 2. the row's current status is read: 404 when there is no such live row, 409
 *    INVALID_TRANSITION naming it when no rule leaves it;
 * 3. compare-and-set: `UPDATE … SET status = to, status_changed_at = now, …set WHERE id = ? AND
 *    status = <the status read> RETURNING *`. Of any number of simultaneous calls exactly one
 *    matches; the others wait for its row lock, find the status changed and answer 409;
 * 4. the event row (from, to, name, actor, note, at) and the audit row (status before and after,
 *    the columns of `set`, the note as reason).
 */
export async function transition<T extends TStatusTable, S extends string, N extends string>(
  tx: DbTx,
  machine: StateMachine<T, S, N>,
  // Names and statuses come from the machine's table only (a typo is a compile error).
  req: TransitionRequest<T, NoInfer<S>, NoInfer<N>>,
): Promise<TransitionResult<T, S>> {
  const rules = rulesFor(machine, req.name, req.actor, req.from);
  const to = rules[0].to;
  const table = machine.table;
  const where = and(eq(table.id, req.id), machine.live);
  const current = await currentStatus<S>(tx, table, where);
  const rule = rules.find((r) => r.from === current);
  if (!rule) throw invalidTransition(current);

  const rows = (await tx
    .update(table)
    .set({ ...req.set, status: to, statusChangedAt: req.now } as never)
    .where(and(where, eq(table.status, current)))
    .returning()) as T['$inferSelect'][];
  // Someone else changed the row between the read and the update (and committed first).
  if (rows.length === 0) throw invalidTransition(await currentStatus<S>(tx, table, where));

  const event: TTransitionEvent = {
    name: req.name,
    fromStatus: current,
    toStatus: to,
    actorUserId: req.actor.kind === 'system' ? null : req.actor.userId,
    note: req.note ?? null,
    at: req.now,
  };
  if (machine.events) await tx.insert(machine.events.table).values(machine.events.values(req.id, event) as never);
  await writeTransitionAudit(tx, machine, rows[0], { actor: req.actor, event, set: req.set, reason: req.reason });
  return { row: rows[0], from: current, to };
}

/**
 * Records the creation of a row in its first status (the table's `from: null` row, e.g.
 * `create` → `draft`, `issue` → `pending`) on its timeline and in the audit trail. The caller has
 * just inserted `row` in that status, in the same transaction, and passes it as RETURNING gave it.
 */
export async function recordCreation<T extends TStatusTable, S extends string, N extends string>(
  tx: DbTx,
  machine: StateMachine<T, S, N>,
  req: {
    row: T['$inferSelect'] & { id: number };
    name: NoInfer<N>;
    actor: TTransitionActor;
    now: Date;
    note?: string | null;
  },
): Promise<void> {
  const rule = machine.transitions.find((r) => r.name === req.name && r.actor === req.actor.kind && r.from === null);
  if (!rule) throw new TransitionTableError(machine.entity, `${req.name} by ${req.actor.kind} is not a creation`);
  const event: TTransitionEvent = {
    name: req.name,
    fromStatus: null,
    toStatus: rule.to,
    actorUserId: req.actor.kind === 'system' ? null : req.actor.userId,
    note: req.note ?? null,
    at: req.now,
  };
  if (machine.events) await tx.insert(machine.events.table).values(machine.events.values(req.row.id, event) as never);
  await writeTransitionAudit(tx, machine, req.row, { actor: req.actor, event });
}

async function currentStatus<S extends string>(tx: DbTx, table: TStatusTable, where: SQL | undefined): Promise<S> {
  const [row] = (await tx.select({ status: table.status }).from(table).where(where)) as { status: S }[];
  if (!row) throw new AppError('NOT_FOUND');
  return row.status;
}

const jsonValue = (v: unknown): unknown =>
  v instanceof Date ? v.toISOString() : typeof v === 'bigint' ? Number(v) : v;

/**
 * The audit row of every state change, in the same transaction (docs/business-rules.md#audit-trail):
 * a change without its audit row cannot commit. The actor is the request's (lib/audit.ts) unless the
 * change is the server's own (`system`), which has no user and no address.
 */
async function writeTransitionAudit<T extends TStatusTable>(
  tx: DbTx,
  machine: StateMachine<T, string, string>,
  row: T['$inferSelect'],
  entry: { actor: TTransitionActor; event: TTransitionEvent; set?: Record<string, unknown>; reason?: string | null },
): Promise<void> {
  const ref = await machine.auditRef(tx, row);
  const before: Record<string, unknown> = { status: entry.event.fromStatus };
  const after: Record<string, unknown> = { status: entry.event.toStatus };
  for (const [key, value] of Object.entries(entry.set ?? {})) after[key] = jsonValue(value);
  const actor: TAuditActor | undefined =
    entry.actor.kind === 'system'
      ? { userId: null, email: null, role: 'system', ip: null }
      : currentActor().userId === entry.actor.userId
        ? undefined
        : { userId: entry.actor.userId, email: null, role: entry.actor.kind === 'admin' ? 'admin' : 'user', ip: null };
  await recordAudit(tx, {
    action: `${machine.entity}.${entry.event.name}`,
    entityType: ref.entityType,
    entityId: ref.entityId,
    companyId: ref.companyId,
    before: entry.event.fromStatus === null ? null : before,
    after,
    reason: entry.reason !== undefined ? entry.reason : entry.event.note,
    at: entry.event.at,
    ...(actor && { actor }),
  });
}
