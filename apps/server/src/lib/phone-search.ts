/**
 * A phone search term as stored numbers are written (`+62…`, docs/business-rules.md#lists): the
 * ILIKE pattern for `0812 345`, `+62 812-345`, `62812345` (a prefix of the stored number) or
 * `812345` (anywhere in it), or null when the term is not a number of at least four digits.
 * Spaces, dots, dashes and parentheses are dropped as the phone fields drop them.
 */
export function phoneSearchPattern(term: string): string | null {
  const compact = term.replace(/[\s\-().]/g, '');
  if (!/^\+?\d{4,}$/.test(compact)) return null;
  const local = /^(?:\+62|62|0)(\d+)$/.exec(compact);
  if (local) return `+62${local[1]}%`;
  if (compact.startsWith('+')) return null; // another country's code: never stored
  return `%${compact}%`;
}
