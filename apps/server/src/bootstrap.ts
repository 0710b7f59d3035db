import { eq } from 'drizzle-orm';
import { ROLE, USER_STATUS } from '@portal/contract';
import type { AppConfig } from './config';
import type { Db } from './db/client';
import { users } from './db/schema';
import { randomToken } from './lib/crypto';
import type { PasswordHasher } from './lib/password';

/**
 * First start: create the first admin (ADMIN_EMAIL / ADMIN_PASSWORD, or a default e-mail and a
 * one-time random password that is printed once). Later starts find an admin and do nothing.
 */
export async function ensureFirstAdmin(
  db: Db,
  config: AppConfig,
  passwords: PasswordHasher,
): Promise<{ created: false } | { created: true; email: string; password: string; generated: boolean }> {
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.role, ROLE.ADMIN)).limit(1);
  if (existing) return { created: false };
  const email = (config.adminEmail ?? 'admin@portal-bski.local').trim().toLowerCase();
  const generated = !config.adminPassword;
  const password = config.adminPassword ?? randomToken(12);
  const inserted = await db
    .insert(users)
    .values({
      email,
      name: 'Administrator',
      passwordHash: await passwords.hash(password),
      role: ROLE.ADMIN,
      status: USER_STATUS.VERIFIED,
      emailVerifiedAt: new Date(),
    })
    .onConflictDoNothing()
    .returning({ id: users.id });
  // Another instance may have created it at the same moment: then there is nothing to print.
  if (inserted.length === 0) return { created: false };
  return { created: true, email, password, generated };
}
