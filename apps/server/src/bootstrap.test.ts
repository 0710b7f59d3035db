import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPath } from '@portal/contract';
import { ensureFirstAdmin } from './bootstrap';
import { adminRoles, users } from './db/schema';
import { Agent, createTestContext, type TestContext } from '../test/helpers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => ctx.close());

const login = (c: TestContext, email: string, password: string) =>
  new Agent(c.app).post(apiPath('auth/login.php'), { email, password });

describe('ensureFirstAdmin (first start)', () => {
  it('creates one admin with a random password that can log in; a second call creates nothing', async () => {
    const first = await ensureFirstAdmin(ctx.handle.db, ctx.config, ctx.app.deps.passwords);
    if (!first.created) throw new Error('expected an admin to be created');
    expect(first.generated).toBe(true);
    expect(first.password.length).toBeGreaterThanOrEqual(12);
    const res = await login(ctx, first.email, first.password);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.user).toMatchObject({ role: 'admin', status: 'verified' });
    // The first administrator holds every right (docs/business-rules.md#admin-roles).
    const [row] = await ctx.handle.db.select().from(users).where(eq(users.email, first.email));
    const roles = await ctx.handle.db.select().from(adminRoles).where(eq(adminRoles.userId, row.id));
    expect(roles.map((r) => r.role)).toEqual(['super_admin']);

    expect(await ensureFirstAdmin(ctx.handle.db, ctx.config, ctx.app.deps.passwords)).toEqual({ created: false });
    const admins = await ctx.handle.db.select().from(users).where(eq(users.role, 'admin'));
    expect(admins).toHaveLength(1);
    expect(admins[0].passwordHash.startsWith('$argon2id$')).toBe(true);
  });

  it('a second run on a fresh database gives a different random password', async () => {
    const other = await createTestContext();
    try {
      const a = await ensureFirstAdmin(other.handle.db, other.config, other.app.deps.passwords);
      const [row] = await ctx.handle.db.select().from(users).where(eq(users.role, 'admin'));
      if (!a.created) throw new Error('expected an admin');
      expect((await login(ctx, row.email, a.password)).statusCode).toBe(401);
    } finally {
      await other.close();
    }
  });

  it('honours ADMIN_EMAIL and ADMIN_PASSWORD', async () => {
    const custom = await createTestContext({
      config: { adminEmail: ' Kepala@Bski.example.id ', adminPassword: 'sandi-admin-2025' },
    });
    try {
      const r = await ensureFirstAdmin(custom.handle.db, custom.config, custom.app.deps.passwords);
      expect(r).toEqual({
        created: true,
        email: 'kepala@bski.example.id',
        password: 'sandi-admin-2025',
        generated: false,
      });
      expect((await login(custom, 'kepala@bski.example.id', 'sandi-admin-2025')).statusCode).toBe(200);
    } finally {
      await custom.close();
    }
  });
});
