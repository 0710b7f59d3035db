import type { TVerifyBatchResult } from '@portal/contract';
import { VERIFY_BATCH_MAX } from '@portal/contract/constants';

/**
 * "Cek banyak" (docs/business-rules.md#verifying-certificates): the numbers of a pasted list or a
 * CSV file, one a line (the first cell of each row: a comma, semicolon or tab ends it), blanks and
 * quotes dropped, a header line without digits skipped. Order is kept: the table answers it.
 */
export function parseNumbers(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) =>
      (line.split(/[,;\t]/)[0] ?? '')
        .replace(/^\uFEFF/, '')
        .replace(/"/g, '')
        .trim(),
    )
    .filter((cell) => cell !== '' && /\d/.test(cell));
}

export const tooMany = (numbers: string[]): boolean => numbers.length > VERIFY_BATCH_MAX;

const cell = (value: string): string => (/[",;\n\r]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);

/** The answer's rows for a file, in the order given: the header, then one row per line checked. */
export function batchRows(
  results: TVerifyBatchResult[],
  header: string[],
  statusWord: (r: TVerifyBatchResult) => string,
): string[][] {
  return [
    header,
    ...results.map((r) => [
      r.query,
      r.number ?? '',
      r.company_name ?? '',
      r.qualification ?? '',
      statusWord(r),
      r.valid_until ?? '',
      r.sub_bidang.map((s) => s.code).join(' '),
      r.sub_bidang.map((s) => s.kbli).join(' '),
    ]),
  ];
}

/** The rows as CSV (UTF-8 with BOM, so a spreadsheet reads the accents). */
export const toCsv = (rows: string[][]): string =>
  `\uFEFF${rows.map((row) => row.map(cell).join(',')).join('\r\n')}\r\n`;
