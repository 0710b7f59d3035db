/**
 * Identity numbers as people read them (docs/business-rules.md#languages). Stored values are
 * digits only; these add the punctuation for display. A value that is not the expected length
 * is shown as it is, so nothing is ever hidden or invented. Show the result in an element with
 * `whitespace-nowrap` so a number never breaks mid-group.
 */
const digitsOnly = (v: string | null | undefined): string => (v ?? '').replace(/\D/g, '');

function group(digits: string, sizes: number[], separators: string[]): string {
  let at = 0;
  let out = '';
  sizes.forEach((size, i) => {
    out += digits.slice(at, at + size) + (separators[i] ?? '');
    at += size;
  });
  return out;
}

/** NPWP: 15 digits as `01.312.166.0-091.000`; the 16-digit form as `0013.1216.6009.1000`. */
export function formatNpwp(value: string | null | undefined): string {
  const d = digitsOnly(value);
  if (d.length === 15) return group(d, [2, 3, 3, 1, 3, 3], ['.', '.', '.', '-', '.', '']);
  if (d.length === 16) return group(d, [4, 4, 4, 4], ['.', '.', '.', '']);
  return value ?? '';
}

/** NIK (16 digits): region, date of birth, serial — `320101 120390 0001`. */
export function formatNik(value: string | null | undefined): string {
  const d = digitsOnly(value);
  return d.length === 16 ? group(d, [6, 6, 4], [' ', ' ', '']) : (value ?? '');
}

/** NIB (13 digits) in groups of four and five: `1234 5678 90123`. */
export function formatNib(value: string | null | undefined): string {
  const d = digitsOnly(value);
  return d.length === 13 ? group(d, [4, 4, 5], [' ', ' ', '']) : (value ?? '');
}
