import { and, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import {
  CLAIM_MINUTES,
  type TClaimEntityType,
  type TClaimRequest,
  type TClaimResponse,
  type TClaimedBy,
} from '@portal/contract';
import type { DbOrTx } from '../../db/client';
import { applications, companies, documentRequests, invoices, queueClaims, users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { Deps, SessionUser } from '../../types';
import { toClaimedByDto } from './claim-dto';

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const COMPANY_ID_RE = /^[1-9]\d{0,9}$/;

/**
 * Whether the item exists, by the id its screen uses. Ids that cannot be one (a uuid column
 * compared with a non-uuid text would fail in the database) are unknown without a query.
 */
export async function queueItemExists(db: DbOrTx, type: TClaimEntityType, id: string): Promise<boolean> {
  switch (type) {
    case 'company': {
      if (!COMPANY_ID_RE.test(id) || Number(id) > 2_147_483_647) return false;
      const [row] = await db
        .select({ id: companies.id })
        .from(companies)
        .where(eq(companies.id, Number(id)))
        .limit(1);
      return !!row;
    }
    case 'invoice': {
      if (!UUID_RE.test(id)) return false;
      const [row] = await db.select({ id: invoices.id }).from(invoices).where(eq(invoices.uuid, id)).limit(1);
      return !!row;
    }
    case 'application': {
      const [row] = await db
        .select({ id: applications.id })
        .from(applications)
        .where(and(eq(applications.codeReg, id), isNull(applications.deletedAt)))
        .limit(1);
      return !!row;
    }
    case 'document_request': {
      if (!UUID_RE.test(id)) return false;
      const [row] = await db
        .select({ id: documentRequests.id })
        .from(documentRequests)
        .where(eq(documentRequests.uuid, id))
        .limit(1);
      return !!row;
    }
  }
}

const claimColumns = {
  entityId: queueClaims.entityId,
  adminId: queueClaims.adminId,
  until: queueClaims.until,
  adminUuid: users.uuid,
  adminName: users.name,
  adminEmail: users.email,
};

/**
 * The live claims of a page of items, in one query (docs/business-rules.md#claiming): a claim
 * whose time ran out is nobody's. Items without a claim are absent from the map.
 */
export async function claimsFor(
  db: DbOrTx,
  type: TClaimEntityType,
  ids: readonly (string | number)[],
  now: Date,
): Promise<Map<string, TClaimedBy>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select(claimColumns)
    .from(queueClaims)
    .innerJoin(users, eq(users.id, queueClaims.adminId))
    .where(
      and(
        eq(queueClaims.entityType, type),
        inArray(
          queueClaims.entityId,
          ids.map((id) => String(id)),
        ),
        gt(queueClaims.until, now),
      ),
    );
  return new Map(rows.map((r) => [r.entityId, toClaimedByDto(r)]));
}

/** The live claim of one item, or null. */
export async function claimOf(
  db: DbOrTx,
  type: TClaimEntityType,
  id: string | number,
  now: Date,
): Promise<TClaimedBy | null> {
  return (await claimsFor(db, type, [id], now)).get(String(id)) ?? null;
}

/** Ends any claim on the item: a decision on it was taken (in the decision's transaction). */
export async function releaseClaim(db: DbOrTx, type: TClaimEntityType, id: string | number): Promise<void> {
  await db.delete(queueClaims).where(and(eq(queueClaims.entityType, type), eq(queueClaims.entityId, String(id))));
}

async function liveClaimRow(db: DbOrTx, type: TClaimEntityType, id: string, now: Date) {
  const [row] = await db
    .select(claimColumns)
    .from(queueClaims)
    .innerJoin(users, eq(users.id, queueClaims.adminId))
    .where(and(eq(queueClaims.entityType, type), eq(queueClaims.entityId, id), gt(queueClaims.until, now)))
    .limit(1);
  return row ?? null;
}

/**
 * POST admin/queue/claim.php: the caller handles the item for CLAIM_MINUTES from now. A claim of
 * another administrator is taken over (the web app asked first) and named in `taken_from`; the
 * caller's own claim is extended. Nothing else refuses because of a claim.
 */
export async function claimItem(
  deps: Pick<Deps, 'db' | 'clock'>,
  admin: SessionUser,
  body: Pick<TClaimRequest, 'entity_type' | 'entity_id'>,
): Promise<TClaimResponse> {
  const now = deps.clock.now();
  const type = body.entity_type;
  const id = body.entity_id.trim();
  if (!(await queueItemExists(deps.db, type, id))) throw new AppError('NOT_FOUND');
  const until = new Date(now.getTime() + CLAIM_MINUTES * 60_000);
  return deps.db.transaction(async (tx) => {
    const before = await liveClaimRow(tx, type, id, now);
    await tx
      .insert(queueClaims)
      .values({ entityType: type, entityId: id, adminId: admin.id, claimedAt: now, until })
      .onConflictDoUpdate({
        target: [queueClaims.entityType, queueClaims.entityId],
        set: { adminId: admin.id, claimedAt: sql`excluded.claimed_at`, until: sql`excluded.until` },
      });
    const mine = await liveClaimRow(tx, type, id, now);
    return {
      entity_type: type,
      entity_id: id,
      claimed_by: mine ? toClaimedByDto(mine) : null,
      taken_from: before && before.adminId !== admin.id ? toClaimedByDto(before) : null,
    };
  });
}

/** POST admin/queue/release.php: the caller's own claim ends; another administrator's stays. */
export async function releaseItem(
  deps: Pick<Deps, 'db' | 'clock'>,
  admin: SessionUser,
  body: Pick<TClaimRequest, 'entity_type' | 'entity_id'>,
): Promise<TClaimResponse> {
  const now = deps.clock.now();
  const type = body.entity_type;
  const id = body.entity_id.trim();
  if (!(await queueItemExists(deps.db, type, id))) throw new AppError('NOT_FOUND');
  await deps.db
    .delete(queueClaims)
    .where(and(eq(queueClaims.entityType, type), eq(queueClaims.entityId, id), eq(queueClaims.adminId, admin.id)));
  const other = await liveClaimRow(deps.db, type, id, now);
  return { entity_type: type, entity_id: id, claimed_by: other ? toClaimedByDto(other) : null, taken_from: null };
}
