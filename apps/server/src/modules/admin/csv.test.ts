import { describe, expect, it } from 'vitest';
import { csvChunks, escapeCsvCell, toCsv } from './csv';

describe('CSV export', () => {
  it('prefixes cells that a spreadsheet would run as a formula', () => {
    for (const s of ['=1+1', '+62812', '-2', '@SUM(A1)', '\tx', '\rx']) expect(escapeCsvCell(s).replace(/^"/, '').startsWith(`'`)).toBe(true);
    expect(escapeCsvCell('PT Aman')).toBe('PT Aman');
    expect(escapeCsvCell(-5)).toBe('-5'); // numbers are data, not text
  });

  it('quotes commas, quotes and line breaks', () => {
    expect(escapeCsvCell('a,b')).toBe('"a,b"');
    expect(escapeCsvCell('kata "kutip"')).toBe('"kata ""kutip"""');
    expect(escapeCsvCell('baris\nbaru')).toBe('"baris\nbaru"');
    expect(escapeCsvCell(null)).toBe('');
    expect(escapeCsvCell(new Date('2025-01-02T03:04:05Z'))).toBe('2025-01-02T03:04:05.000Z');
  });

  it('writes a BOM, a header row and CRLF lines', () => {
    const csv = toCsv([{ header: 'Nama', value: (r: { n: string }) => r.n }], [{ n: '=x' }, { n: 'Bü' }]);
    expect(csv).toBe(`\uFEFFNama\r\n'=x\r\nBü\r\n`);
  });

  it('streams the same CSV page by page, stopping at a short page or the row cap', async () => {
    const all = Array.from({ length: 7 }, (_, i) => ({ n: `Nama ${i}` }));
    const cols = [{ header: 'Nama', value: (r: { n: string }) => r.n }];
    const calls: [number, number][] = [];
    const fetchPage = async (limit: number, offset: number) => {
      calls.push([limit, offset]);
      return all.slice(offset, offset + limit);
    };
    const collect = async (it: AsyncIterable<string>) => {
      let out = '';
      for await (const chunk of it) out += chunk;
      return out;
    };
    expect(await collect(csvChunks(cols, fetchPage, 3))).toBe(toCsv(cols, all));
    expect(calls).toEqual([
      [3, 0],
      [3, 3],
      [3, 6],
    ]);
    calls.length = 0;
    expect(await collect(csvChunks(cols, fetchPage, 3, 5))).toBe(toCsv(cols, all.slice(0, 5)));
    expect(calls).toEqual([
      [3, 0],
      [2, 3],
    ]);
  });
});
