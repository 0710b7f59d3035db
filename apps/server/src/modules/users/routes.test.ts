import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPath, ZProfileResponse } from '@portal/contract';
import { companies, documents, users } from '../../db/schema';
import { Agent, createTestContext, type TestContext } from '../../../test/helpers';
import { activeUser, login } from '../../../test/auth-kit';
import { ensureFirstAdmin } from '../../bootstrap';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => ctx.close());

describe('GET users/profile.php', () => {
  it('answers 401 without a session', async () => {
    const res = await new Agent(ctx.app).get(apiPath('users/profile.php'));
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ status: 'error', code: 'UNAUTHENTICATED' });
  });

  it('is not cacheable and returns the user, the company and the current documents', async () => {
    const { agent, id, uuid, email } = await activeUser(ctx, 1);
    const [company] = await ctx.handle.db.select().from(companies).where(eq(companies.userId, id));
    const doc = (n: number, over: Partial<typeof documents.$inferInsert> = {}) => ({
      uuid: `0000000${n}-1111-4222-8333-444444444444`,
      userId: id,
      companyId: company.id,
      documentType: 'nib',
      category: 'initial_registration' as const,
      originalName: `nib-${n}.pdf`,
      storageKey: `k${n}`,
      fileSize: 1000 + n,
      mimeType: 'application/pdf',
      sha256: 'a'.repeat(64),
      ...over,
    });
    await ctx.handle.db
      .insert(documents)
      .values([
        doc(1, { isCurrent: 0 }),
        doc(2),
        doc(3, { documentType: 'ktp_pimpinan', status: 'rejected', reviewNote: 'buram' }),
      ]);

    const res = await agent.get(apiPath('users/profile.php'));
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('no-store');
    const data = ZProfileResponse.parse(res.json().data);
    expect(data.user).toMatchObject({
      uuid,
      email,
      name: 'Budi Santoso 1',
      phone: '+6281200000001',
      status: 'active',
      role: 'user',
      theme_preference: 'system',
      is_suspended: false,
    });
    expect(Number.isNaN(Date.parse(data.user.created_at))).toBe(false);
    expect(data.user).not.toHaveProperty('password_hash');
    expect(data.user).not.toHaveProperty('id');
    expect(data.company).toMatchObject({
      companyId: company.id,
      name: 'PT Maju Jaya 1',
      status: 'unverified',
      business_entity_type: 'PT',
      npwp: company.npwp,
      nib: company.nib,
    });
    expect(data.documents.map((d) => d.uuid).sort()).toEqual([doc(2).uuid, doc(3).uuid]); // the history row is left out
    const ktp = data.documents.find((d) => d.document_type === 'ktp_pimpinan');
    expect(ktp).toMatchObject({
      status: 'rejected',
      review_note: 'buram',
      file_url: `/backend/api/documents/download.php?uuid=${doc(3).uuid}`,
    });
  });

  it('gives an admin without a company company: null and no documents', async () => {
    const created = await ensureFirstAdmin(ctx.handle.db, ctx.config, ctx.app.deps.passwords);
    if (!created.created) throw new Error('admin expected');
    const agent = new Agent(ctx.app);
    expect((await login(agent, created.email, created.password)).statusCode).toBe(200);
    const data = (await agent.get(apiPath('users/profile.php'))).json().data;
    expect(data.user.role).toBe('admin');
    expect(data.company).toBeNull();
    expect(data.documents).toEqual([]);
  });
});

describe('POST users/update-settings.php', () => {
  it('saves the theme and answers it', async () => {
    const { agent, id } = await activeUser(ctx, 2);
    const res = await agent.post(apiPath('users/update-settings.php'), { theme_preference: 'dark' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ theme_preference: 'dark' });
    const [u] = await ctx.handle.db.select().from(users).where(eq(users.id, id));
    expect(u.themePreference).toBe('dark');
    expect((await agent.get(apiPath('users/profile.php'))).json().data.user.theme_preference).toBe('dark');
  });

  it('answers 401 without a session', async () => {
    const res = await new Agent(ctx.app).post(apiPath('users/update-settings.php'), { theme_preference: 'light' });
    expect(res.statusCode).toBe(401);
  });

  it('answers 422 for an unknown theme, a wrong type or an unknown field', async () => {
    const { agent } = await activeUser(ctx, 3);
    const bad = await agent.post(apiPath('users/update-settings.php'), { theme_preference: 'purple' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.theme_preference).toBeDefined();
    const typed = await agent.post(apiPath('users/update-settings.php'), { theme_preference: 1 });
    expect(typed.statusCode).toBe(422);
    const extra = await agent.post(apiPath('users/update-settings.php'), { theme_preference: 'light', role: 'admin' });
    expect(extra.statusCode).toBe(422);
    expect(extra.json().errors.role).toEqual(['validation.unknownField']);
  });

  it('requires the CSRF token (missing or wrong: 403) and then changes nothing', async () => {
    const { agent, id } = await activeUser(ctx, 4);
    const none = await agent.post(apiPath('users/update-settings.php'), { theme_preference: 'dark' }, { csrf: false });
    expect(none.statusCode).toBe(403);
    expect(none.json().code).toBe('CSRF_INVALID');
    const wrong = await agent.post(apiPath('users/update-settings.php'), { theme_preference: 'dark' }, { csrf: 'a.b' });
    expect(wrong.statusCode).toBe(403);
    const [u] = await ctx.handle.db.select().from(users).where(eq(users.id, id));
    expect(u.themePreference).toBe('system');
  });
});
