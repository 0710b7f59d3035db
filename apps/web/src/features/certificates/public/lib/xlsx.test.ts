import { deflateRawSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { crc32, readFirstColumn, unzip, writeWorkbook, zip } from './xlsx';

const enc = new TextEncoder();

describe('the batch check XLSX reader and writer', () => {
  it('computes the ZIP CRC-32 (the standard check value)', () => {
    expect(crc32(enc.encode('123456789'))).toBe(0xcbf43926);
  });

  it('writes a workbook whose first column reads back in order, text kept as typed', async () => {
    const bytes = writeWorkbook(
      [
        ['Nomor', 'Perusahaan'],
        ['SBU-2026-000001', 'PT A & B <Tbk>'],
        ['sbu-2026-000002', ''],
      ],
      'Cek sertifikat',
    );
    expect(new TextDecoder().decode(bytes.subarray(0, 2))).toBe('PK');
    expect(await readFirstColumn(bytes)).toEqual(['Nomor', 'SBU-2026-000001', 'sbu-2026-000002']);
    const files = (await unzip(bytes))!;
    expect([...files.keys()]).toContain('xl/worksheets/sheet1.xml');
    expect(new TextDecoder().decode(files.get('xl/worksheets/sheet1.xml'))).toContain('PT A &amp; B &lt;Tbk&gt;');
  });

  it('reads a deflated workbook with shared strings, as spreadsheet programs save it', async () => {
    const sheet = enc.encode(
      '<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>' +
        '<row r="1"><c r="A1" t="s"><v>0</v></c><c r="B1" t="s"><v>1</v></c></row>' +
        '<row r="2"><c r="B2" t="s"><v>1</v></c></row>' +
        '<row r="3"><c r="A3" t="s"><v>2</v></c></row>' +
        '<row r="4"><c r="A4"><v>2026000123</v></c></row>' +
        '</sheetData></worksheet>',
    );
    const shared = enc.encode(
      '<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">' +
        '<si><t>Nomor SBU</t></si><si><t>catatan</t></si><si><r><t>SBU-2026-</t></r><r><t>000777</t></r></si></sst>',
    );
    const bytes = zip([
      { name: 'xl/worksheets/sheet1.xml', data: sheet, deflated: new Uint8Array(deflateRawSync(sheet)) },
      { name: 'xl/sharedStrings.xml', data: shared, deflated: new Uint8Array(deflateRawSync(shared)) },
    ]);
    expect(await readFirstColumn(bytes)).toEqual(['Nomor SBU', '', 'SBU-2026-000777', '2026000123']);
  });

  it('answers null for a file that is no ZIP or has no sheet', async () => {
    expect(await readFirstColumn(enc.encode('SBU-2026-000001\nSBU-2026-000002'))).toBeNull();
    expect(await readFirstColumn(zip([{ name: 'a.txt', data: enc.encode('x') }]))).toBeNull();
  });
});
