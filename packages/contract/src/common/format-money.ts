/**
 * docs/business-rules.md#languages: Indonesian locale, IDR, no decimals, prefix 'Rp'; empty or invalid shows 'Rp 0';
 * string amounts lose every non-digit character before parsing ('Rp 1.500.000' → 1500000).
 * Money is integer rupiah, so a fractional number is rounded.
 *
 * Intl writes 'Rp' + NO-BREAK SPACE (U+00A0) + digits; the space is normalised to a plain one
 * so the text is the same everywhere (copy-paste, tests, PDF). A negative amount keeps its
 * sign ('-Rp 5.000'); strings cannot carry one, since '-' is not a digit.
 */
const formatter = new Intl.NumberFormat('id-ID', {
  style: 'currency',
  currency: 'IDR',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});

export function parseAmount(amount: number | string | null | undefined): number {
  if (typeof amount === 'number') return Number.isFinite(amount) ? Math.round(amount) || 0 : 0; // '|| 0' drops -0
  if (typeof amount !== 'string') return 0;
  const digits = amount.replace(/\D/g, '');
  if (!digits) return 0;
  const value = Number(digits);
  return Number.isSafeInteger(value) ? value : 0;
}

export function formatCurrency(amount: number | string | null | undefined): string {
  return formatter.format(parseAmount(amount)).replace(/[\u00a0\u202f]/g, ' ');
}
