import { Readable } from 'node:stream';
import { WIB_OFFSET_MS, wibDate } from '@portal/contract';
import type { FileReply } from './file-reply';

export type CsvCell = string | number | boolean | Date | null | undefined;
export interface CsvColumn<T> {
  header: string;
  value: (row: T) => CsvCell;
}

/** A phone number as stored (`+62…`, digits only): no formula can hide in it, so it keeps its `+` without a quote. */
const E164_PHONE = /^\+\d{8,15}$/;

/**
 * One CSV cell (RFC 4180; docs/decisions/016):
 * - a text a spreadsheet would read as a formula (`= + - @`, and tab / CR which some programs
 *   strip first) gets a leading single quote (OWASP CSV injection), except a phone number as
 *   stored (`+62…` and digits), which a script must read as it is;
 * - an instant is ISO 8601 at WIB with its offset (`wibIso`);
 * - a cell holding `,` `;` `"` or a line break is quoted, `"` doubled: Indonesian-locale Excel
 *   splits on `;`, so `PT X;=1+1` must stay one cell and never start a formula cell;
 * - NUL characters are dropped, so no reader stops at one.
 */
export function escapeCsvCell(cell: CsvCell): string {
  if (cell === null || cell === undefined) return '';
  let s = (cell instanceof Date ? wibIso(cell) : String(cell)).replaceAll('\u0000', '');
  if (typeof cell === 'string' && /^[=+\-@\t\r]/.test(s) && !E164_PHONE.test(s)) s = `'${s}`;
  return /[",;\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

const headerLine = <T>(columns: CsvColumn<T>[]) => columns.map((c) => escapeCsvCell(c.header)).join(',');
const rowLine = <T>(columns: CsvColumn<T>[], row: T) => columns.map((c) => escapeCsvCell(c.value(row))).join(',');

/** UTF-8 with a BOM (so spreadsheet programs read Indonesian names right), a header row, CRLF. */
export function toCsv<T>(columns: CsvColumn<T>[], rows: T[]): string {
  const lines = [headerLine(columns), ...rows.map((row) => rowLine(columns, row))];
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

/**
 * An instant as the CSV writes it (docs/business-rules.md#exports): ISO 8601 at WIB with its offset
 * (`2025-03-01T09:00:00+07:00`), the same wall-clock time the workbook shows, and a script still
 * parses it to the same instant.
 */
export function wibIso(at: Date | string): string {
  const ms = typeof at === 'string' ? Date.parse(at) : at.getTime();
  return `${new Date(ms + WIB_OFFSET_MS).toISOString().slice(0, 19)}+07:00`;
}
/** An instant column's value, or empty. */
export const wibIsoOrEmpty = (at: Date | string | null | undefined): string => (at ? wibIso(at) : '');

export const CSV_PAGE_ROWS = 1000;

/**
 * The same CSV, produced a page of rows at a time (the list's own stable order, by offset), so a
 * large export neither holds every row in memory nor blocks the event loop while it is built.
 * Every row of the filter: nothing is cut (docs/business-rules.md#exports).
 */
export async function* csvChunks<T>(
  columns: CsvColumn<T>[],
  fetchPage: (limit: number, offset: number) => Promise<T[]>,
  pageRows = CSV_PAGE_ROWS,
): AsyncGenerator<string> {
  yield `\uFEFF${headerLine(columns)}\r\n`;
  for (let offset = 0; ; offset += pageRows) {
    const rows = await fetchPage(pageRows, offset);
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

/** An export's file name: `<baseName>-<WIB date>` and, for a file made in the background, its row count. */
export const exportFileName = (baseName: string, now: Date, ext: 'csv' | 'xlsx', rows?: number) =>
  `${baseName}-${wibDate(now)}${rows === undefined ? '' : `-${rows}-baris`}.${ext}`;

/** A CSV file answer named `<baseName>-<date>.csv`, its header line and first page already read. */
export async function csvFile(
  baseName: string,
  now: Date,
  csv: string | AsyncIterable<string>,
  fileName = exportFileName(baseName, now, 'csv'),
): Promise<FileReply> {
  const body = typeof csv === 'string' ? csv : Readable.from(await startEarly(csv, 2));
  return { body, type: 'text/csv; charset=utf-8', disposition: `attachment; filename="${fileName}"` };
}
