import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPath, ROLE } from '@portal/contract';
import { companies, users } from '../src/db/schema';
import { createActor, type Actor } from './actors';
import { createTestContext, type TestContext } from './helpers';

/** A minimal RFC 4180 reader with a chosen separator, as a spreadsheet program would read. */
function readCsv(text: string, sep: ',' | ';'): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (quoted && ch === '"' && text[i + 1] === '"') {
      cell += '"';
      i++;
    } else if (ch === '"') {
      quoted = !quoted;
    } else if (!quoted && ch === sep) {
      row.push(cell);
      cell = '';
    } else if (!quoted && ch === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i++;
    } else {
      cell += ch;
    }
  }
  return rows;
}

let ctx: TestContext;
let admin: Actor;

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await createActor(ctx, { role: ROLE.ADMIN });
  const names = ['PT X;=1+1', '=HYPERLINK("http://x";"klik")', 'CV "Kutip", Baris\nDua', '-2+3', 'PT Biasa'];
  for (const name of names) {
    const a = await createActor(ctx);
    await ctx.app.deps.db.update(companies).set({ name }).where(eq(companies.id, a.company!.id));
    await ctx.app.deps.db
      .update(users)
      .set({ name: `Pemilik ${name}` })
      .where(eq(users.id, a.user.id));
  }
});
afterAll(async () => ctx.close());

describe('CSV exports: cells stay cells and never formulas, with , or ; as separator', () => {
  it.each([
    [apiPath('admin/companies/export.php'), 1],
    [apiPath('admin/users/export.php'), 1],
  ])('%s', async (url, nameColumn) => {
    const res = await admin.agent.get(`${url}?sort=name&per_page=100`);
    expect(res.statusCode).toBe(200);
    const text = res.rawPayload.toString('utf8');
    expect(text.charCodeAt(0)).toBe(0xfeff);
    const rows = readCsv(text.slice(1), ',');
    const width = rows[0].length;
    for (const r of rows) expect(r).toHaveLength(width);
    const cells = rows.slice(1).map((r) => r[nameColumn]);
    const expected = url === apiPath('admin/users/export.php') ? (n: string) => `Pemilik ${n}` : (n: string) => n;
    expect(cells).toEqual(expect.arrayContaining([expected('PT X;=1+1'), expected('CV "Kutip", Baris\nDua')]));
    if (url === apiPath('admin/companies/export.php')) {
      expect(cells).toEqual(expect.arrayContaining([`'=HYPERLINK("http://x";"klik")`, "'-2+3"]));
      expect(text).toContain(',"PT X;=1+1",');
    }
    // Read with ';' (Indonesian-locale Excel): no unquoted ';' splits a cell, and no cell starts a formula.
    for (const r of readCsv(text.slice(1), ';')) for (const cell of r) expect(cell).not.toMatch(/^[=+\-@]/);
  });

  it('a NUL in the search is refused with 422 in the envelope, not a CSV cut short', async () => {
    for (const url of [
      apiPath('admin/companies/export.php'),
      apiPath('admin/users/export.php'),
      apiPath('admin/companies/list.php'),
      apiPath('admin/users/list.php'),
      apiPath('admin/documents/list.php'),
    ]) {
      const res = await admin.agent.get(`${url}?q=PT%00X`);
      expect(res.statusCode, url).toBe(422);
      expect(res.json()).toMatchObject({
        status: 'error',
        code: 'VALIDATION_FAILED',
        errors: { q: ['validation.invalid'] },
      });
    }
  });
});
