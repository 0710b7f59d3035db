import { STATEMENT_MAX_LINES, type TStatementColumnRole, type TStatementLine } from '@portal/contract';

/**
 * Reading a bank's mutation export (docs/business-rules.md#bank-statement): the rows of a CSV or
 * a workbook's first sheet, the header row found by its words in Indonesian or English (or the
 * columns the clerk chose), and each credit line as date, description, whole rupiah and the
 * invoice number its description carries. Pure functions: the route reads the file, the matcher
 * reads the database.
 */

export type Cell = string | number | Date | null;

/** Words of each role's header, normalised (lower case, single spaces, no dots or colons). */
const HEADER_WORDS: Record<TStatementColumnRole, RegExp[]> = {
  date: [
    /^(tanggal|tgl)( transaksi| trx| mutasi| posting| pembukuan)?$/,
    /^(transaction|posting|post|booking|trans|txn) date$/,
    /^date$/,
    /^(tanggal|tgl) (valuta|efektif)$/,
    /^value date$/,
  ],
  description: [
    /^(keterangan|uraian|berita|deskripsi)( transaksi)?$/,
    /^(description|transaction description|remarks?|details?|narrative)$/,
    /^(keterangan|uraian|berita|description)\b/,
  ],
  credit: [
    /^(kredit|credit|cr|credit amount|jumlah kredit|mutasi kredit|kredit \(idr\)|credit \(idr\))$/,
    /^(mutasi|jumlah|nominal|amount|jumlah \(idr\)|amount \(idr\)|nominal \(idr\))$/,
  ],
};
/** A column saying whether a line of a single amount column is a debit or a credit (BNI's D/K). */
const DIRECTION_WORDS = /^(d\/k|k\/d|db\/cr|cr\/db|dk|tipe|type|jenis|debit\/credit|debet\/kredit)$/;
/** Credit columns of their own (`Kredit`) need no direction; a single amount column does. */
const DEDICATED_CREDIT = HEADER_WORDS.credit[0]!;

export const normalizeHeader = (cell: Cell): string =>
  cellText(cell).toLowerCase().replace(/[.:]/g, '').replace(/\s+/g, ' ').trim();

export function cellText(cell: Cell): string {
  if (cell === null || cell === undefined) return '';
  if (cell instanceof Date) return cell.toISOString().slice(0, 10);
  return String(cell).trim();
}

/**
 * RFC 4180 rows of a CSV text; the separator (`,` `;` or tab) is the one the first lines use most
 * outside quotes. A BOM is dropped.
 */
export function parseCsvRows(text: string): string[][] {
  const src = text.replace(/^\uFEFF/, '');
  const sample = src.slice(0, 4000);
  let inQuotes = false;
  const counts = { ',': 0, ';': 0, '\t': 0 };
  for (const ch of sample) {
    if (ch === '"') inQuotes = !inQuotes;
    else if (!inQuotes && ch in counts) counts[ch as keyof typeof counts] += 1;
  }
  const sep = (Object.entries(counts).sort((a, b) => b[1] - a[1])[0]?.[0] ?? ',') as ',' | ';' | '\t';
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < src.length; i++) {
    const ch = src[i]!;
    if (quoted) {
      if (ch === '"') {
        if (src[i + 1] === '"') {
          field += '"';
          i++;
        } else quoted = false;
      } else field += ch;
    } else if (ch === '"' && field === '') quoted = true;
    else if (ch === sep) {
      row.push(field);
      field = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && src[i + 1] === '\n') i++;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += ch;
  }
  if (field !== '' || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  // A leading apostrophe is Excel's "keep as text" mark (KlikBCA writes one before dates and
  // account numbers): not part of the value.
  return rows.map((r) => r.map((f) => (f.startsWith("'") ? f.slice(1) : f)));
}

