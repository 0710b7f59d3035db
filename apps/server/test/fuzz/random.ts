/** A small seeded generator (mulberry32): the fuzz run is the same on every machine. */
export function seededRandom(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (max: number) => Math.floor(next() * max),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)],
    /** `count` items of `items`, in their order, chosen without repetition. */
    sample: <T>(items: readonly T[], count: number): T[] => {
      if (count >= items.length) return [...items];
      const chosen = new Set<number>();
      while (chosen.size < count) chosen.add(Math.floor(next() * items.length));
      return [...chosen].sort((x, y) => x - y).map((i) => items[i]);
    },
    /** A version 4 UUID built from the generator. */
    uuid: () => {
      const hex = Array.from({ length: 32 }, () => Math.floor(next() * 16).toString(16)).join('');
      return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
    },
    /** Random code points, control characters and surrogate halves included. */
    text: (length: number) => String.fromCharCode(...Array.from({ length }, () => Math.floor(next() * 0xffff))),
  };
}
export type Random = ReturnType<typeof seededRandom>;
