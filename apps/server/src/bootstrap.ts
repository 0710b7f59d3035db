import { eq } from 'drizzle-orm';
import { ADMIN_ROLE, ROLE, USER_STATUS } from '@portal/contract';
import type { AppConfig } from './config';
import type { Db } from './db/client';
import { adminRoles, users } from './db/schema';
import { randomToken } from './lib/crypto';
import type { PasswordHasher } from './lib/password';

/**
 * First start: create the first admin (ADMIN_EMAIL / ADMIN_PASSWORD, or a default e-mail and a
 * one-time random password that is printed once and must be changed at the first login:
 * docs/decisions/014). The first administrator is a super admin (docs/decisions/101). Later starts
 * find an admin and do nothing.
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
      // The operator's own ADMIN_PASSWORD (at least 12 characters, checked in config) is kept.
      mustChangePassword: generated,
    })
    .onConflictDoNothing()
    .returning({ id: users.id });
  // Another instance may have created it at the same moment: then there is nothing to print.
  if (inserted.length === 0) return { created: false };
  // The first administrator holds every right (docs/business-rules.md#admin-roles).
  await db.insert(adminRoles).values({ userId: inserted[0].id, role: ADMIN_ROLE.SUPER_ADMIN }).onConflictDoNothing();
  return { created: true, email, password, generated };
}

type TFirstAdmin = Awaited<ReturnType<typeof ensureFirstAdmin>>;

/**
 * What the console shows once after the first start. A generated password stands on a line of
 * its own, `password: <it>`, outside the structured log (so it is easy to copy and never lands in
 * a log collector as a field).
 */
export function firstAdminBanner(admin: TFirstAdmin): string[] {
  if (!admin.created) return [];
  if (!admin.generated)
    return [
      '',
      'First administrator account created:',
      `e-mail: ${admin.email}`,
      'password: the ADMIN_PASSWORD you set',
      '',
    ];
  return [
    '',
    'First administrator account created (the password is shown once; it must be changed at the first login):',
    `e-mail: ${admin.email}`,
    `password: ${admin.password}`,
    '',
  ];
}