/** An amount as banks print it: `3.885.000,00`, `3,885,000.00`, `Rp 3.885.000`, `3,885,000.00 CR`, `-150000`. */
export function parseAmount(cell: Cell): { value: number; direction: 'credit' | 'debit' | null } | null {
  if (cell === null || cell === undefined || cell instanceof Date) return null;
  if (typeof cell === 'number')
    return Number.isFinite(cell) ? { value: Math.abs(cell), direction: cell < 0 ? 'debit' : null } : null;
  let s = cell.trim().toUpperCase();
  if (!s) return null;
  let direction: 'credit' | 'debit' | null = null;
  const suffix = /\s*(CR|DB|DR|K|D)\.?$/.exec(s);
  if (suffix && /\d/.test(s.slice(0, suffix.index))) {
    direction = suffix[1] === 'CR' || suffix[1] === 'K' ? 'credit' : 'debit';
    s = s.slice(0, suffix.index);
  }
  const negative = /^-|^\(.*\)$|-$/.test(s.replace(/^RP\.?\s*/, '').trim());
  s = s.replace(/[^0-9.,]/g, '');
  if (!/\d/.test(s)) return null;
  const lastDot = s.lastIndexOf('.');
  const lastComma = s.lastIndexOf(',');
  let normalized: string;
  if (lastDot >= 0 && lastComma >= 0) {
    const decimal = lastDot > lastComma ? '.' : ',';
    const thousands = decimal === '.' ? ',' : '.';
    normalized = s.split(thousands).join('').replace(decimal, '.');
  } else {
    const sep = lastDot >= 0 ? '.' : lastComma >= 0 ? ',' : null;
    if (!sep) normalized = s;
    else {
      const parts = s.split(sep);
      // One separator followed by one or two digits is a decimal point; otherwise thousands.
      normalized = parts.length === 2 && parts[1]!.length <= 2 ? `${parts[0]}.${parts[1]}` : parts.join('');
    }
  }
  const value = Number(normalized);
  if (!Number.isFinite(value)) return null;
  return { value, direction: direction ?? (negative ? 'debit' : null) };
}

const MONTHS: Record<string, number> = {
  jan: 1,
  januari: 1,
  january: 1,
  feb: 2,
  februari: 2,
  february: 2,
  peb: 2,
  mar: 3,
  maret: 3,
  march: 3,
  apr: 4,
  april: 4,
  mei: 5,
  may: 5,
  jun: 6,
  juni: 6,
  june: 6,
  jul: 7,
  juli: 7,
  july: 7,
  agu: 8,
  agt: 8,
  ags: 8,
  agustus: 8,
  aug: 8,
  august: 8,
  sep: 9,
  sept: 9,
  september: 9,
  okt: 10,
  oktober: 10,
  oct: 10,
  october: 10,
  nov: 11,
  nop: 11,
  november: 11,
  nopember: 11,
  des: 12,
  desember: 12,
  dec: 12,
  december: 12,
};

const iso = (y: number, m: number, d: number): string | null => {
  if (m < 1 || m > 12 || d < 1 || d > 31) return null;
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCMonth() !== m - 1) return null;
  return date.toISOString().slice(0, 10);
};
const fullYear = (y: number) => (y < 100 ? 2000 + y : y);

/** A booking date as banks print it (`05/11/2026`, `05-11-26`, `2026-11-05 10:22`, `05 Nov 2026`, `5-Agu-2026`); null without a year. */
export function parseStatementDate(cell: Cell): string | null {
  if (cell === null || cell === undefined) return null;
  // A workbook date cell: the calendar day it shows (exceljs gives it at UTC midnight).
  if (cell instanceof Date) return Number.isNaN(cell.getTime()) ? null : cell.toISOString().slice(0, 10);
  if (typeof cell === 'number') {
    // An Excel serial day number (days since 1899-12-30).
    if (cell < 20_000 || cell > 80_000) return null;
    return new Date(Date.UTC(1899, 11, 30) + Math.floor(cell) * 86_400_000).toISOString().slice(0, 10);
  }
  const s = cell.trim().toLowerCase();
  let m = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})/.exec(s);
  if (m) return iso(Number(m[1]), Number(m[2]), Number(m[3]));
  m = /^(\d{1,2})[-/.](\d{1,2})[-/.](\d{2,4})\b/.exec(s);
  if (m) return iso(fullYear(Number(m[3])), Number(m[2]), Number(m[1]));
  m = /^(\d{1,2})[\s-]+([a-z]+)\.?[\s-]+(\d{2,4})\b/.exec(s);
  if (m && MONTHS[m[2]!]) return iso(fullYear(Number(m[3])), MONTHS[m[2]!]!, Number(m[1]));
  return null;
}

/** The invoice number a transfer's description carries (`INV-202611-000123`, `INV202611000123`, `inv 202611 000123`). */
export function referenceIn(description: string): string | null {
  const m = /INV[\s-]?(\d{4}(?:0[1-9]|1[0-2]))[\s-]?(\d{6})(?!\d)/i.exec(description);
  return m ? `INV-${m[1]}-${m[2]}` : null;
}

export interface ColumnChoice {
  date?: string;
  description?: string;
  credit?: string;
}

export class StatementFormatError extends Error {
  constructor(
    readonly reason: 'no_header' | 'column_missing' | 'too_long',
    readonly column?: string,
  ) {
    super(reason);
  }
}

export interface ReadStatement {
  columns: string[];
  /** 1-based row of the header in the file. */
  headerRow: number;
  mapping: Record<TStatementColumnRole, string>;
  detected: boolean;
  lines: TStatementLine[];
  skipped: number;
}

