import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Comments, records and docs cite the rules by anchor (`docs/business-rules.md#sessions`,
 * `docs/api.md#documents`). A renamed or mistyped anchor would point nowhere: every cited anchor
 * must exist.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const SKIP = new Set(['node_modules', 'dist', '.git', 'data', 'test-results', 'playwright-report']);
const TEXT = /\.(ts|tsx|js|mjs|md|json|example)$|^\.env\.example$/;

function* files(dir: string): Generator<string> {
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    if (SKIP.has(e.name)) continue;
    const p = path.join(dir, e.name);
    if (e.isDirectory()) yield* files(p);
    else if (TEXT.test(e.name)) yield p;
  }
}

const read = (rel: string) => fs.readFileSync(path.join(root, rel), 'utf8');
/** GitHub's heading slug: lower case, punctuation dropped, spaces to hyphens. */
const slug = (heading: string) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N} _-]/gu, '')
    .replace(/ /g, '-');
const anchors = {
  'business-rules.md': new Set([...read('docs/business-rules.md').matchAll(/<a id="([^"]+)"><\/a>/g)].map((m) => m[1])),
  'api.md': new Set([...read('docs/api.md').matchAll(/^#{1,6} (.+)$/gm)].map((m) => slug(m[1]))),
};

describe('cited anchors of docs/business-rules.md and docs/api.md', () => {
  it('exist', () => {
    expect(anchors['business-rules.md'].size).toBeGreaterThan(50);
    expect(anchors['api.md'].has('admin-companies-and-documents')).toBe(true);
    const broken: string[] = [];
    for (const file of files(root)) {
      const text = fs.readFileSync(file, 'utf8');
      for (const m of text.matchAll(/(business-rules\.md|api\.md)#([a-z0-9-]+)/g)) {
        if (!anchors[m[1] as keyof typeof anchors].has(m[2])) broken.push(`${path.relative(root, file)}: ${m[0]}`);
      }
    }
    expect(broken).toEqual([]);
  });
});
