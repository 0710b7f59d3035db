import { describe, expect, it } from 'vitest';
import { contentDisposition, downloadFileName, sanitizeOriginalName } from './file-name';

describe('sanitizeOriginalName', () => {
  it('drops path parts, control and bidi characters', () => {
    expect(sanitizeOriginalName('../../etc/passwd')).toBe('passwd');
    expect(sanitizeOriginalName('C:\\Users\\x\\akta.pdf')).toBe('akta.pdf');
    expect(sanitizeOriginalName('np\u0000wp\r\n.pdf')).toBe('npwp.pdf');
    expect(sanitizeOriginalName('foto\u202egpj.exe')).toBe('fotogpj.exe');
    expect(sanitizeOriginalName('  dua   spasi .pdf ')).toBe('dua spasi .pdf');
  });

  it('falls back for empty or dot-only names and caps the length keeping the extension', () => {
    expect(sanitizeOriginalName('', 'nib')).toBe('nib');
    expect(sanitizeOriginalName('..', 'nib')).toBe('nib');
    expect(sanitizeOriginalName(undefined)).toBe('dokumen');
    const long = sanitizeOriginalName(`${'x'.repeat(250)}.jpeg`);
    expect(long).toHaveLength(200);
    expect(long.endsWith('.jpeg')).toBe(true);
  });
});

describe('downloadFileName / contentDisposition', () => {
  it('uses the real extension and keeps only safe ASCII in filename', () => {
    expect(downloadFileName('scan.jpg', 'pdf', 'dokumen-nib')).toEqual({ ascii: 'scan.pdf', utf8: 'scan.pdf' });
    expect(downloadFileName('Akta Pendirian (final).PDF', 'pdf', 'x').ascii).toBe('Akta_Pendirian_final_.pdf');
    expect(downloadFileName('Ковер.png', 'png', 'dokumen-ktp')).toEqual({
      ascii: 'dokumen-ktp.png',
      utf8: 'Ковер.png',
    });
    expect(downloadFileName('.hidden', 'pdf', 'dokumen').ascii).toBe('hidden.pdf');
  });

  it('builds an inline or attachment header with an RFC 5987 name', () => {
    const h = contentDisposition('attachment', { ascii: 'a_b.pdf', utf8: "a b'(1).pdf" });
    expect(h).toBe('attachment; filename="a_b.pdf"; filename*=UTF-8\'\'a%20b%27%281%29.pdf');
    expect(contentDisposition('inline', { ascii: 'x.png', utf8: 'x.png' })).toBe(
      `inline; filename="x.png"; filename*=UTF-8''x.png`,
    );
  });
});
