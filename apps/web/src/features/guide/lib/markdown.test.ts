import { describe, expect, it } from 'vitest';
import { parseInline, parseMarkdown } from './markdown';
import { fold, highlightParts, matchesAll, queryTerms } from './search';

describe('the guide Markdown reader', () => {
  it('reads the title, headings with their ids, paragraphs, lists, notes and status lists', () => {
    const doc = parseMarkdown(
      [
        '# Judul',
        'Pembuka satu',
        'baris dua.',
        '',
        '## Bagian A {#part-a}',
        '1. satu',
        '2. dua',
        '   lanjutan',
        '',
        '> catatan',
        '',
        '## Bagian B',
        '::: statuses invoice',
        '- paid: Lunas **sudah**.',
        ':::',
        '- a',
        '- b',
      ].join('\n'),
    );
    expect(doc.title).toBe('Judul');
    expect(doc.intro).toEqual([{ type: 'paragraph', inline: [{ type: 'text', text: 'Pembuka satu baris dua.' }] }]);
    expect(doc.headings.map((h) => [h.id, h.title])).toEqual([
      ['part-a', 'Bagian A'],
      ['bagian-b', 'Bagian B'],
    ]);
    expect(doc.headings[0].blocks[0]).toEqual({
      type: 'list',
      ordered: true,
      items: [[{ type: 'text', text: 'satu' }], [{ type: 'text', text: 'dua lanjutan' }]],
    });
    expect(doc.headings[0].blocks[1]).toEqual({ type: 'note', inline: [{ type: 'text', text: 'catatan' }] });
    expect(doc.headings[1].blocks[0]).toMatchObject({ type: 'statuses', kind: 'invoice', items: [{ status: 'paid' }] });
    expect(doc.headings[1].blocks[1]).toMatchObject({ type: 'list', ordered: false });
  });

  it('keeps only links inside the portal; anything else, and any markup, stays text', () => {
    expect(parseInline('[Masuk](/login) dan [bagian](#fees)')).toEqual([
      { type: 'link', text: 'Masuk', href: '/login' },
      { type: 'text', text: ' dan ' },
      { type: 'link', text: 'bagian', href: '#fees' },
    ]);
    expect(parseInline('[klik](javascript:alert(1))')[0]).toEqual({ type: 'text', text: 'klik' });
    expect(parseInline('[x](//evil.example)')[0]).toEqual({ type: 'text', text: 'x' });
    expect(parseInline('<img src=x onerror=alert(1)>')).toEqual([
      { type: 'text', text: '<img src=x onerror=alert(1)>' },
    ]);
  });

  it('refuses what it does not know, so a typo in a content file fails a test', () => {
    expect(() => parseMarkdown('# A\n::: chart\n:::')).toThrow(/unknown block/);
    expect(() => parseMarkdown('# A\n### deep')).toThrow(/heading level/);
    expect(() => parseMarkdown('# A\n::: fees\n')).toThrow(/unclosed/);
    expect(() => parseMarkdown('text without a title')).toThrow(/title/);
  });
});

describe('the guide search', () => {
  it('ignores case and accents, and needs every word', () => {
    expect(fold('Perpanjángan').text).toBe('perpanjangan');
    expect(queryTerms('  OTP   Tídak ')).toEqual(['otp', 'tidak']);
    expect(matchesAll('Kode OTP tidak sampai', queryTerms('otp TIDAK'))).toBe(true);
    expect(matchesAll('Kode OTP sampai', queryTerms('otp tidak'))).toBe(false);
  });

  it('marks the original characters, accents included, and merges overlaps', () => {
    expect(highlightParts('Café cafe', ['cafe'])).toEqual([
      { text: 'Café', match: true },
      { text: ' ', match: false },
      { text: 'cafe', match: true },
    ]);
    expect(highlightParts('perpanjangan', ['panjang', 'jangan'])).toEqual([
      { text: 'per', match: false },
      { text: 'panjangan', match: true },
    ]);
  });
});
