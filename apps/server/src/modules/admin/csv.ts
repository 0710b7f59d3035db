import type { FastifyReply } from 'fastify';

/** Most rows one export answers; a larger set should be narrowed with the list's filter. */
export const CSV_EXPORT_MAX_ROWS = 50_000;

export type CsvCell = string | number | boolean | Date | null | undefined;
export interface CsvColumn<T> {
  header: string;
  value: (row: T) => CsvCell;
}

/**
 * A cell a spreadsheet would read as a formula (`= + - @`, and tab / CR which some programs
 * strip first) gets a leading single quote (DOMAIN.md "Lists", OWASP CSV injection).
 */
export function escapeCsvCell(cell: CsvCell): string {
  if (cell === null || cell === undefined) return '';
  let s = cell instanceof Date ? cell.toISOString() : String(cell);
  if (typeof cell === 'string' && /^[=+\-@\t\r]/.test(s)) s = `'${s}`;
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

/** UTF-8 with a BOM (so spreadsheet programs read Indonesian names right), a header row, CRLF. */
export function toCsv<T>(columns: CsvColumn<T>[], rows: T[]): string {
  const lines = [columns.map((c) => escapeCsvCell(c.header)).join(',')];
  for (const row of rows) lines.push(columns.map((c) => escapeCsvCell(c.value(row))).join(','));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

export function sendCsv(reply: FastifyReply, baseName: string, now: Date, csv: string): FastifyReply {
  const stamp = now.toISOString().slice(0, 10);
  return reply
    .code(200)
    .header('Content-Type', 'text/csv; charset=utf-8')
    .header('Content-Disposition', `attachment; filename="${baseName}-${stamp}.csv"`)
    .header('Cache-Control', 'private, no-store')
    .header('X-Content-Type-Options', 'nosniff')
    .send(csv);
}
