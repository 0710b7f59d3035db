import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPath, ROLE } from '@portal/contract';
import { companies, users } from '../src/db/schema';
import { createActor, type Actor } from './actors';
import { Agent, createTestContext, type TestContext } from './helpers';

/** The Excel exports (docs/business-rules.md#exports, docs/decisions/040), read back with the library that wrote them. */
let ctx: TestContext;
let admin: Actor;
let owner: Actor;

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const NPWP = '013121660091000'; // valid check digit, leading zero
const NIB = '0123456789012';
const NIK = '0171234567890123';

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await createActor(ctx, { role: ROLE.ADMIN });
  owner = await createActor(ctx, { complete: true, name: 'Siti Pemilik', companyStatus: 'verified' });
  await ctx.app.deps.db
    .update(companies)
    .set({
      name: 'PT Nol Depan',
      npwp: NPWP,
      nib: NIB,
      leaderNik: NIK,
      leaderName: 'Ir. Hadi Pimpinan',
      phone: '+622155512345',
      address: 'Jl. Sudirman Kav. 1',
      ktaKadinNumber: '0099/KTA/2024',
      ktaDate: '2024-01-15',
      createdAt: new Date('2025-03-01T20:30:00Z'), // 2 March 03:30 WIB: the WIB day differs from the UTC one
      verifiedAt: new Date('2025-03-05T02:00:00Z'),
    })
    .where(eq(companies.id, owner.company!.id));
  await ctx.app.deps.db
    .update(users)
    .set({ createdAt: new Date('2025-03-01T20:30:00Z') })
    .where(eq(users.id, owner.user.id));
});
afterAll(async () => ctx.close());

async function readWorkbook(url: string, lang = 'id') {
  const res = await admin.agent.get(url, { 'accept-language': lang });
  expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
  expect(res.headers['content-type']).toBe(XLSX_TYPE);
  expect(res.headers['content-disposition']).toMatch(
    /^attachment; filename="(perusahaan|pengguna)-\d{4}-\d{2}-\d{2}\.xlsx"$/,
  );
  expect(res.headers['x-content-type-options']).toBe('nosniff');
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
  const sheet = wb.worksheets[0];
  const headers = (sheet.getRow(1).values as unknown[]).slice(1).map(String);
  const col = (name: string) => {
    const i = headers.indexOf(name);
    expect(i, `${name} in ${headers.join('|')}`).toBeGreaterThanOrEqual(0);
    return i + 1;
  };
  return { sheet, headers, col };
}

describe('admin/companies/export.php?format=xlsx', () => {
  it('writes NPWP, NIB, NIK and phones as text cells (leading zeros kept) and times as WIB date cells', async () => {
    const { sheet, col } = await readWorkbook(`${apiPath('admin/companies/export.php')}?format=xlsx&q=nol%20depan`);
    expect(sheet.rowCount).toBe(2);
    const row = sheet.getRow(2);
    for (const [name, value] of [
      ['NPWP', NPWP],
      ['NIB', NIB],
      ['NIK Pimpinan', NIK],
      ['Telepon Perusahaan', '+622155512345'],
      ['Telepon Pemilik', owner.user.phone],
    ] as const) {
      const cell = row.getCell(col(name));
      expect(cell.type, name).toBe(ExcelJS.ValueType.String);
      expect(cell.value, name).toBe(value);
      expect(cell.numFmt, name).toBe('@');
    }
    const registered = row.getCell(col('Terdaftar (WIB)'));
    expect(registered.type).toBe(ExcelJS.ValueType.Date);
    expect((registered.value as Date).toISOString()).toBe('2025-03-02T03:30:00.000Z'); // the WIB wall clock
    expect(registered.numFmt).toContain('WIB');
    const kta = row.getCell(col('Tanggal KTA'));
    expect(kta.type).toBe(ExcelJS.ValueType.Date);
    expect((kta.value as Date).toISOString().slice(0, 10)).toBe('2024-01-15');
    expect(row.getCell(col('Status')).value).toBe('Terverifikasi');
    expect(row.getCell(col('Nama Pimpinan')).value).toBe('Ir. Hadi Pimpinan');
    expect(row.getCell(col('Alamat')).value).toBe('Jl. Sudirman Kav. 1');
    expect(row.getCell(col('No. KTA Kadin')).value).toBe('0099/KTA/2024');
  });

  it('has a bold, frozen header row and set column widths', async () => {
    const { sheet, col } = await readWorkbook(`${apiPath('admin/companies/export.php')}?format=xlsx`);
    expect(sheet.getRow(1).getCell(1).font?.bold).toBe(true);
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(sheet.getColumn(col('Nama Perusahaan')).width).toBeGreaterThanOrEqual(30);
    expect(sheet.getColumn(col('NPWP')).width).toBeGreaterThanOrEqual(19);
  });

  it("speaks the reader's language (Accept-Language): headers and statuses in English", async () => {
    const { sheet, col, headers } = await readWorkbook(
      `${apiPath('admin/companies/export.php')}?format=xlsx&q=nol%20depan`,
      'en-US,en;q=0.9',
    );
    expect(headers).toContain('Company Name');
    expect(sheet.name).toBe('Companies');
    expect(sheet.getRow(2).getCell(col('Status')).value).toBe('Verified');
    expect(sheet.getRow(2).getCell(col('Registered (WIB)')).type).toBe(ExcelJS.ValueType.Date);
  });

  it('refuses an unknown format (422), anonymous callers (401) and users (403)', async () => {
    const bad = await admin.agent.get(`${apiPath('admin/companies/export.php')}?format=xls`);
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.format).toEqual(['validation.invalid']);
    expect((await new Agent(ctx.app).get(`${apiPath('admin/companies/export.php')}?format=xlsx`)).statusCode).toBe(401);
    const asUser = await owner.agent.get(`${apiPath('admin/companies/export.php')}?format=xlsx`);
    expect(asUser.statusCode).toBe(403);
    expect(asUser.json().code).toBe('FORBIDDEN');
  });
});

