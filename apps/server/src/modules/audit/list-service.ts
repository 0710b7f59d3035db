import { count, eq, gte, ilike, like, lt, or, sql, type SQL } from 'drizzle-orm';
import { addDays, wibStartOfDay, type TAuditItem, type TAuditListQuery, type TListResult } from '@portal/contract';
import type { Db } from '../../db/client';
import { auditLog } from '../../db/schema';
import { allOf, likePattern, pagedList } from '../../lib/list-query';
import { toAuditItemDto } from './audit-dto';

type Filter = Omit<TAuditListQuery, 'page' | 'per_page'>;

/** The word that asks for the server's own rows (scheduler, consequences) instead of an e-mail. */
const SYSTEM_ACTOR = 'system';

/** `actor`: the server's own rows, or a part of the actor's e-mail in any case. */
function actorFilter(actor: string): SQL {
  return actor.toLowerCase() === SYSTEM_ACTOR
    ? eq(auditLog.actorRole, 'system')
    : ilike(auditLog.actorEmail, likePattern(actor));
}

/** `action`: exact, or every action of an entity when it ends with `.` (`invoice.`), a prefix the action index serves. */
function actionFilter(action: string): SQL {
  if (!action.endsWith('.')) return eq(auditLog.action, action);
  return like(auditLog.action, `${action.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
}

/** The list's and the export's filter (docs/business-rules.md#audit-trail); `from`/`to` are WIB days, both included. */
export function auditWhere(q: Filter): SQL | undefined {
  return allOf([
    q.entity_type ? eq(auditLog.entityType, q.entity_type) : undefined,
    q.entity_id ? eq(auditLog.entityId, q.entity_id) : undefined,
    q.actor ? actorFilter(q.actor) : undefined,
    q.action ? actionFilter(q.action) : undefined,
    q.from ? gte(auditLog.at, wibStartOfDay(q.from)) : undefined,
    q.to ? lt(auditLog.at, wibStartOfDay(addDays(q.to, 1))) : undefined,
    q.q ? or(ilike(auditLog.entityId, likePattern(q.q)), ilike(auditLog.reason, likePattern(q.q))) : undefined,
  ]);
}

/**
 * The order of `audit_log_at_idx` (`at DESC NULLS LAST, id DESC NULLS LAST`), read forwards or
 * backwards. A plain `ORDER BY at DESC` means NULLS FIRST, which that index does not serve: every
 * page would sort the whole table (the columns are NOT NULL, so the spelling changes no result).
 */
const ORDER = {
  newest: [sql`${auditLog.at} desc nulls last`, sql`${auditLog.id} desc nulls last`],
  oldest: [sql`${auditLog.at} asc nulls first`, sql`${auditLog.id} asc nulls first`],
} as const;

async function page(db: Db, q: Filter, limit: number, offset: number): Promise<TAuditItem[]> {
  const rows = await db
    .select()
    .from(auditLog)
    .where(auditWhere(q))
    .orderBy(...ORDER[q.sort ?? 'newest'])
    .limit(limit)
    .offset(offset);
  return rows.map(toAuditItemDto);
}

/** GET admin/audit/list.php: one page, newest first unless `sort=oldest`, with the total. */
export async function listAudit(db: Db, q: TAuditListQuery): Promise<TListResult<TAuditItem>> {
  return pagedList(
    q,
    (limit, offset) => page(db, q, limit, offset),
    () => db.select({ n: count() }).from(auditLog).where(auditWhere(q)),
  );
}

/** The export's pages: the list's filter and order (docs/business-rules.md#exports). */
export const exportAuditPage = (db: Db, q: Filter) => (limit: number, offset: number) => page(db, q, limit, offset);
