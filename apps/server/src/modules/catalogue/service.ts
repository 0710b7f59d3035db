import { and, asc, count, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import type { TSubBidangItem, TSubBidangListQuery, TSubBidangListResponse } from '@portal/contract';
import type { DbOrTx } from '../../db/client';
import { bidang, subBidang } from '../../db/schema';
import { allOf, likePattern, pagedList } from '../../lib/list-query';
import type { Deps } from '../../types';
import { SUB_BIDANG_ENTRY, toSubBidangDto } from './sub-bidang-dto';

const ORDER = {
  code: [asc(subBidang.code)],
  name: [asc(subBidang.name), asc(subBidang.code)],
  kbli: [asc(subBidang.kbliCode), asc(subBidang.code)],
} as const;

/**
 * Companies see active entries only and their `active` filter is ignored; admins see every entry
 * and may filter by `active` (docs/business-rules.md#sub-bidang).
 */
function entryWhere(q: TSubBidangListQuery, isAdmin: boolean): SQL | undefined {
  const like = q.q ? likePattern(q.q) : null;
  const search = like
    ? or(
        ilike(subBidang.code, like),
        ilike(subBidang.name, like),
        ilike(subBidang.kbliCode, like),
        ilike(subBidang.kbliTitle, like),
      )
    : undefined;
  const active = isAdmin
    ? q.active === undefined
      ? undefined
      : eq(subBidang.isActive, q.active)
    : eq(subBidang.isActive, true);
  return allOf([search, q.bidang ? eq(subBidang.bidangCode, q.bidang) : undefined, active]);
}

/** GET sub-bidang/list.php: one page, its total, and every bidang for the filter. */
export async function listSubBidang(
  deps: Pick<Deps, 'db'>,
  q: TSubBidangListQuery,
  isAdmin: boolean,
): Promise<TSubBidangListResponse> {
  const where = entryWhere(q, isAdmin);
  const [page, fields] = await Promise.all([
    pagedList(
      q,
      async (limit, offset) =>
        (
          await deps.db
            .select(SUB_BIDANG_ENTRY)
            .from(subBidang)
            .innerJoin(bidang, eq(bidang.code, subBidang.bidangCode))
            .where(where)
            .orderBy(...ORDER[q.sort ?? 'code'])
            .limit(limit)
            .offset(offset)
        ).map(toSubBidangDto),
      () => deps.db.select({ n: count() }).from(subBidang).where(where),
    ),
    deps.db.select({ code: bidang.code, name: bidang.name }).from(bidang).orderBy(asc(bidang.code)),
  ]);
  return { ...page, bidang: fields };
}

/** One entry by code, or null. */
export async function findSubBidang(db: DbOrTx, code: string): Promise<TSubBidangItem | null> {
  const [row] = await db
    .select(SUB_BIDANG_ENTRY)
    .from(subBidang)
    .innerJoin(bidang, eq(bidang.code, subBidang.bidangCode))
    .where(eq(subBidang.code, code))
    .limit(1);
  return row ? toSubBidangDto(row) : null;
}

/**
 * Of `codes`, those that are not an active entry of the catalogue (unknown or deactivated), in
 * the order given: a new application and a quote may name active entries only.
 */
export async function unavailableSubBidang(db: DbOrTx, codes: readonly string[]): Promise<string[]> {
  if (codes.length === 0) return [];
  const rows = await db
    .select({ code: subBidang.code })
    .from(subBidang)
    .where(and(inArray(subBidang.code, [...codes]), eq(subBidang.isActive, true)));
  const active = new Set(rows.map((r) => r.code));
  return codes.filter((c) => !active.has(c));
}
