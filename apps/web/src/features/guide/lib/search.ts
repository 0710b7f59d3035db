/**
 * The guide's search: case- and accent-insensitive ("perpanjángan" finds "perpanjangan"), every
 * word of the query must occur. Matching runs on a folded copy of the text with a map back to the
 * original positions, so the highlight marks the original characters.
 */
export interface TFolded {
  text: string;
  /** For each folded code unit, the original index it came from. */
  origin: number[];
}

export function fold(source: string): TFolded {
  let text = '';
  const origin: number[] = [];
  for (let i = 0; i < source.length; i++) {
    const folded = source[i].normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
    for (let k = 0; k < folded.length; k++) origin.push(i);
    text += folded;
  }
  return { text, origin };
}

/** The query's words, folded; empty for a blank query. */
export const queryTerms = (query: string): string[] =>
  fold(query.trim())
    .text.split(/\s+/)
    .filter((w) => w.length > 0);

/** Does the text hold every term? */
export function matchesAll(text: string, terms: string[]): boolean {
  if (terms.length === 0) return true;
  const folded = fold(text).text;
  return terms.every((t) => folded.includes(t));
}

/** The text cut into plain and matched parts, in order (overlapping matches merged). */
export function highlightParts(source: string, terms: string[]): { text: string; match: boolean }[] {
  if (terms.length === 0 || !source) return [{ text: source, match: false }];
  const { text, origin } = fold(source);
  const ranges: [number, number][] = [];
  for (const term of terms) {
    for (let at = text.indexOf(term); at !== -1; at = text.indexOf(term, at + term.length)) {
      ranges.push([origin[at], origin[at + term.length - 1] + 1]);
    }
  }
  if (ranges.length === 0) return [{ text: source, match: false }];
  ranges.sort((a, b) => a[0] - b[0]);
  const merged: [number, number][] = [];
  for (const r of ranges) {
    const last = merged[merged.length - 1];
    if (last && r[0] <= last[1]) last[1] = Math.max(last[1], r[1]);
    else merged.push([...r]);
  }
  const parts: { text: string; match: boolean }[] = [];
  let pos = 0;
  for (const [from, to] of merged) {
    if (from > pos) parts.push({ text: source.slice(pos, from), match: false });
    parts.push({ text: source.slice(from, to), match: true });
    pos = to;
  }
  if (pos < source.length) parts.push({ text: source.slice(pos), match: false });
  return parts;
}
