import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Every decision record (`docs/decisions/NNN-title.md`) carries, on its third line, its status, the day it
 * was first committed and, for a record about one screen, its scope; `docs/decisions/README.md` lists each
 * record once with the same three values. A record without the line, a `superseded by` naming no record,
 * or an index that disagrees with the records fails here.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const dir = path.join(root, 'docs/decisions');
const STATUS_LINE = /^Status: (accepted|superseded by \d{3}|deprecated) · \d{4}-\d{2}-\d{2}( · one screen)?$/;
const FIELDS = /^Status: (.+?) · (\d{4}-\d{2}-\d{2})( · one screen)?$/;
const ROW = /^\| \[(\d{3})\]\(([^)]+)\) \| (.+) \| (\d{4}-\d{2}-\d{2}) \| (.+?) \| (one screen|—) \|$/;

type Entry = { file: string; date: string; status: string; scope: string };

const files = fs
  .readdirSync(dir)
  .filter((name) => /^\d{3}-.+\.md$/.test(name))
  .sort();
const numbers = new Set(files.map((name) => name.slice(0, 3)));
const lines = new Map(files.map((name) => [name, fs.readFileSync(path.join(dir, name), 'utf8').split('\n')]));

function fromRecord(name: string): Entry | undefined {
  const m = FIELDS.exec(lines.get(name)?.[2] ?? '');
  return m ? { file: name, status: m[1], date: m[2], scope: m[3] ? 'one screen' : '—' } : undefined;
}

describe('decision records', () => {
  it('are there, numbered once each', () => {
    expect(files.length).toBeGreaterThan(80);
    expect(numbers.size).toBe(files.length);
  });

  it('each have a heading, then the status line on the third line between blank lines', () => {
    const wrong = files.filter((name) => {
      const [heading, blank, status, after] = lines.get(name) ?? [];
      return !(
        heading.startsWith(`# ${name.slice(0, 3)} — `) &&
        blank === '' &&
        STATUS_LINE.test(status) &&
        after === ''
      );
    });
    expect(wrong).toEqual([]);
  });

  it('name only records that exist as the ones superseding them', () => {
    const dangling = files.flatMap((name) => {
      const next = /^superseded by (\d{3})$/.exec(fromRecord(name)?.status ?? '')?.[1];
      return next && (!numbers.has(next) || next === name.slice(0, 3)) ? [`${name}: superseded by ${next}`] : [];
    });
    expect(dangling).toEqual([]);
  });
});

describe('docs/decisions/README.md', () => {
  const rows = fs
    .readFileSync(path.join(dir, 'README.md'), 'utf8')
    .split('\n')
    .filter((line) => line.startsWith('| ['));

  it('has one row per record, in number order, with the record’s date, status and scope', () => {
    const listed = rows.map((row): Entry | string => {
      const m = ROW.exec(row);
      if (!m || !m[2].startsWith(`${m[1]}-`)) return `malformed row: ${row}`;
      return { file: m[2], date: m[4], status: m[5], scope: m[6] };
    });
    expect(listed).toEqual(files.map((name) => fromRecord(name) ?? `${name} has no status line`));
  });
});
