import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Every sentence the server writes for a person lives in the contract's id/en catalogues, and every
 * e-mail goes through the one layout (docs/decisions/097). This reads the server's sources (not its
 * tests) and fails on a sentence written in place: a `message:` given a string, a sentence passed
 * to `new AppError(…)`, an Indonesian sentence in any string literal, a second `escapeHtml` or an
 * HTML document built outside infra/mail-layout.ts.
 */
const src = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../src');

/**
 * What truly cannot move, with the reason. Paths are relative to apps/server/src; a folder ends in `/`.
 */
const ALLOWED: Record<string, string> = {
  // Demo data written into the database as if people had typed it (company names, a clerk's
  // rejection reasons, a document request's title): data, not the portal's own words.
  'demo/': 'seed data',
  // The sub-bidang catalogue and the other reference data loaded into an empty database.
  'db/seed/': 'reference data',
  // The API viewer's page shell (Swagger UI, for integrators): an HTML page, not a mail, and it
  // holds no sentence, only the API's name.
  'modules/system/api-docs.ts': 'page shell',
};
const MAIL_LAYOUT = 'infra/mail-layout.ts';
// lib/route.ts answers `message: 'OK'` when a route has nothing to say: the envelope's default, not a sentence.

function* sources(dir: string): Generator<string> {
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) yield* sources(p);
    else if (/\.ts$/.test(e.name) && !/\.test\.ts$|\.test-util\.ts$|\.d\.ts$/.test(e.name)) yield p;
  }
}
const relative = (root: string, file: string) => path.relative(root, file).split(path.sep).join('/');
const allowed = (rel: string) => Object.keys(ALLOWED).some((a) => (a.endsWith('/') ? rel.startsWith(a) : rel === a));

/** The code without its comments (block comments, and `//` comments that start a line or follow code). */
const withoutComments = (code: string) =>
  code.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[\s;,{}()])\/\/.*$/gm, '$1');

/** String literals: '…', "…" and `…` (a template's `${…}` parts stay in its text). */
const LITERAL = /'(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*"|`(?:[^`\\]|\\.)*`/g;

/**
 * An Indonesian sentence: three words or more, one of them a word that only a sentence carries
 * (labels and names such as "Nama Perusahaan" or "PT Maju Jaya" have none).
 */
const FUNCTION_WORDS =
  /\b(yang|tidak|sudah|belum|dapat|untuk|dengan|anda|telah|silakan|mohon|berhasil|akan|harus|sedang|kami|oleh|karena|agar|jika|atau|dan|ini|itu|pada|dari|dalam)\b/i;
const isIndonesianSentence = (literal: string) => {
  const text = literal.slice(1, -1).replace(/\$\{[^}]*\}/g, 'x');
  return text.trim().split(/\s+/).length >= 3 && FUNCTION_WORDS.test(text);
};

interface TFinding {
  file: string;
  rule: string;
  text: string;
}

/** The findings in a folder of sources: the server's own, or the probe's temporary one. */
function findings(root = src): TFinding[] {
  const out: TFinding[] = [];
  for (const file of sources(root)) {
    const rel = relative(root, file);
    if (allowed(rel)) continue;
    const code = withoutComments(fs.readFileSync(file, 'utf8'));
    const add = (rule: string, text: string) => out.push({ file: rel, rule, text: text.slice(0, 80) });
    for (const m of code.matchAll(/\bmessage\s*:\s*(['"`](?:[^'"`\\]|\\.)*['"`])/g))
      if (!(rel === 'lib/route.ts' && m[1] === "'OK'")) add('message: a string literal', m[0]);
    for (const m of code.matchAll(/new AppError\(\s*[^,)]+,\s*\{([^}]*)\}/g))
      for (const lit of m[1].match(LITERAL) ?? [])
        if (/\p{L}+\s+\p{L}+/u.test(lit)) add('a sentence passed to AppError', lit);
    for (const lit of code.match(LITERAL) ?? []) if (isIndonesianSentence(lit)) add('an Indonesian sentence', lit);
    if (rel !== MAIL_LAYOUT) {
      if (/\b(const|let|function)\s+escapeHtml\b/.test(code)) add('a second escapeHtml', 'escapeHtml');
      if (/<!doctype html|<html[\s>]/i.test(code)) add('an HTML document outside the mail layout', '<html');
    }
  }
  return out;
}

describe('the server writes no sentence of its own (docs/decisions/097)', () => {
  it('has its messages, mails and PDF words in the catalogues, and one mail layout', () => {
    expect(findings()).toEqual([]);
  });

  it('catches what it is meant to catch', () => {
    const probe = [
      "throw new AppError('CONFLICT', { message: 'Tagihan sudah dibayar.' });",
      'return { message: `Sub-bidang tidak tersedia: ${codes}.` };',
      "throw new AppError('CONFLICT', { data: { why: 'sudah dibayar lunas' } });",
      "const note = 'Dokumen ini tidak dapat dihapus.';",
      'const escapeHtml = (s: string) => s;',
    ].join('\n');
    // In a folder of its own, never in the sources: other suites read the source tree meanwhile.
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'texts-probe-'));
    fs.writeFileSync(path.join(dir, 'zz-texts-probe.ts'), probe);
    try {
      const rules = findings(dir)
        .filter((f) => f.file === 'zz-texts-probe.ts')
        .map((f) => f.rule);
      expect(rules).toEqual(
        expect.arrayContaining([
          'message: a string literal',
          'a sentence passed to AppError',
          'an Indonesian sentence',
          'a second escapeHtml',
        ]),
      );
      expect(rules.filter((r) => r === 'message: a string literal')).toHaveLength(2);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('allows labels, names and code (no false alarm)', () => {
    for (const ok of [
      "'Nama Perusahaan'",
      "'PT Maju Jaya'",
      "'pending_verification'",
      "'Kode Registrasi'",
      '`${a} ${b}`',
    ])
      expect(isIndonesianSentence(ok), ok).toBe(false);
    expect(isIndonesianSentence("'Tagihan ini sudah dibayar.'")).toBe(true);
  });
});
