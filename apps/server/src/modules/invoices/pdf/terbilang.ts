import angkaTerbilang from '@develoka/angka-terbilang-js';

/**
 * An amount of rupiah in words, as Indonesian invoices and receipts print it
 * (docs/business-rules.md#invoices): 3885000 → "tiga juta delapan ratus delapan puluh lima ribu
 * rupiah". The library writes "milyar"; the standard spelling (KBBI) is "miliar", and fees go
 * up to Rp 100 miliar, so it is corrected here.
 */
export function terbilangRupiah(amount: number): string {
  if (!Number.isSafeInteger(amount) || amount < 0) throw new RangeError(`not a whole rupiah amount: ${amount}`);
  return `${angkaTerbilang(String(amount)).replace(/\bmilyar\b/g, 'miliar')} rupiah`;
}
