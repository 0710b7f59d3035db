/** A `YYYY-MM-DD` calendar date that exists (the contract's zBusinessDate). */
export const isIsoDate = (v: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(v) && new Date(`${v}T00:00:00Z`).toISOString().slice(0, 10) === v;

/** A reversed date range is shown beside the dates and not sent (the server would refuse it). */
export function withoutReversedRange<T extends Record<string, string | number>>(query: T): T {
  const { from, to } = query;
  if (typeof from === 'string' && typeof to === 'string' && from > to) {
    const { to: _to, ...rest } = query;
    return rest as T;
  }
  return query;
}

/** Router state a list hands its detail, so "Kembali ke daftar" returns to the same view (docs/decisions/037). */
export interface TListPlace {
  listPath?: string;
}
export const listPathFrom = (state: unknown, fallback: string): string => {
  const path = (state as TListPlace | null)?.listPath;
  return typeof path === 'string' && path.startsWith('/admin/') ? path : fallback;
};
