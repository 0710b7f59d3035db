import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPath, COMPANY_STATUS, ROLE, ZUpdateCompanyResponse } from '@portal/contract';
import { Agent, createTestContext, validNpwp, type TestContext } from '../../../test/helpers';
import { companies, users } from '../../db/schema';
import { createActor, type Actor } from '../../../test/actors';

let ctx: TestContext;
let alice: Actor;
let bob: Actor;

beforeAll(async () => {
  ctx = await createTestContext();
  alice = await createActor(ctx);
  bob = await createActor(ctx);
});
afterAll(async () => ctx.close());

const companyRow = async (id: number) =>
  (await ctx.app.deps.db.select().from(companies).where(eq(companies.id, id)))[0];
const setStatus = (a: Actor, status: (typeof COMPANY_STATUS)[keyof typeof COMPANY_STATUS]) =>
  ctx.app.deps.db.update(companies).set({ status }).where(eq(companies.id, a.company!.id));

describe('POST companies/update.php', () => {
  it('answers 401 without a session and 403 without the CSRF token', async () => {
    expect(
      (await new Agent(ctx.app).post(apiPath('companies/update.php'), { address: 'x' }, { csrf: false })).statusCode,
    ).toBe(401);
    expect(
      (await alice.agent.post(apiPath('companies/update.php'), { address: 'x' }, { csrf: false })).statusCode,
    ).toBe(403);
    expect((await companyRow(alice.company!.id)).address).toBeNull();
  });

  it('answers 422 with field errors for invalid values and unknown fields', async () => {
    const res = await alice.agent.post(apiPath('companies/update.php'), {
      npwp: '12.345',
      postal_code: '123',
      phone: '12345',
      email: 'bukan-email',
      kta_date: '2024-02-30',
      employee_count: 'dua',
      user_id: 99,
    });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors).sort()).toEqual([
      'email',
      'employee_count',
      'kta_date',
      'npwp',
      'phone',
      'postal_code',
      'user_id',
    ]);
  });

  it('saves the company data (snake_case) and keeps the leader in step with the account', async () => {
    const res = await alice.agent.post(apiPath('companies/update.php'), {
      address: 'Jl. Sudirman 1',
      province: 'Jawa Barat',
      regency_city: 'Kota Bandung',
      district: 'Coblong',
      village: 'Dago',
      postal_code: '40135',
      phone: '0812-3456-7890',
      email: 'Kantor@Contoh.CO.ID',
      investment_value: '2500000000',
      employee_count: 12,
      leader_name: 'Siti Rahma',
      leader_position: 'Direktur',
      kta_date: '2024-03-01',
      npwp: '01.312.166.0-091.000',
    });
    expect(res.statusCode).toBe(200);
    const { company } = ZUpdateCompanyResponse.parse(res.json().data);
    expect(company).toMatchObject({
      regency_city: 'Kota Bandung',
      phone: '+6281234567890',
      email: 'kantor@contoh.co.id',
      investment_value: 2_500_000_000,
      employee_count: 12,
      npwp: '013121660091000',
    });
    const [user] = await ctx.app.deps.db.select().from(users).where(eq(users.id, alice.user.id));
    expect(user.name).toBe('Siti Rahma');
    expect(user.leaderPosition).toBe('Direktur');
  });

  it('answers 409 NPWP_TAKEN / NIB_TAKEN for another company’s numbers', async () => {
    const npwp = await alice.agent.post(apiPath('companies/update.php'), { npwp: bob.company!.npwp });
    expect(npwp.statusCode).toBe(409);
    expect(npwp.json().code).toBe('NPWP_TAKEN');
    const nib = await alice.agent.post(apiPath('companies/update.php'), { nib: bob.company!.nib });
    expect(nib.statusCode).toBe(409);
    expect(nib.json().code).toBe('NIB_TAKEN');
  });

  it('locks the identity fields once verified; the unchanged values and other fields still save', async () => {
    const c = await createActor(ctx);
    await setStatus(c, COMPANY_STATUS.VERIFIED);
    for (const [field, value] of Object.entries({
      name: 'PT Baru',
      business_entity_type: 'CV',
      npwp: validNpwp(777),
      nib: '9999999999999',
      leader_nik: '3171000000009999',
      leader_npwp: validNpwp(778),
    })) {
      const res = await c.agent.post(apiPath('companies/update.php'), { [field]: value });
      expect(res.statusCode, field).toBe(422);
      expect(res.json().errors[field]).toEqual(['validation.readOnly']);
    }
    const row = await companyRow(c.company!.id);
    expect(row.name).toBe(c.company!.name);
    const ok = await c.agent.post(apiPath('companies/update.php'), {
      name: row.name,
      npwp: row.npwp,
      nib: row.nib,
      address: 'Alamat baru',
    });
    expect(ok.statusCode).toBe(200);
    expect((await companyRow(c.company!.id)).address).toBe('Alamat baru');
  });

  it('locks the identity fields while in review, other fields stay editable', async () => {
    const c = await createActor(ctx);
    await setStatus(c, COMPANY_STATUS.IN_REVIEW);
    const res = await c.agent.post(apiPath('companies/update.php'), { nib: '1111111111111' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.nib).toEqual(['validation.readOnly']);
    expect((await c.agent.post(apiPath('companies/update.php'), { business_type: 'Konsultan' })).statusCode).toBe(200);
  });

  it('lets an unverified company change its identity fields', async () => {
    const c = await createActor(ctx);
    const res = await c.agent.post(apiPath('companies/update.php'), {
      name: 'PT Ganti Nama',
      business_entity_type: 'Koperasi',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.company).toMatchObject({ name: 'PT Ganti Nama', business_entity_type: 'Koperasi' });
  });

  it('refuses to clear a field submission needs once it holds a value; an empty field cleared stays empty', async () => {
    const c = await createActor(ctx);
    expect(
      (await c.agent.post(apiPath('companies/update.php'), { email: 'kantor@contoh.co.id', address: 'Jl. Lama 1' }))
        .statusCode,
    ).toBe(200);
    const res = await c.agent.post(apiPath('companies/update.php'), { email: '', address: '   ', business_type: '' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ email: ['validation.required'], address: ['validation.required'] });
    const row = await companyRow(c.company!.id);
    expect(row.email).toBe('kantor@contoh.co.id');
    expect(row.address).toBe('Jl. Lama 1');
    // business_type was empty: clearing it again is no change, and the other fields save.
    const ok = await c.agent.post(apiPath('companies/update.php'), { business_type: '', district: 'Coblong' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data.company).toMatchObject({
      business_type: null,
      district: 'Coblong',
      email: 'kantor@contoh.co.id',
    });
  });

  it('says a 15-digit NPWP with a wrong check digit is not a valid NPWP', async () => {
    const res = await alice.agent.post(apiPath('companies/update.php'), { leader_npwp: '01.312.166.1-091.000' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.leader_npwp).toEqual(['validation.npwpInvalid']);
  });

  it('region codes: checked against the data and their parent, stored with the official names; a typed name clears its code', async () => {
    const c = await createActor(ctx);
    const bad = await c.agent.post(apiPath('companies/update.php'), {
      province_code: '31',
      regency_city_code: '32.73',
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({ regency_city: ['validation.invalid'] });
    const unknown = await c.agent.post(apiPath('companies/update.php'), { province_code: '99' });
    expect(unknown.json().errors).toEqual({ province: ['validation.invalid'] });

    const regions = async (level: string, parent?: string) =>
      (await c.agent.get(`${apiPath('regions/list.php')}?level=${level}${parent ? `&parent=${parent}` : ''}`)).json()
        .data.regions as { code: string; name: string }[];
    const coblong = (await regions('district', '32.73')).find((d) => d.name === 'Coblong')!;
    const dago = (await regions('village', coblong.code)).find((v) => v.name === 'Dago')!;
    const ok = await c.agent.post(apiPath('companies/update.php'), {
      province: 'jabar',
      province_code: '32',
      regency_city: 'x',
      regency_city_code: '32.73',
      district: 'x',
      district_code: coblong.code,
      village: 'x',
      village_code: dago.code,
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data.company).toMatchObject({
      province: 'JAWA BARAT',
      province_code: '32',
      regency_city: 'KOTA BANDUNG',
      regency_city_code: '32.73',
      district: 'Coblong',
      district_code: coblong.code,
      village: 'Dago',
      village_code: dago.code,
    });
    // A village of another district is refused against the stored district.
    expect((await c.agent.post(apiPath('companies/update.php'), { village_code: '31.71.01.1001' })).statusCode).toBe(
      422,
    );
    // Free text (an older form, an admin typing) keeps the name and drops the code that no longer matches.
    const typed = await c.agent.post(apiPath('companies/update.php'), { village: 'Dago Atas' });
    expect(typed.json().data.company).toMatchObject({
      village: 'Dago Atas',
      village_code: null,
      district_code: coblong.code,
    });
  });

  it('refuses an account without a company (403)', async () => {
    const admin = await createActor(ctx, { role: ROLE.ADMIN });
    expect((await admin.agent.post(apiPath('companies/update.php'), { address: 'x' })).statusCode).toBe(403);
  });
});
