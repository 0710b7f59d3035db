import { STATEMENT_MAX_LINES, V, type TImportStatementResponse, type ZImportStatementFields } from '@portal/contract';
import type { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { msg } from '../../lib/server-message';
import type { Deps } from '../../types';
import { matchStatement } from './statement-match';
import { parseCsvRows, readStatementRows, StatementFormatError, type Cell, type ColumnChoice } from './statement-parse';

const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

/** A workbook cell as a plain value: rich text, formulas and links by what they show. */
function plainCell(v: unknown): Cell {
  if (v === null || v === undefined) return null;
  if (typeof v === 'string' || typeof v === 'number' || v instanceof Date) return v;
  if (typeof v === 'boolean') return String(v);
  if (typeof v === 'object') {
    const o = v as { richText?: { text: string }[]; result?: unknown; text?: unknown };
    if (Array.isArray(o.richText)) return o.richText.map((r) => r.text).join('');
    if ('result' in o) return plainCell(o.result);
    if (typeof o.text === 'string') return o.text;
  }
  return null;
}

/** The rows of the first sheet of a workbook. */
async function workbookRows(bytes: Buffer): Promise<Cell[][]> {
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  if (!sheet) return [];
  const rows: Cell[][] = [];
  sheet.eachRow({ includeEmpty: true }, (row, n) => {
    if (n > STATEMENT_MAX_LINES + 100) return;
    const cells: Cell[] = [];
    row.eachCell({ includeEmpty: true }, (cell, col) => {
      cells[col - 1] = plainCell(cell.value);
    });
    rows[n - 1] = Array.from(cells, (c) => c ?? null);
  });
  return Array.from(rows, (r) => r ?? []);
}

/** The text of a CSV: UTF-8, or Windows-1252 (what older internet-banking exports write) when it is not. */
function csvText(bytes: Buffer): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}

const unreadable = () =>
  new AppError('VALIDATION_FAILED', { message: msg('invoices.statement_unreadable'), errors: { file: [V.invalid] } });

/**
 * POST admin/payments/import-statement.php (docs/business-rules.md#bank-statement): the file (a
 * CSV or a workbook, read whole: at most STATEMENT_MAX_BYTES), its header and credit lines, and the
 * open invoices they match. Nothing is changed.
 */
export async function importStatement(
  deps: Pick<Deps, 'db'>,
  bytes: Buffer,
  fields: z.output<typeof ZImportStatementFields>,
): Promise<TImportStatementResponse> {
  let rows: Cell[][];
  try {
    rows = bytes.subarray(0, 4).equals(ZIP_MAGIC) ? await workbookRows(bytes) : parseCsvRows(csvText(bytes));
  } catch {
    throw unreadable();
  }
  const choice: ColumnChoice = {
    date: fields.date_column,
    description: fields.description_column,
    credit: fields.credit_column,
  };
  let read: ReturnType<typeof readStatementRows>;
  try {
    read = readStatementRows(rows, choice);
  } catch (e) {
    if (!(e instanceof StatementFormatError)) throw e;
    if (e.reason === 'too_long')
      throw new AppError('VALIDATION_FAILED', {
        message: msg('invoices.statement_too_long', { max: STATEMENT_MAX_LINES }),
        errors: { file: [V.tooLong] },
      });
    if (e.reason === 'column_missing') {
      const field = (Object.entries(choice).find(([, v]) => v === e.column)?.[0] ?? 'credit') + '_column';
      throw new AppError('VALIDATION_FAILED', {
        message: msg('invoices.statement_column_missing', { column: e.column ?? '' }),
        errors: { [field]: [V.invalid] },
      });
    }
    throw new AppError('VALIDATION_FAILED', {
      message: msg('invoices.statement_no_header'),
      errors: { file: [V.invalid] },
    });
  }
  const match = await matchStatement(deps.db, read.lines);
  return {
    columns: read.columns,
    header_row: read.headerRow,
    mapping: read.mapping,
    detected: read.detected,
    credit_lines: read.lines.length,
    skipped_lines: read.skipped,
    ...match,
  };
}
