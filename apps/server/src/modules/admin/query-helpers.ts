import { and, type SQL } from 'drizzle-orm';

/** `%term%` for ILIKE with the wildcard characters of the term itself escaped. */
export const likePattern = (term: string) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export const allOf = (conds: (SQL | undefined)[]): SQL | undefined => {
  const present = conds.filter((c): c is SQL => c !== undefined);
  return present.length ? and(...present) : undefined;
};

export const pageOffset = (page: number, perPage: number) => (page - 1) * perPage;
