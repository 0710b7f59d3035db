import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ERROR_CODES } from '../errors';
import { NOTIFICATION_KIND_NAMES } from '../notifications/kinds';
import { format, placeholdersOf, type TCatalogue } from './catalogue';
import { ERROR_TEXTS } from './error-texts';
import { MAIL_TEXTS } from './mail-texts';
import { NOTIFICATION_TEXTS } from './notification-texts';
import { PDF_TEXTS } from './pdf-texts';
import { SERVER_TEXTS, calendarDayText, renderServerText, transitionRefusedMessage } from './server-texts';

/** Every catalogue of docs/decisions/097. */
const CATALOGUES: Record<string, TCatalogue<string>> = {
  ERROR_TEXTS,
  SERVER_TEXTS,
  MAIL_TEXTS,
  NOTIFICATION_TEXTS,
  PDF_TEXTS,
};

describe.each(Object.entries(CATALOGUES))('the %s catalogue', (_name, texts) => {
  it('has the same keys in id and en', () => {
    expect(Object.keys(texts.en).sort()).toEqual(Object.keys(texts.id).sort());
  });

  it('has the same {placeholders} in both languages, and no empty text', () => {
    const differing = Object.keys(texts.id).filter(
      (key) => placeholdersOf(texts.id[key]).join() !== placeholdersOf(texts.en[key] ?? '').join(),
    );
    expect(differing).toEqual([]);
    const empty = Object.entries({ ...texts.id, ...texts.en }).filter(([, text]) => !text.trim());
    expect(empty).toEqual([]);
  });

  it('has no placeholder spelt another way (`{{x}}`, `${x}`, `{ x }`)', () => {
    const odd = [...Object.values(texts.id), ...Object.values(texts.en)].filter((t) => /\{\{|\$\{|\{\s|\s\}/.test(t));
    expect(odd).toEqual([]);
  });
});

describe('catalogue entries that code relies on', () => {
  it('gives every error code its message', () => {
    expect(Object.keys(ERROR_TEXTS.id).sort()).toEqual([...ERROR_CODES].sort());
  });

  it('gives every notification kind but legacy its title and message', () => {
    for (const kind of NOTIFICATION_KIND_NAMES.filter((k) => k !== 'legacy')) {
      expect(NOTIFICATION_TEXTS.id, kind).toHaveProperty([`${kind}.title`]);
      expect(NOTIFICATION_TEXTS.id, kind).toHaveProperty([`${kind}.message`]);
    }
  });
});

describe('format and the server texts', () => {
  it('fills placeholders and leaves an unknown one as it is', () => {
    expect(format('Halo {name}, {name}! {other}', { name: 'Budi' })).toBe('Halo Budi, Budi! {other}');
    expect(format('{n} dokumen', { n: 3 })).toBe('3 dokumen');
  });

  it('writes {status} as its label and {date} in words, per language', () => {
    expect(renderServerText('transition.refused', { status: 'paid' })).toBe(
      'Perubahan status tidak diizinkan: status saat ini Lunas.',
    );
    expect(renderServerText('transition.refused', { status: 'paid' }, 'en', (s) => `<${s}>`)).toBe(
      'This status change is not allowed: the current status is <paid>.',
    );
    expect(renderServerText('certificates.renewal_opens', { date: '2029-08-26' })).toBe(
      'Perpanjangan dapat diajukan mulai 26 Agustus 2029.',
    );
    expect(calendarDayText('2029-08-26', 'en')).toBe('26 August 2029');
    expect(calendarDayText('not a date', 'en')).toBe('not a date');
    expect(transitionRefusedMessage('Draft')).toBe('Perubahan status tidak diizinkan: status saat ini Draft.');
  });
});

describe('the catalogues stay zod-free (importable from any web chunk, like ../constants)', () => {
  const here = path.dirname(fileURLToPath(import.meta.url));
  it('imports nothing that reaches zod', () => {
    const seen = new Set<string>();
    const visit = (file: string): string[] => {
      if (seen.has(file)) return [];
      seen.add(file);
      const source = fs.readFileSync(file, 'utf8');
      const specs = [...source.matchAll(/^(?:import|export)[^'"]*from '([^']+)'/gm)].map((m) => m[1]);
      return specs.flatMap((spec) =>
        spec.startsWith('.') ? visit(path.resolve(path.dirname(file), `${spec}.ts`)) : [`${file}: ${spec}`],
      );
    };
    expect(visit(path.join(here, 'index.ts'))).toEqual([]);
  });
});
