import { AsyncLocalStorage } from 'node:async_hooks';
import type { TAuditActorRole, TAuditChanges, TAuditEntityType } from '@portal/contract';
import type { DbTx } from '../db/client';
import { auditLog } from '../db/schema';

/**
 * The audit trail's writer (docs/business-rules.md#audit-trail, docs/decisions/083).
 *
 * Who acts and from which address is known to the route gate, not to the services (they take
 * plain values): the gate runs each handler inside `runAsActor`, and `recordAudit` reads it from
 * there. Outside a request (the scheduler, the demo seed) the actor is the server itself.
 */

export interface TAuditActor {
  userId: number | null;
  email: string | null;
  role: TAuditActorRole;
  ip: string | null;
}

const SYSTEM: TAuditActor = { userId: null, email: null, role: 'system', ip: null };
const store = new AsyncLocalStorage<TAuditActor>();

/** Runs `fn` with `actor` as the one who acts (the route gate; a job acting for a user). */
export function runAsActor<T>(actor: TAuditActor, fn: () => T): T {
  return store.run(actor, fn);
}

/** The actor of the current request, or the server itself. */
export function currentActor(): TAuditActor {
  return store.getStore() ?? SYSTEM;
}

export interface TAuditEntry {
  /** `<entity or sub-entity>.<verb>`, e.g. `company.verify`, `document_request.fulfil`. */
  action: string;
  entityType: TAuditEntityType;
  /** The identifier the admin screens use (code_reg, uuid, company number, setting key…). */
  entityId: string | number;
  /** The company the entity belongs to (its owner's timeline), when it has one. */
  companyId?: number | null;
  /** Only the fields that changed (see `changedFields`). */
  before?: TAuditChanges | null;
  after?: TAuditChanges | null;
  reason?: string | null;
  /** The transaction's clock reading. */
  at: Date;
  /** Overrides the request's actor (e.g. a system consequence inside a user's request). */
  actor?: TAuditActor;
}

/** Writes one audit row in the caller's transaction: if it fails, the change it records fails. */
export async function recordAudit(tx: DbTx, entry: TAuditEntry): Promise<void> {
  const actor = entry.actor ?? currentActor();
  await tx.insert(auditLog).values({
    at: entry.at,
    actorUserId: actor.userId,
    actorEmail: actor.email,
    actorRole: actor.role,
    ip: actor.ip,
    action: entry.action,
    entityType: entry.entityType,
    entityId: String(entry.entityId),
    companyId: entry.companyId ?? null,
    before: wellFormed(entry.before),
    after: wellFormed(entry.after),
    reason: entry.reason ?? null,
  });
}

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/**
 * The changes as PostgreSQL's jsonb accepts them: a lone UTF-16 surrogate (valid in a JS string,
 * stored as U+FFFD in a text column) is refused inside jsonb, and must not make the change fail.
 */
function wellFormed(changes: TAuditChanges | null | undefined): TAuditChanges | null {
  if (!changes) return null;
  return JSON.parse(
    JSON.stringify(changes, (_k, x: unknown) => (typeof x === 'string' ? x.replace(LONE_SURROGATE, '\ufffd') : x)),
  ) as TAuditChanges;
}

/** Fields never copied into the trail, whatever the service passes. */
const NEVER_RECORDED = new Set(['password', 'password_hash', 'passwordHash', 'csrf_token', 'token', 'otp', 'secret']);

/** JSON with object keys sorted: a jsonb column reads back with its keys reordered, which is no change. */
const canonical = (v: unknown): string =>
  JSON.stringify(v ?? null, (_k, x: unknown) =>
    x && typeof x === 'object' && !Array.isArray(x)
      ? Object.fromEntries(Object.entries(x as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b)))
      : x,
  );
const same = (a: unknown, b: unknown) => canonical(a) === canonical(b);

const jsonValue = (v: unknown): unknown => (v instanceof Date ? v.toISOString() : v === undefined ? null : v);

/**
 * The before and after of the fields that differ between two records (keys of `after` only: a
 * partial update names what it sets). Returns null when nothing differs.
 */
export function changedFields(
  before: Record<string, unknown> | null | undefined,
  after: Record<string, unknown>,
): { before: TAuditChanges; after: TAuditChanges } | null {
  const b: TAuditChanges = {};
  const a: TAuditChanges = {};
  for (const key of Object.keys(after)) {
    if (NEVER_RECORDED.has(key)) continue;
    const old = before?.[key];
    if (same(jsonValue(old), jsonValue(after[key]))) continue;
    b[key] = jsonValue(old);
    a[key] = jsonValue(after[key]);
  }
  return Object.keys(a).length === 0 ? null : { before: b, after: a };
}
