import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerErrorHandler } from '../plugins/error-handler';
import { AppError } from './app-error';
import { csvChunks, csvFile, escapeCsvCell, toCsv, wibIso, wibIsoOrEmpty } from './csv';
import { sendFile } from './file-reply';

describe('CSV export', () => {
  it('prefixes cells that a spreadsheet would run as a formula', () => {
    for (const s of ['=1+1', '+62812', '-2', '@SUM(A1)', '\tx', '\rx'])
      expect(escapeCsvCell(s).replace(/^"/, '').startsWith(`'`)).toBe(true);
    expect(escapeCsvCell('PT Aman')).toBe('PT Aman');
    expect(escapeCsvCell(-5)).toBe('-5'); // numbers are data, not text
  });

  it('quotes a cell holding a semicolon, so Indonesian-locale Excel keeps it one cell (PT X;=1+1)', () => {
    expect(escapeCsvCell('PT X;=1+1')).toBe('"PT X;=1+1"');
    expect(escapeCsvCell('=1+1;PT X')).toBe(`"'=1+1;PT X"`);
    expect(escapeCsvCell(';')).toBe('";"');
  });

  it('escapes every formula start, also inside quotes', () => {
    expect(escapeCsvCell('-1,5')).toBe(`"'-1,5"`);
    expect(escapeCsvCell('\r=cmd')).toBe(`"'\r=cmd"`);
    expect(escapeCsvCell('\t@x')).toBe(`'\t@x`);
  });

  it('drops NUL characters', () => {
    expect(escapeCsvCell('PT\u0000 Aman')).toBe('PT Aman');
    expect(escapeCsvCell('\u0000=1+1')).toBe(`'=1+1`);
    expect(toCsv([{ header: 'N', value: (r: { n: string }) => r.n }], [{ n: 'a\u0000b' }, { n: 'c' }])).toBe(
      '\uFEFFN\r\nab\r\nc\r\n',
    );
  });

  it('quotes commas, quotes and line breaks', () => {
    expect(escapeCsvCell('a,b')).toBe('"a,b"');
    expect(escapeCsvCell('kata "kutip"')).toBe('"kata ""kutip"""');
    expect(escapeCsvCell('baris\nbaru')).toBe('"baris\nbaru"');
    expect(escapeCsvCell(null)).toBe('');
    // An instant is written at WIB with its offset, as the workbook shows it (docs/business-rules.md#exports).
    expect(escapeCsvCell(new Date('2025-01-02T03:04:05Z'))).toBe('2025-01-02T10:04:05+07:00');
    expect(escapeCsvCell(new Date('2025-01-01T20:00:00Z'))).toBe('2025-01-02T03:00:00+07:00');
  });

  it('writes a phone number as stored (+62…) without the formula quote, but still quotes a formula that starts with +', () => {
    expect(escapeCsvCell('+6281234567890')).toBe('+6281234567890');
    expect(escapeCsvCell('+62215551234')).toBe('+62215551234');
    expect(escapeCsvCell('+1+2')).toBe("'+1+2");
    expect(escapeCsvCell('+62812 cmd')).toBe("'+62812 cmd");
    expect(escapeCsvCell('+HYPERLINK("x")')).toBe('"\'+HYPERLINK(""x"")"');
  });

  it('reads an instant given as text the same way (wibIso)', () => {
    expect(wibIso('2026-11-27T17:30:00.000Z')).toBe('2026-11-28T00:30:00+07:00');
    expect(wibIsoOrEmpty(null)).toBe('');
  });

  it('writes a BOM, a header row and CRLF lines', () => {
    const csv = toCsv([{ header: 'Nama', value: (r: { n: string }) => r.n }], [{ n: '=x' }, { n: 'Bü' }]);
    expect(csv).toBe(`\uFEFFNama\r\n'=x\r\nBü\r\n`);
  });

  it('streams the same CSV page by page, stopping at a short page', async () => {
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
  });

  it('never cuts: a list longer than any former limit is written whole, a page at a time', async () => {
    const rows = Array.from({ length: 2_503 }, (_, i) => ({ n: i }));
    const cols = [{ header: 'N', value: (r: { n: number }) => r.n }];
    let pages = 0;
    let out = '';
    for await (const chunk of csvChunks(
      cols,
      async (limit, offset) => (pages++, rows.slice(offset, offset + limit)),
      1000,
    ))
      out += chunk;
    expect(pages).toBe(3);
    expect(out.trim().split('\r\n')).toHaveLength(1 + 2_503);
  });

  it('a failure while reading the first page answers in the envelope, not with a 200 cut short', async () => {
    const app = Fastify({ logger: false });
    registerErrorHandler(app);
    let pages = 0;
    const cols = [{ header: 'Nama', value: (r: { n: string }) => r.n }];
    app.get('/first-fails', async (_req, reply) =>
      sendFile(
        reply,
        await csvFile(
          'x',
          new Date(),
          csvChunks(cols, async () => {
            throw new AppError('SERVICE_UNAVAILABLE');
          }),
        ),
      ),
    );
    app.get('/ok', async (_req, reply) =>
      sendFile(
        reply,
        await csvFile(
          'x',
          new Date(),
          csvChunks(
            cols,
            async (limit) => (pages++ === 0 ? Array.from({ length: limit }, () => ({ n: 'a' })) : [{ n: 'b' }]),
            2,
          ),
        ),
      ),
    );
    const failed = await app.inject('/first-fails');
    expect(failed.statusCode).toBe(503);
    expect(failed.json()).toMatchObject({ status: 'error', code: 'SERVICE_UNAVAILABLE' });
    const ok = await app.inject('/ok');
    expect(ok.statusCode).toBe(200);
    expect(ok.body).toBe('\uFEFFNama\r\na\r\na\r\nb\r\n');
    await app.close();
  });
});
