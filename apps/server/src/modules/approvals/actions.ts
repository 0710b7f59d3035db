import type { TApprovalAction, TAuditChanges, TAuditEntityType } from '@portal/contract';
import type { DbTx } from '../../db/client';
import type { Deps } from '../../types';

/** What a four-eyes request is about, as the queue shows it (docs/business-rules.md#four-eyes). */
export interface ApprovalSubject {
  entityType: TAuditEntityType;
  entityId: string;
  /** The entity as people name it: a certificate's number, an invoice's transId, the fee schedule. */
  entityLabel: string;
  companyId: number | null;
  /** What would change: the fields and their values before and after. */
  before: TAuditChanges | null;
  after: TAuditChanges | null;
  /** The requester's reason, when the action takes one. */
  reason: string | null;
  /**
   * False when this particular request needs no second look (a revision that changes neither the
   * company name nor the sub-bidang): it is carried out at once, like any other action.
   */
  needsApproval?: boolean;
}

/** What the execution of a request is given besides its payload. */
export interface ApprovalRun {
  /** Who asked for it: the author of what it writes (a revision's `created_by`, a timeline's actor). */
  requesterId: number;
  /** Registers work that undoes a side effect outside the database (a stored PDF) if the transaction fails. */
  onRollback(undo: () => Promise<void>): void;
}

/**
 * A four-eyes action, defined by the module that owns its data (docs/decisions/101): `prepare`
 * checks the request inside the transaction with every refusal of acting at once (so a request that
 * could never be carried out is refused at once, not queued) and describes it; `execute` carries it
 * out in a transaction, at once or when another administrator approves it. The approvals module
 * knows actions only through these objects, which the list of modules hands it.
 */
export interface ApprovalActionDef<P> {
  action: TApprovalAction;
  /** The stored payload, read back as the action takes it (the body it was asked with). */
  parse(raw: unknown): P;
  prepare(tx: DbTx, deps: Deps, payload: P): Promise<ApprovalSubject>;
  execute(tx: DbTx, deps: Deps, payload: P, run: ApprovalRun): Promise<void>;
  /**
   * What `execute` needs from outside the transaction, loaded before it opens (the PDF signing key,
   * kept in memory after its first load; docs/decisions/102), so nothing waits on a second
   * connection while the transaction holds its locks.
   */
  preload?(deps: Deps): Promise<void>;
  /**
   * When a request proceeds without a second administrator although others exist (the fee
   * schedule before the first invoice: docs/business-rules.md#four-eyes). Null: the usual rule.
   */
  waiver?(tx: DbTx): Promise<'first_run_setup' | null>;
}

/** Every four-eyes action, by name: what the approvals module carries out when one is approved. */
export type ApprovalActions = { readonly [A in TApprovalAction]: ApprovalActionDef<unknown> };