describe('admin/users/export.php?format=xlsx', () => {
  it('translates roles and statuses and keeps the phone as text', async () => {
    const id = await readWorkbook(`${apiPath('admin/users/export.php')}?format=xlsx&sort=oldest`);
    const rows = id.sheet.getRows(2, id.sheet.rowCount - 1)!;
    const adminRow = rows.find((r) => r.getCell(id.col('Email')).value === admin.user.email)!;
    expect(adminRow.getCell(id.col('Peran')).value).toBe('Administrator');
    const ownerRow = rows.find((r) => r.getCell(id.col('Email')).value === owner.user.email)!;
    expect(ownerRow.getCell(id.col('Peran')).value).toBe('Pengguna');
    expect(ownerRow.getCell(id.col('Telepon')).type).toBe(ExcelJS.ValueType.String);
    expect(ownerRow.getCell(id.col('Perusahaan')).value).toBe('PT Nol Depan');
    expect((ownerRow.getCell(id.col('Terdaftar (WIB)')).value as Date).toISOString()).toBe('2025-03-02T03:30:00.000Z');
    const en = await readWorkbook(
      `${apiPath('admin/users/export.php')}?format=xlsx&q=${encodeURIComponent(owner.user.email)}`,
      'en',
    );
    expect(en.sheet.getRow(2).getCell(en.col('Role')).value).toBe('User');
    expect(en.sheet.getRow(2).getCell(en.col('Status')).value).toBe('Active');
  });
});

describe('CSV keeps its rules and gains the company columns', () => {
  it('adds address, phone, leader and KTA to the company CSV; codes stay raw', async () => {
    const res = await admin.agent.get(`${apiPath('admin/companies/export.php')}?q=nol%20depan`);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    const [header, line] = res.rawPayload.toString('utf8').slice(1).trimEnd().split('\r\n');
    const cells = header.split(',');
    for (const h of ['Alamat', 'Telepon Perusahaan', 'Nama Pimpinan', 'NIK Pimpinan', 'No. KTA Kadin', 'Tanggal KTA'])
      expect(cells).toContain(h);
    const values = line.split(',');
    expect(values[cells.indexOf('NPWP')]).toBe(NPWP);
    expect(values[cells.indexOf('Alamat')]).toBe('Jl. Sudirman Kav. 1');
    // A phone as stored keeps its + without the formula quote (docs/business-rules.md#exports).
    expect(values[cells.indexOf('Telepon Perusahaan')]).toBe('+622155512345');
    expect(values[cells.indexOf('Nama Pimpinan')]).toBe('Ir. Hadi Pimpinan');
    expect(values[cells.indexOf('Tanggal KTA')]).toBe('2024-01-15');
    // Times at WIB with their offset, the same wall-clock time as the workbook's.
    expect(values[cells.indexOf('Terdaftar (WIB)')]).toBe('2025-03-02T03:30:00+07:00');
  });
});
