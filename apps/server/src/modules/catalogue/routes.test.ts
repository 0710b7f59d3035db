import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiPath,
  DEFAULT_QUALIFICATION_THRESHOLDS,
  ROLE,
  suggestQualification,
  USER_STATUS,
  ZQualificationThresholdsResponse,
  ZSubBidangListResponse,
  ZSubBidangResponse,
} from '@portal/contract';
import { Agent, createTestContext, type TestContext } from '../../../test/helpers';
import { createActor, type Actor } from '../../../test/actors';
import { auditLog, bidang, subBidang } from '../../db/schema';

/** The sub-bidang catalogue (docs/business-rules.md#sub-bidang): list for every logged-in user, admin add/edit/deactivate. */
let ctx: TestContext;
let admin: Actor;
let company: Actor;
let unverified: Actor;

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await createActor(ctx, { role: ROLE.ADMIN });
  company = await createActor(ctx, { status: USER_STATUS.VERIFIED, complete: true });
  unverified = await createActor(ctx);
});
afterAll(async () => ctx.close());

const list = async (qs = '', agent = company.agent) => {
  const res = await agent.get(`${apiPath('sub-bidang/list.php')}${qs}`);
  expect(res.statusCode, res.body).toBe(200);
  return ZSubBidangListResponse.parse(res.json().data);
};

const ENTRY = {
  code: 'ZZ001',
  name: 'Jasa Uji Katalog',
  bidang_code: 'ZZ',
  bidang_name: 'Bidang Uji',
  kbli_code: '71201',
  kbli_title: 'AKTIVITAS PENGUJIAN',
};

