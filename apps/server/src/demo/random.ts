/**
 * A small seeded PRNG (mulberry32), so `--seed` gives the same demo data twice — and the tests
 * can assert on a spread that does not change from run to run.
 */
export interface Rng {
  /** A float in [0, 1). */
  next(): number;
  int(min: number, maxInclusive: number): number;
  pick<T>(items: readonly T[]): T;
  /** A key of `weights`, drawn in proportion to its weight. */
  weighted<K extends string>(weights: Readonly<Record<K, number>>): K;
  chance(p: number): boolean;
  /** Fills a buffer with 32-bit values (the shape `generateCodeReg` takes). */
  fill(buffer: Uint32Array<ArrayBuffer>): void;
}

export function createRng(seed: number): Rng {
  let a = seed >>> 0;
  const u32 = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return (t ^ (t >>> 14)) >>> 0;
  };
  const next = () => u32() / 4_294_967_296;
  return {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    pick: (items) => items[Math.floor(next() * items.length)],
    weighted(weights) {
      const entries = Object.entries(weights) as [never, number][];
      const sum = entries.reduce((s, [, w]) => s + w, 0);
      let r = next() * sum;
      for (const [k, w] of entries) {
        r -= w;
        if (r < 0) return k;
      }
      return entries[entries.length - 1][0];
    },
    chance: (p) => next() < p,
    fill(buffer) {
      for (let i = 0; i < buffer.length; i++) buffer[i] = u32();
    },
  };
}
