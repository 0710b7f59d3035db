import { Readable } from 'node:stream';
import type { FileReply } from './file-reply';

/** Most rows one export answers; a larger set should be narrowed with the list's filter. */
export const CSV_EXPORT_MAX_ROWS = 50_000;

export type CsvCell = string | number | boolean | Date | null | undefined;
export interface CsvColumn<T> {
  header: string;
  value: (row: T) => CsvCell;
}

/**
 * One CSV cell (RFC 4180; docs/decisions/016):
 * - a text a spreadsheet would read as a formula (`= + - @`, and tab / CR which some programs
 *   strip first) gets a leading single quote (OWASP CSV injection);
 * - a cell holding `,` `;` `"` or a line break is quoted, `"` doubled: Indonesian-locale Excel
 *   splits on `;`, so `PT X;=1+1` must stay one cell and never start a formula cell;
 * - NUL characters are dropped, so no reader stops at one.
 */
export function escapeCsvCell(cell: CsvCell): string {
  if (cell === null || cell === undefined) return '';
  let s = (cell instanceof Date ? cell.toISOString() : String(cell)).replaceAll('\u0000', '');
  if (typeof cell === 'string' && /^[=+\-@\t\r]/.test(s)) s = `'${s}`;
  return /[",;\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

const headerLine = <T>(columns: CsvColumn<T>[]) => columns.map((c) => escapeCsvCell(c.header)).join(',');
const rowLine = <T>(columns: CsvColumn<T>[], row: T) => columns.map((c) => escapeCsvCell(c.value(row))).join(',');

/** UTF-8 with a BOM (so spreadsheet programs read Indonesian names right), a header row, CRLF. */
export function toCsv<T>(columns: CsvColumn<T>[], rows: T[]): string {
  const lines = [headerLine(columns), ...rows.map((row) => rowLine(columns, row))];
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

export const CSV_PAGE_ROWS = 1000;

/**
 * The same CSV, produced a page of rows at a time (the list's own stable order, by offset), so a
 * large export neither holds every row in memory nor blocks the event loop while it is built.
 */
export async function* csvChunks<T>(
  columns: CsvColumn<T>[],
  fetchPage: (limit: number, offset: number) => Promise<T[]>,
  pageRows = CSV_PAGE_ROWS,
  maxRows = CSV_EXPORT_MAX_ROWS,
): AsyncGenerator<string> {
  yield `\uFEFF${headerLine(columns)}\r\n`;
  for (let offset = 0; offset < maxRows; offset += pageRows) {
    const rows = await fetchPage(Math.min(pageRows, maxRows - offset), offset);
    if (rows.length > 0) yield `${rows.map((row) => rowLine(columns, row)).join('\r\n')}\r\n`;
    if (rows.length < pageRows) return;
  }
}

/**
 * Runs the first `count` steps of a stream before anything is sent: a failure there (the
 * database away) still answers in the envelope, not with a 200 cut short.
 */
async function startEarly(chunks: AsyncIterable<string>, count: number): Promise<AsyncIterable<string>> {
  const it = chunks[Symbol.asyncIterator]();
  const first: string[] = [];
  let done = false;
  while (first.length < count) {
    const r = await it.next();
    if (r.done) {
      done = true;
      break;
    }
    first.push(r.value);
  }
  return (async function* () {
    try {
      yield* first;
      if (done) return;
      for (let r = await it.next(); !r.done; r = await it.next()) yield r.value;
    } finally {
      await it.return?.(); // the client went away: stop fetching pages
    }
  })();
}

/** A CSV file answer named `<baseName>-<date>.csv`, its header line and first page already read. */
export async function csvFile(baseName: string, now: Date, csv: string | AsyncIterable<string>): Promise<FileReply> {
  const stamp = now.toISOString().slice(0, 10);
  const body = typeof csv === 'string' ? csv : Readable.from(await startEarly(csv, 2));
  return { body, type: 'text/csv; charset=utf-8', disposition: `attachment; filename="${baseName}-${stamp}.csv"` };
}