describe('GET sub-bidang/list.php', () => {
  it('answers 401 to an anonymous caller, and every logged-in user, verified or not', async () => {
    expect((await new Agent(ctx.app).get(apiPath('sub-bidang/list.php'))).statusCode).toBe(401);
    expect((await list('', unverified.agent)).total).toBe(70);
  });

  it('pages the seeded catalogue of 70 entries with a total, ordered by code, and lists every bidang', async () => {
    const page1 = await list('?per_page=20');
    const page4 = await list('?per_page=20&page=4');
    expect(page1).toMatchObject({ total: 70, page: 1, per_page: 20 });
    expect(page1.items).toHaveLength(20);
    expect(page4.items).toHaveLength(10);
    const codes = page1.items.map((i) => i.code);
    expect(codes).toEqual([...codes].sort());
    expect(page1.bidang).toHaveLength(10);
    expect(page1.items[0]).toMatchObject({ kbli_edition: '2020', is_active: true });
    expect(page1.items[0].kbli_code).toMatch(/^\d{5}$/);
    expect(page1.items[0].bidang_name.length).toBeGreaterThan(0);
  });

  it('searches code, name and KBLI (code and title), case-insensitive, wildcards literal', async () => {
    const [sample] = (await list('?per_page=1&sort=kbli')).items;
    expect((await list(`?q=${sample.code.toLowerCase()}`)).items.map((i) => i.code)).toContain(sample.code);
    expect(
      (await list(`?q=${sample.kbli_code}`)).items.every(
        (i) => i.kbli_code === sample.kbli_code || i.code.includes(sample.kbli_code),
      ),
    ).toBe(true);
    expect(
      (await list(`?q=${encodeURIComponent(sample.kbli_title.slice(0, 12).toLowerCase())}`)).items.map((i) => i.code),
    ).toContain(sample.code);
    expect((await list(`?q=${encodeURIComponent(sample.name)}`)).items.map((i) => i.code)).toContain(sample.code);
    expect((await list('?q=%25')).total).toBe(0);
    expect((await list('?q=tidak-ada-yang-cocok')).total).toBe(0);
  });

  it('filters by bidang and sorts by name or KBLI', async () => {
    const all = await list('?per_page=100');
    const field = all.bidang[0].code;
    const filtered = await list(`?bidang=${field.toLowerCase()}&per_page=100`);
    expect(filtered.total).toBe(all.items.filter((i) => i.bidang_code === field).length);
    expect(filtered.items.every((i) => i.bidang_code === field)).toBe(true);
    const byName = (await list('?sort=name&per_page=100')).items.map((i) => i.name);
    expect(byName).toEqual([...byName].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    const byKbli = (await list('?sort=kbli&per_page=100')).items.map((i) => i.kbli_code);
    expect(byKbli).toEqual([...byKbli].sort());
  });

  it('refuses bad list parameters (422)', async () => {
    for (const qs of ['?per_page=101', '?sort=random', '?bidang=P%20B', '?active=yes', '?page=0']) {
      const res = await company.agent.get(`${apiPath('sub-bidang/list.php')}${qs}`);
      expect(res.statusCode, qs).toBe(422);
    }
  });
});

describe('admin catalogue administration', () => {
  it.each([
    ['save', apiPath('admin/sub-bidang/save.php')],
    ['set-active', apiPath('admin/sub-bidang/set-active.php')],
  ])('%s: 401 anonymous, 403 a company, 403 without CSRF, 422 on a bad body', async (_n, url) => {
    expect((await new Agent(ctx.app).post(url, {})).statusCode).toBe(401);
    const asCompany = await company.agent.post(url, { code: 'PB001', is_active: false });
    expect(asCompany.statusCode).toBe(403);
    expect(asCompany.json().code).toBe('FORBIDDEN');
    const noCsrf = await admin.agent.post(url, { code: 'PB001', is_active: false }, { csrf: false });
    expect(noCsrf.statusCode).toBe(403);
    const bad = await admin.agent.post(url, { code: 'P-1' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.code).toBeDefined();
  });

  it('adds an entry with a new bidang (201), refuses an unknown bidang without its name (422)', async () => {
    const { bidang_name: _n, ...withoutName } = ENTRY;
    const refused = await admin.agent.post(apiPath('admin/sub-bidang/save.php'), { ...withoutName, code: 'ZZ000' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.bidang_name).toEqual(['validation.required']);
    expect(await ctx.app.deps.db.select().from(subBidang).where(eq(subBidang.code, 'ZZ000'))).toHaveLength(0);

    const res = await admin.agent.post(apiPath('admin/sub-bidang/save.php'), {
      ...ENTRY,
      code: 'zz001',
      bidang_code: 'zz',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(ZSubBidangResponse.parse(res.json().data).sub_bidang).toMatchObject({
      ...ENTRY,
      kbli_edition: '2020',
      description: null,
      is_active: true,
    });
    const listed = await list('?q=ZZ001');
    expect(listed.items.map((i) => i.code)).toEqual(['ZZ001']);
    expect(listed.bidang.map((b) => b.code)).toContain('ZZ');
  });

  it('corrects an entry (200) and renames its bidang; the entry keeps its code', async () => {
    const res = await admin.agent.post(apiPath('admin/sub-bidang/save.php'), {
      ...ENTRY,
      name: 'Jasa Uji Katalog (koreksi)',
      bidang_name: 'Bidang Uji Baru',
      description: 'Catatan',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.sub_bidang).toMatchObject({
      code: 'ZZ001',
      name: 'Jasa Uji Katalog (koreksi)',
      bidang_name: 'Bidang Uji Baru',
      description: 'Catatan',
    });
    const [field] = await ctx.app.deps.db.select().from(bidang).where(eq(bidang.code, 'ZZ'));
    expect(field.name).toBe('Bidang Uji Baru');
  });

  it('deactivates: companies no longer see it, admins do (and filter by active); reactivates', async () => {
    const off = await admin.agent.post(apiPath('admin/sub-bidang/set-active.php'), { code: 'zz001', is_active: false });
    expect(off.statusCode).toBe(200);
    expect(off.json().data.sub_bidang.is_active).toBe(false);
    expect((await list('?q=ZZ001')).total).toBe(0);
    // A company's `active=false` is ignored: it still sees active entries only.
    expect((await list('?q=ZZ001&active=false')).total).toBe(0);
    expect((await list('?q=ZZ001', admin.agent)).items.map((i) => i.is_active)).toEqual([false]);
    expect((await list('?active=false', admin.agent)).items.map((i) => i.code)).toEqual(['ZZ001']);
    expect((await list('?active=true', admin.agent)).total).toBe(70);

    const on = await admin.agent.post(apiPath('admin/sub-bidang/set-active.php'), { code: 'ZZ001', is_active: true });
    expect(on.json().data.sub_bidang.is_active).toBe(true);
    expect((await list('?q=ZZ001')).total).toBe(1);
  });

  it('set-active of an unknown code is 404', async () => {
    const res = await admin.agent.post(apiPath('admin/sub-bidang/set-active.php'), {
      code: 'NOPE99',
      is_active: false,
    });
    expect(res.statusCode).toBe(404);
  });
});

describe('the qualification rule: sub-bidang/qualifications.php, admin/sub-bidang/qualifications.php', () => {
  const read = async (agent: Agent) => {
    const res = await agent.get(apiPath('sub-bidang/qualifications.php'));
    expect(res.statusCode, res.body).toBe(200);
    return ZQualificationThresholdsResponse.parse(res.json().data).thresholds;
  };

  it('every signed-in user reads the limits (the defaults until saved); an anonymous caller gets 401', async () => {
    expect((await new Agent(ctx.app).get(apiPath('sub-bidang/qualifications.php'))).statusCode).toBe(401);
    expect(await read(unverified.agent)).toEqual(DEFAULT_QUALIFICATION_THRESHOLDS);
  });

  it('only an admin changes them, the second above the first; the change is audited and read back by companies', async () => {
    const url = apiPath('admin/sub-bidang/qualifications.php');
    const next = { kecil_max_investment: 2_500_000_000, menengah_max_investment: 20_000_000_000 };
    expect((await new Agent(ctx.app).post(url, next)).statusCode).toBe(401);
    const asCompany = await company.agent.post(url, next);
    expect(asCompany.statusCode).toBe(403);
    const inverted = await admin.agent.post(url, { kecil_max_investment: 9, menengah_max_investment: 9 });
    expect(inverted.statusCode).toBe(422);
    expect(inverted.json().errors.menengah_max_investment).toEqual(['validation.thresholdOrder']);
    expect(await read(company.agent)).toEqual(DEFAULT_QUALIFICATION_THRESHOLDS);

    const saved = await admin.agent.post(url, next);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().message_key).toBe('catalogue.qualifications_saved');
    expect(await read(company.agent)).toEqual(next);
    expect(suggestQualification(3_000_000_000, await read(company.agent))).toBe('menengah');
    const trail = await ctx.app.deps.db.select().from(auditLog).where(eq(auditLog.action, 'catalogue.qualifications'));
    expect(trail).toHaveLength(1);
    expect(trail[0]).toMatchObject({ entityId: 'qualifications' });
  });
});
