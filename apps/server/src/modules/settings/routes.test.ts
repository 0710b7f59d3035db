import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN_SETTING_KEYS,
  apiPath,
  CERTIFICATE_VALIDITY_YEARS_DEFAULT,
  ROLE,
  ZAdminSettingsResponse,
} from '@portal/contract';
import { Agent, createTestContext, type TestContext } from '../../../test/helpers';
import { createActor, type Actor } from '../../../test/actors';
import { appSettings } from '../../db/schema';

/** Admin settings: the invoice issuer (docs/api.md, Admin: catalogue, fees and settings). */
let ctx: TestContext;
let admin: Actor;
let company: Actor;

beforeAll(async () => {
  ctx = await createTestContext({ setup: 'incomplete' });
  admin = await createActor(ctx, { role: ROLE.ADMIN });
  company = await createActor(ctx);
});
afterAll(async () => ctx.close());

const get = async () => {
  const res = await admin.agent.get(apiPath('admin/settings/get.php'));
  expect(res.statusCode).toBe(200);
  return ZAdminSettingsResponse.parse(res.json().data).settings;
};

/** The certificate settings before an admin sets them: no signatory or body name, the default validity. */
const initialCertificate = {
  signatory_name: '',
  signatory_position: '',
  certificate_validity_years: CERTIFICATE_VALIDITY_YEARS_DEFAULT,
  body_name: '',
  // On until a super admin turns it off (docs/business-rules.md#separation-of-duties).
  separation_of_duties: true,
};

describe('admin settings', () => {
  it.each([
    ['GET', apiPath('admin/settings/get.php')],
    ['POST', apiPath('admin/settings/update.php')],
  ])('%s %s: 401 anonymous, 403 a company', async (method, url) => {
    const call = (agent: Agent) => (method === 'GET' ? agent.get(url) : agent.post(url, { issuer_name: 'X' }));
    expect((await call(new Agent(ctx.app))).statusCode).toBe(401);
    const res = await call(company.agent);
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('FORBIDDEN');
  });

  it('starts empty, and never reads the other (secret) rows of the store', async () => {
    expect(await get()).toEqual({ ...initialCertificate, issuer_name: '', issuer_address: '', issuer_npwp: null });
  });

  it('update: 403 without CSRF, 422 on a bad NPWP, an empty name or an unknown field; nothing changes', async () => {
    expect(
      (await admin.agent.post(apiPath('admin/settings/update.php'), { issuer_name: 'BSKI' }, { csrf: false }))
        .statusCode,
    ).toBe(403);
    const npwp = await admin.agent.post(apiPath('admin/settings/update.php'), {
      issuer_name: 'BSKI',
      issuer_npwp: '01.312.166.1-091.000',
    });
    expect(npwp.statusCode).toBe(422);
    expect(npwp.json().errors.issuer_npwp).toBeDefined();
    expect(
      (await admin.agent.post(apiPath('admin/settings/update.php'), { issuer_name: '  ' })).json().errors.issuer_name,
    ).toBeDefined();
    expect((await admin.agent.post(apiPath('admin/settings/update.php'), { signatory: 'x' })).statusCode).toBe(422);
    expect((await get()).issuer_name).toBe('');
  });

  it('saves any of the fields (the NPWP as digits); the others keep their values', async () => {
    const res = await admin.agent.post(apiPath('admin/settings/update.php'), {
      issuer_name: 'Badan Sertifikasi BSKI',
      issuer_address: 'Jl. Merdeka 1, Jakarta',
      issuer_npwp: '01.312.166.0-091.000',
    });
    expect(res.statusCode, res.body).toBe(200);
    const issuer = {
      issuer_name: 'Badan Sertifikasi BSKI',
      issuer_address: 'Jl. Merdeka 1, Jakarta',
      issuer_npwp: '013121660091000',
    };
    expect(res.json().data.settings).toEqual({ ...initialCertificate, ...issuer });
    await admin.agent.post(apiPath('admin/settings/update.php'), {
      issuer_address: 'Jl. Thamrin 2, Jakarta',
      certificate_validity_years: 5,
      signatory_name: 'Ir. Budi Santoso',
    });
    expect(await get()).toEqual({
      ...initialCertificate,
      ...issuer,
      issuer_address: 'Jl. Thamrin 2, Jakarta',
      certificate_validity_years: 5,
      signatory_name: 'Ir. Budi Santoso',
    });
    const [row] = await ctx.app.deps.db
      .select()
      .from(appSettings)
      .where(eq(appSettings.key, ADMIN_SETTING_KEYS.issuer_name));
    expect(row).toMatchObject({ value: 'Badan Sertifikasi BSKI', isSecret: false });
  });
});
