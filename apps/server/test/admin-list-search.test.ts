import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPath, ROLE, ZAdminCompanyListResponse, ZAdminUserListResponse } from '@portal/contract';
import { companies } from '../src/db/schema';
import { createActor, type Actor } from './actors';
import { createTestContext, type TestContext } from './helpers';

/** Search and order of the admin user and company lists (docs/business-rules.md#lists, docs/decisions/039). */
let ctx: TestContext;
let admin: Actor;
const named: Record<string, Actor> = {};

const COMPANY_NAMES = [
  'PT. Zamrud Khatulistiwa',
  'cv alam raya',
  'Beta Makmur, PT',
  'Koperasi Delta Tani',
  'Firma Citra',
  'PT Ekagrata Tbk',
  'persekutuan perdata Gading',
  'Fajar Pagi',
];

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await createActor(ctx, { role: ROLE.ADMIN, name: 'Admin Satu' });
  for (const [i, name] of COMPANY_NAMES.entries()) {
    const lower = i % 2 === 0;
    const actor = await createActor(ctx, { name: lower ? `${'bambang'} ${i}` : `Bambang ${i}`, complete: true });
    await ctx.app.deps.db.update(companies).set({ name }).where(eq(companies.id, actor.company!.id));
    named[name] = actor;
  }
  await ctx.app.deps.db
    .update(companies)
    .set({ leaderName: 'Sri Wahyuningsih', phone: '+62215551234' })
    .where(eq(companies.id, named['Fajar Pagi'].company!.id));
});
afterAll(async () => ctx.close());

const users = async (qs: string) => {
  const res = await admin.agent.get(`${apiPath('admin/users/list.php')}${qs}`);
  expect(res.statusCode).toBe(200);
  return ZAdminUserListResponse.parse(res.json().data);
};
const companyList = async (qs: string) => {
  const res = await admin.agent.get(`${apiPath('admin/companies/list.php')}${qs}`);
  expect(res.statusCode).toBe(200);
  return ZAdminCompanyListResponse.parse(res.json().data);
};

describe('phone search as typed', () => {
  it('finds a user by a partial number typed 0812…, 812… or +62 812…', async () => {
    const target = named['Firma Citra'].user;
    const rest = target.phone!.slice(3); // 812xxxxxxxx
    const partial = rest.slice(0, rest.length - 2);
    for (const typed of [
      `0${partial}`,
      `${rest.slice(0, 3)} ${rest.slice(3)}`,
      `+62 ${rest.slice(0, 3)} ${rest.slice(3, 9)}`,
      `0${rest.slice(0, 3)}-${rest.slice(3)}`,
    ]) {
      const found = await users(`?q=${encodeURIComponent(typed)}`);
      expect(
        found.items.map((u) => u.uuid),
        typed,
      ).toContain(target.uuid);
    }
    // A partial number narrows: 0 + the whole number finds exactly one.
    expect((await users(`?q=0${rest}`)).items.map((u) => u.uuid)).toEqual([target.uuid]);
  });

  it("finds a company by its own phone or its owner's, typed either way, and counts the same rows", async () => {
    const owner = named['Koperasi Delta Tani'];
    const rest = owner.user.phone!.slice(3);
    const byOwner = await companyList(`?q=${encodeURIComponent(`0${rest.slice(0, 3)} ${rest.slice(3)}`)}`);
    expect(byOwner.items.map((c) => c.companyId)).toEqual([owner.company!.id]);
    expect(byOwner.total).toBe(1);
    const byFixedLine = await companyList(`?q=${encodeURIComponent('(021) 555-1234')}`);
    expect(byFixedLine.items.map((c) => c.companyId)).toEqual([named['Fajar Pagi'].company!.id]);
  });
});

describe('the user list and the company', () => {
  it("searches the company's name and shows it on the row", async () => {
    const found = await users('?q=zamrud');
    expect(found.total).toBe(1);
    expect(found.items[0].uuid).toBe(named['PT. Zamrud Khatulistiwa'].user.uuid);
    expect(found.items[0].company?.name).toBe('PT. Zamrud Khatulistiwa');
  });
});

describe('the company list searches the leader', () => {
  it("finds a company by its leader's name, and by its owner's", async () => {
    expect((await companyList('?q=wahyuningsih')).items.map((c) => c.companyId)).toEqual([
      named['Fajar Pagi'].company!.id,
    ]);
    const owner = named['cv alam raya'].user.name;
    expect((await companyList(`?q=${encodeURIComponent(owner)}`)).items.map((c) => c.companyId)).toEqual([
      named['cv alam raya'].company!.id,
    ]);
  });
});

describe('name order', () => {
  it('sorts companies ignoring case and the legal form (PT, PT., CV, Firma, Koperasi, Persekutuan Perdata, ", PT", Tbk)', async () => {
    const order = (await companyList('?sort=name&per_page=100')).items.map((c) => c.name);
    expect(order).toEqual([
      'cv alam raya',
      'Beta Makmur, PT',
      'Firma Citra',
      'Koperasi Delta Tani',
      'PT Ekagrata Tbk',
      'Fajar Pagi',
      'persekutuan perdata Gading',
      'PT. Zamrud Khatulistiwa',
    ]);
  });

  it('sorts users ignoring case', async () => {
    const names = (await users('?sort=name&per_page=100')).items.map((u) => u.name);
    const expected = [...names].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase(), 'en') || 0);
    expect(names.map((n) => n.toLowerCase())).toEqual(expected.map((n) => n.toLowerCase()));
    // Lower- and upper-case "bambang" interleave by number, not all capitals first.
    const bambangs = names.filter((n) => /^bambang/i.test(n));
    expect(bambangs).toEqual([
      'bambang 0',
      'Bambang 1',
      'bambang 2',
      'Bambang 3',
      'bambang 4',
      'Bambang 5',
      'bambang 6',
      'Bambang 7',
    ]);
  });

  it('keeps the sort key when a company is renamed (the database maintains it)', async () => {
    const id = named['Fajar Pagi'].company!.id;
    await ctx.app.deps.db.update(companies).set({ name: 'PT Aaron Utama' }).where(eq(companies.id, id));
    const [row] = await ctx.app.deps.db.select({ s: companies.sortName }).from(companies).where(eq(companies.id, id));
    expect(row.s).toBe('aaron utama');
    expect((await companyList('?sort=name&per_page=1')).items[0].companyId).toBe(id);
    await ctx.app.deps.db.update(companies).set({ name: 'Fajar Pagi' }).where(eq(companies.id, id));
  });
});
