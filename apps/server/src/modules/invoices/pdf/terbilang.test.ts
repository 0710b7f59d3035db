import { describe, expect, it } from 'vitest';
import { terbilangRupiah } from './terbilang';

describe('terbilangRupiah (docs/business-rules.md#invoices)', () => {
  it.each([
    [3_885_000, 'tiga juta delapan ratus delapan puluh lima ribu rupiah'],
    [5_328_000, 'lima juta tiga ratus dua puluh delapan ribu rupiah'],
    [0, 'nol rupiah'],
    [1_000, 'seribu rupiah'],
    [11_000, 'sebelas ribu rupiah'],
    [100_001_000, 'seratus juta seribu rupiah'],
    [1_010_000, 'satu juta sepuluh ribu rupiah'],
    [115_000, 'seratus lima belas ribu rupiah'],
    [2_000_000_001, 'dua miliar satu rupiah'], // standard spelling, not the library's "milyar"
    [112_000_000_000, 'seratus dua belas miliar rupiah'],
  ])('%d → %s', (amount, words) => {
    expect(terbilangRupiah(amount)).toBe(words);
  });

  it('refuses what is not whole rupiah', () => {
    expect(() => terbilangRupiah(1.5)).toThrow(RangeError);
    expect(() => terbilangRupiah(-1)).toThrow(RangeError);
  });
});
