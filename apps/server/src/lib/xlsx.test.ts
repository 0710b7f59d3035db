import ExcelJS from 'exceljs';
import type { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { wibCellDate, xlsxFile, type XlsxColumn } from './xlsx';

type Row = { n: number; code: string; at: string };
const COLUMNS: XlsxColumn<Row>[] = [
  { header: { id: 'No', en: 'No' }, kind: 'number', width: 6, value: (r) => r.n },
  { header: { id: 'Kode', en: 'Code' }, kind: 'text', width: 10, value: (r) => r.code },
  { header: { id: 'Waktu (WIB)', en: 'Time (WIB)' }, kind: 'datetime', width: 20, value: (r) => r.at },
];

async function collect(body: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const c of body) chunks.push(Buffer.from(c as Buffer));
  return Buffer.concat(chunks);
}

describe('xlsxFile', () => {
  it('reads the list a page at a time and writes every row', async () => {
    const offsets: number[] = [];
    const rows = Array.from({ length: 7 }, (_, i) => ({ n: i + 1, code: `00${i}`, at: '2025-01-01T17:00:00Z' }));
    const file = await xlsxFile({
      baseName: 'uji',
      now: new Date('2025-06-01T00:00:00Z'),
      sheetName: { id: 'Uji', en: 'Test' },
      lang: 'id',
      columns: COLUMNS,
      pageRows: 3,
      fetchPage: async (limit, offset) => {
        offsets.push(offset);
        return rows.slice(offset, offset + limit);
      },
    });
    expect(file.disposition).toBe('attachment; filename="uji-2025-06-01.xlsx"');
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load((await collect(file.body as Readable)) as unknown as ArrayBuffer);
    const sheet = wb.getWorksheet('Uji')!;
    expect(offsets).toEqual([0, 3, 6]);
    expect(sheet.rowCount).toBe(8); // header + every one of the 7 rows
    expect(sheet.getRow(2).getCell(2).value).toBe('000');
    expect((sheet.getRow(2).getCell(3).value as Date).toISOString()).toBe('2025-01-02T00:00:00.000Z');
  });

  it('fails before answering when the first page cannot be read (the envelope answers)', async () => {
    await expect(
      xlsxFile({
        baseName: 'x',
        now: new Date(),
        sheetName: { id: 'X', en: 'X' },
        lang: 'id',
        columns: COLUMNS,
        fetchPage: () => Promise.reject(new Error('db down')),
      }),
    ).rejects.toThrow('db down');
  });

  it('moves an instant to its WIB wall-clock time', () => {
    expect(wibCellDate('2025-12-31T18:00:00Z').toISOString()).toBe('2026-01-01T01:00:00.000Z');
  });
});
