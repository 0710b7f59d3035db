import { and, type SQL } from 'drizzle-orm';
import type { TListResult } from '@portal/contract';

/** `%term%` for ILIKE with the wildcard characters of the term itself escaped. */
export const likePattern = (term: string) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export const allOf = (conds: (SQL | undefined)[]): SQL | undefined => {
  const present = conds.filter((c): c is SQL => c !== undefined);
  return present.length ? and(...present) : undefined;
};

export const pageOffset = (page: number, perPage: number) => (page - 1) * perPage;

/**
 * One page of a list (docs/business-rules.md#lists): the page's rows and the one count query, run together.
 * `selectPage` gets the limit and offset of `q.page`.
 */
export async function pagedList<T>(
  q: { page: number; per_page: number },
  selectPage: (limit: number, offset: number) => Promise<T[]>,
  countAll: () => Promise<{ n: number }[]>,
): Promise<TListResult<T>> {
  const [items, [total]] = await Promise.all([selectPage(q.per_page, pageOffset(q.page, q.per_page)), countAll()]);
  return { items, page: q.page, per_page: q.per_page, total: Number(total?.n ?? 0) };
}
