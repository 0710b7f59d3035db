import { PassThrough } from 'node:stream';
import type { TLabel, TLanguage } from '@portal/contract';
import { CSV_PAGE_ROWS, exportFileName } from './csv';
import type { FileReply } from './file-reply';

export const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
/** WIB is UTC+7 all year (docs/business-rules.md#time). */
const WIB_OFFSET_MS = 7 * 60 * 60_000;
const DATETIME_FORMAT = 'dd/mm/yyyy hh:mm "WIB"';
const DATE_FORMAT = 'dd/mm/yyyy';

/**
 * One workbook column (docs/business-rules.md#exports, docs/decisions/040):
 * - `text`: a string cell with the text number format, so NPWP, NIB, NIK and phones keep their
 *   leading zeros and show no apostrophe, and Excel never reads one as a number or a formula;
 * - `datetime`: an instant (Date or ISO string) as a real date cell at its WIB wall-clock time;
 * - `date`: a `YYYY-MM-DD` calendar date as a real date cell;
 * - `number`: a number cell.
 * The header and any label are in the reader's language.
 */
export interface XlsxColumn<T> {
  header: TLabel;
  kind: 'text' | 'datetime' | 'date' | 'number';
  width: number;
  value: (row: T, lang: TLanguage) => string | number | Date | null | undefined;
}

type CellValue = string | number | Date | null;

/** The cell value of an instant: a Date whose UTC fields are the WIB wall-clock time (Excel dates have no zone). */
export function wibCellDate(at: Date | string): Date {
  const d = typeof at === 'string' ? new Date(at) : at;
  return new Date(d.getTime() + WIB_OFFSET_MS);
}

function cellValue<T>(column: XlsxColumn<T>, row: T, lang: TLanguage): CellValue {
  const v = column.value(row, lang);
  if (v === null || v === undefined || v === '') return null;
  switch (column.kind) {
    case 'datetime':
      return wibCellDate(v as Date | string);
    case 'date': {
      const d = new Date(`${String(v)}T00:00:00Z`);
      return Number.isNaN(d.getTime()) ? String(v) : d;
    }
    case 'number':
      return typeof v === 'number' ? v : Number(v);
    default:
      // NUL never reaches a cell (docs/decisions/016); the XML writer escapes the rest.
      return String(v).replaceAll('\u0000', '');
  }
}

const numFmtOf = (kind: XlsxColumn<unknown>['kind']) =>
  kind === 'text' ? '@' : kind === 'datetime' ? DATETIME_FORMAT : kind === 'date' ? DATE_FORMAT : undefined;

interface XlsxOptions<T> {
  baseName: string;
  now: Date;
  sheetName: TLabel;
  lang: TLanguage;
  columns: XlsxColumn<T>[];
  fetchPage: (limit: number, offset: number) => Promise<T[]>;
  pageRows?: number;
  /** The file's name (`<baseName>-<date>.xlsx` when not given). */
  fileName?: string;
}

/**
 * An Excel workbook of a list, streamed (docs/decisions/040): the first page is read before the
 * answer starts, so a failure there still answers in the envelope; then rows are written and
 * committed a page at a time, so a large export never sits in memory. A bold, frozen header row;
 * the column widths given. The library is loaded on first use, so starting the server does not
 * pay for it.
 */
export async function xlsxFile<T>(opts: XlsxOptions<T>): Promise<FileReply> {
  const pageRows = opts.pageRows ?? CSV_PAGE_ROWS;
  const [{ default: ExcelJS }, first] = await Promise.all([import('exceljs'), opts.fetchPage(pageRows, 0)]);

  const out = new PassThrough();
  let closed = false;
  out.on('close', () => {
    closed = true; // the client went away: stop reading pages
  });

  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  workbook.created = opts.now;
  const sheet = workbook.addWorksheet(opts.sheetName[opts.lang], {
    views: [{ state: 'frozen', ySplit: 1, xSplit: 0 }],
  });
  sheet.columns = opts.columns.map((c, i) => {
    const numFmt = numFmtOf(c.kind);
    return { key: String(i), width: c.width, ...(numFmt ? { style: { numFmt } } : {}) };
  });
  const header = sheet.addRow(opts.columns.map((c) => c.header[opts.lang]));
  header.eachCell((cell) => {
    cell.font = { bold: true };
    cell.numFmt = 'General';
    cell.alignment = { vertical: 'middle' };
  });
  header.commit();

  const writeRows = (rows: T[]) => {
    for (const row of rows) sheet.addRow(opts.columns.map((c) => cellValue(c, row, opts.lang))).commit();
  };

  void (async () => {
    try {
      writeRows(first);
      // Every row of the filter (docs/business-rules.md#exports); a page is written only once the
      // stream has drained the one before, so memory stays flat however long the list is.
      for (let offset = pageRows, got = first.length; got === pageRows && !closed; offset += pageRows) {
        if (out.writableNeedDrain) await new Promise<void>((resolve) => out.once('drain', () => resolve()));
        const rows = await opts.fetchPage(pageRows, offset);
        writeRows(rows);
        got = rows.length;
      }
      sheet.commit();
      await workbook.commit();
    } catch (e) {
      out.destroy(e instanceof Error ? e : new Error(String(e)));
    }
  })();

  const fileName = opts.fileName ?? exportFileName(opts.baseName, opts.now, 'xlsx');
  return { body: out, type: XLSX_MIME, disposition: `attachment; filename="${fileName}"` };
}
