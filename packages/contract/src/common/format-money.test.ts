import { describe, expect, it } from 'vitest';
import { formatCurrency, parseAmount } from './format-money';

describe('formatCurrency', () => {
  it.each<[number | string | null | undefined, string]>([
    [1500000, 'Rp 1.500.000'],
    [0, 'Rp 0'],
    [999, 'Rp 999'],
    [2_500_000_000, 'Rp 2.500.000.000'],
    [1500.6, 'Rp 1.501'], // integer rupiah, no decimals
    [-5000, '-Rp 5.000'],
    ['1500000', 'Rp 1.500.000'],
    ['Rp 1.500.000', 'Rp 1.500.000'], // non-digits removed before parsing
    ['IDR 2,000', 'Rp 2.000'],
    ['', 'Rp 0'],
    ['abc', 'Rp 0'],
    [null, 'Rp 0'],
    [undefined, 'Rp 0'],
    [Number.NaN, 'Rp 0'],
    [Number.POSITIVE_INFINITY, 'Rp 0'],
    [-0.2, 'Rp 0'],
  ])('%j → %j', (input, expected) => {
    expect(formatCurrency(input)).toBe(expected);
  });

  it('uses a normal space after Rp, not the no-break space Intl writes', () => {
    const out = formatCurrency(1000);
    expect(out).not.toMatch(/[\u00a0\u202f]/);
    expect(out.startsWith('Rp ')).toBe(true);
  });

  it('strings lose every non-digit, so a minus or decimal separator is not kept', () => {
    expect(parseAmount('-1.234')).toBe(1234);
    expect(parseAmount('99999999999999999999')).toBe(0); // beyond a safe integer: invalid
  });
});
