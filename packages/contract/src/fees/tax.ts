/**
 * PPN (docs/business-rules.md#tax): the tax base (DPP) is 11/12 of the price, the rate 12 %
 * (effectively 11 %). Whole rupiah, half up. Zod-free.
 */
export const PPN_RATE_PERCENT = 12;
export const PPN_BASE_NUMERATOR = 11;
export const PPN_BASE_DENOMINATOR = 12;
export const PPN_BASE_RATIO = `${PPN_BASE_NUMERATOR}/${PPN_BASE_DENOMINATOR}` as const;

/**
 * round(a × b / c), half up, for non-negative safe integers, exactly: the product is checked to
 * stay below 2^53 and the division is done on integers (quotient and remainder), never through
 * a fraction that floating point could round the wrong way.
 */
export function mulDivRoundHalfUp(a: number, b: number, c: number): number {
  const n = a * b;
  if (!Number.isSafeInteger(n) || n < 0 || !Number.isSafeInteger(c) || c <= 0)
    throw new RangeError(`mulDivRoundHalfUp(${a}, ${b}, ${c}): out of range`);
  const r = n % c;
  const q = (n - r) / c;
  return 2 * r >= c ? q + 1 : q;
}

/** DPP, PPN and total of a subtotal. */
export function applyPpn(subtotal: number): { dpp: number; ppn: number; total: number } {
  const dpp = mulDivRoundHalfUp(subtotal, PPN_BASE_NUMERATOR, PPN_BASE_DENOMINATOR);
  const ppn = mulDivRoundHalfUp(dpp, PPN_RATE_PERCENT, 100);
  return { dpp, ppn, total: subtotal + ppn };
}