const HEADER_SCAN_ROWS = 40;

function findColumn(headers: string[], role: TStatementColumnRole): number {
  for (const pattern of HEADER_WORDS[role]) {
    const i = headers.findIndex((h) => pattern.test(h));
    if (i >= 0) return i;
  }
  return -1;
}

/** The column a clerk chose: its header as written (any case), or its number from 1. */
function chosenColumn(headers: string[], raw: string[], choice: string): number {
  const wanted = normalizeHeader(choice);
  const byName = headers.findIndex((h) => h === wanted);
  if (byName >= 0) return byName;
  if (/^\d{1,3}$/.test(choice.trim())) {
    const n = Number(choice.trim());
    if (n >= 1 && n <= raw.length) return n - 1;
  }
  return -1;
}

/**
 * The header row and the statement's credit lines. The header is the first of the first rows that
 * names a date, a description and a credit column (or, with a choice, the first row holding every
 * chosen header; a column chosen by number takes the first row that names the other roles).
 */
export function readStatementRows(rows: Cell[][], choice: ColumnChoice = {}): ReadStatement {
  const chosen = Object.values(choice).some((v) => v !== undefined && v.trim() !== '');
  let found: { row: number; cols: Record<TStatementColumnRole, number> } | null = null;
  for (let r = 0; r < Math.min(rows.length, HEADER_SCAN_ROWS) && !found; r++) {
    const raw = (rows[r] ?? []).map(cellText);
    const headers = (rows[r] ?? []).map(normalizeHeader);
    const cols = {} as Record<TStatementColumnRole, number>;
    let ok = true;
    for (const role of ['date', 'description', 'credit'] as const) {
      const c = choice[role]?.trim();
      cols[role] = c ? chosenColumn(headers, raw, c) : findColumn(headers, role);
      if (cols[role] < 0) ok = false;
    }
    if (ok && new Set(Object.values(cols)).size === 3) found = { row: r, cols };
  }
  if (!found) {
    const missing = (['date', 'description', 'credit'] as const).find((role) => {
      const c = choice[role]?.trim();
      if (!c) return false;
      return !rows
        .slice(0, HEADER_SCAN_ROWS)
        .some((row) => chosenColumn(row.map(normalizeHeader), row.map(cellText), c) >= 0);
    });
    if (chosen && missing) throw new StatementFormatError('column_missing', choice[missing]);
    throw new StatementFormatError('no_header');
  }
  const header = rows[found.row]!;
  const headers = header.map(normalizeHeader);
  const { date, description, credit } = found.cols;
  const creditIsDedicated = DEDICATED_CREDIT.test(headers[credit]!);
  // A single amount column says debit or credit in a column of its own: named (`D/K`, BNI), or
  // the unnamed one right after it (`Jumlah`, then `CR`/`DB`: KlikBCA's export).
  let directionCol = creditIsDedicated ? -1 : headers.findIndex((h) => DIRECTION_WORDS.test(h));
  if (!creditIsDedicated && directionCol < 0 && headers[credit + 1] === '') directionCol = credit + 1;

  const body = rows.slice(found.row + 1);
  if (body.length > STATEMENT_MAX_LINES) throw new StatementFormatError('too_long');
  const lines: TStatementLine[] = [];
  let skipped = 0;
  body.forEach((row, i) => {
    const amount = parseAmount(row[credit] ?? null);
    const text = cellText(row[description] ?? null).replace(/\s+/g, ' ');
    let direction = amount?.direction ?? null;
    if (directionCol >= 0) {
      const d = cellText(row[directionCol] ?? null).toUpperCase();
      if (/^(K|C|CR|KREDIT|CREDIT)$/.test(d)) direction = 'credit';
      else if (/^(D|DB|DR|DEBET|DEBIT)$/.test(d)) direction = 'debit';
    }
    const isCredit = creditIsDedicated ? direction !== 'debit' : direction === 'credit' || direction === null;
    const rupiah = amount ? Math.round(amount.value) : 0;
    if (!amount || rupiah <= 0 || !isCredit) {
      skipped += 1;
      return;
    }
    lines.push({
      row: found.row + 2 + i,
      date: parseStatementDate(row[date] ?? null),
      description: text.slice(0, 500),
      amount: rupiah,
      reference: referenceIn(text),
    });
  });
  return {
    columns: header.map(cellText),
    headerRow: found.row + 1,
    mapping: {
      date: cellText(header[date] ?? null),
      description: cellText(header[description] ?? null),
      credit: cellText(header[credit] ?? null),
    },
    detected: !chosen,
    lines,
    skipped,
  };
}
