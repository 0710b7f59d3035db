import { and, eq, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { STATUS_BADGE_LABELS_ID, transitionRefusedMessage, transitionRules, type TActorKind, type TTransitionTable } from '@portal/contract';
import type { DbTx } from '../db/client';
import { AppError } from './app-error';

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
  /** What issue 11's audit rows call the entity. */
  entity: 'application' | 'invoice' | 'document_request' | 'certificate';
  table: T;
  /** The contract's table: the only changes allowed. */
  transitions: TTransitionTable<S, N>;
  /** Rows that exist for the machine (a soft-deleted draft does not): others answer 404. */
  live?: SQL;
  /** Where the timeline goes; a machine without one records no events. */
  events?: { table: PgTable; values(entityId: number, event: TTransitionEvent): Record<string, unknown> };
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
}

export interface TransitionResult<T extends TStatusTable, S extends string> {
  row: T['$inferSelect'];
  from: S;
  to: S;
}

/** The 409 for a change that the row's current status does not allow; the message names that status. */
export function invalidTransition(currentStatus: string): AppError {
  const label = STATUS_BADGE_LABELS_ID[currentStatus as keyof typeof STATUS_BADGE_LABELS_ID] ?? currentStatus;
  return new AppError('INVALID_TRANSITION', { message: transitionRefusedMessage(label), data: { current_status: currentStatus } });
}

function rulesFor<S extends string, N extends string>(machine: { entity: string; transitions: TTransitionTable<S, N> }, name: N, actor: TTransitionActor, from?: readonly S[]) {
  const rules = transitionRules(machine.transitions, name, actor.kind, from);
  const describe = () => `${name} by ${actor.kind}${from ? ` from ${from.join(', ')}` : ''}`;
  if (rules.length === 0 || (from && rules.length !== new Set(from).size)) throw new TransitionTableError(machine.entity, describe());
  if (actor.kind !== 'system' && !Number.isSafeInteger(actor.userId)) throw new TransitionTableError(machine.entity, `${describe()} without a user`);
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
 * 4. the event row (from, to, name, actor, note, at) and, from issue 11, the audit row.
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
  await writeTransitionAudit(tx, { entity: machine.entity, entityId: req.id, actor: req.actor, event });
  return { row: rows[0], from: current, to };
}

/**
 * Records the creation of a row in its first status (the table's `from: null` row, e.g.
 * `create` → `draft`, `issue` → `pending`) on its timeline. The caller has just inserted the row
 * in that status, in the same transaction.
 */
export async function recordCreation<T extends TStatusTable, S extends string, N extends string>(
  tx: DbTx,
  machine: StateMachine<T, S, N>,
  req: { id: number; name: NoInfer<N>; actor: TTransitionActor; now: Date; note?: string | null },
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
  if (machine.events) await tx.insert(machine.events.table).values(machine.events.values(req.id, event) as never);
  await writeTransitionAudit(tx, { entity: machine.entity, entityId: req.id, actor: req.actor, event });
}

async function currentStatus<S extends string>(tx: DbTx, table: TStatusTable, where: SQL | undefined): Promise<S> {
  const [row] = (await tx.select({ status: table.status }).from(table).where(where)) as { status: S }[];
  if (!row) throw new AppError('NOT_FOUND');
  return row.status;
}

export interface TTransitionAuditEntry {
  entity: StateMachine<TStatusTable, string, string>['entity'];
  entityId: number;
  actor: TTransitionActor;
  event: TTransitionEvent;
}

/**
 * HOOK (issue 11, docs/business-rules.md#audit-trail): the audit row of every state change is
 * written here, in the same transaction, so a change without its audit row cannot commit. Issue
 * 11 adds the table and the caller's role and address; until then nothing is written.
 */
async function writeTransitionAudit(_tx: DbTx, _entry: TTransitionAuditEntry): Promise<void> {
  // Intentionally empty until the audit table exists (issue 11).
}
