/** The `:companyId` route parameter as a positive integer, or 0 when it is not one. */
export function parseCompanyId(raw: string | undefined): number {
  if (!raw || !/^\d{1,10}$/.test(raw)) return 0;
  const n = Number(raw);
  return n >= 1 && n <= 2_147_483_647 ? n : 0;
}
