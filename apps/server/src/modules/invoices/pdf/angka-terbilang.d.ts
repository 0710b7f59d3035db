declare module '@develoka/angka-terbilang-js' {
  /** Indonesian words of a whole number given as digits ("3885000" → "tiga juta delapan ratus …"). */
  export default function angkaTerbilang(target: string | number, settings?: { decimal: string }): string;
}
