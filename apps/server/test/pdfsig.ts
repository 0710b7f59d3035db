import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect } from 'vitest';
import { checkPdfSignature } from '../src/infra/pdf/pdf-signature';

/**
 * poppler's `pdfsig`, a reader that shares no code with the signer (docs/decisions/102). Without
 * it (Debian: poppler-utils) the tests that use it are skipped with that reason, unless CI is
 * set: then they fail.
 */
const probe = spawnSync('pdfsig', ['-v'], { encoding: 'utf8' });
export const hasPdfsig = probe.status === 0 || /pdfsig version/.test(`${probe.stdout}${probe.stderr}`);
const skipReason = 'pdfsig (poppler-utils) is not installed: apt-get install poppler-utils';
if (!hasPdfsig && process.env.CI) throw new Error(`${skipReason} (required when CI is set)`);
if (!hasPdfsig) console.warn(`skipped: ${skipReason}`);

/** pdfsig's report of a file (it exits non-zero for an invalid signature; the report is what counts). */
export function pdfsigReport(pdf: Buffer): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pdfsig-'));
  const file = path.join(dir, 'file.pdf');
  fs.writeFileSync(file, pdf);
  try {
    return execFileSync('pdfsig', [file], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  } catch (e) {
    const err = e as { stdout?: string; stderr?: string };
    return `${err.stdout ?? ''}${err.stderr ?? ''}`;
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** Asserts pdfsig finds `pdf` signed by `signer` and valid over the whole file, and not valid after one changed byte. */
export function expectPdfsigValidThenBroken(pdf: Buffer, signer: string): void {
  const good = pdfsigReport(pdf);
  expect(good).toContain('Signature Type: ETSI.CAdES.detached');
  expect(good).toContain(`Signer Certificate Common Name: ${signer}`);
  expect(good).toContain('Total document signed');
  expect(good).toContain('Signature Validation: Signature is Valid.');
  expect(checkPdfSignature(pdf)).toMatchObject({ signed: true, valid: true, coversWholeFile: true });

  const altered = Buffer.from(pdf);
  const at = altered.indexOf('/Type /Page');
  altered[at + 7] = 'X'.charCodeAt(0);
  const bad = pdfsigReport(altered);
  expect(bad).not.toContain('Signature is Valid.');
  expect(bad).toMatch(/Signature Validation: (Signature is Invalid|Digest Mismatch)/);
  expect(checkPdfSignature(altered).valid).toBe(false);
}
