import { eq } from 'drizzle-orm';
import { ROLE, type TRole } from '@portal/contract';
import type { DbOrTx } from '../db/client';
import { users } from '../db/schema';
import { currentActor, type TAuditActor } from './audit';

/**
 * The audit actor for a change a person makes to their own account on a public route (sign-up,
 * e-mail confirmation, password reset): the route gate knows no signed-in user there, so the row
 * would otherwise name the server; it names the account holder and keeps the request's address.
 */
export function selfActor(user: { id: number; email: string; role: TRole }): TAuditActor {
  return {
    userId: user.id,
    email: user.email,
    role: user.role === ROLE.ADMIN ? 'admin' : 'user',
    ip: currentActor().ip,
  };
}

/** The company a user's account works for, as owner or staff (docs/decisions/104), or null (an administrator). */
export async function companyIdOfUser(tx: DbOrTx, userId: number): Promise<number | null> {
  const [row] = await tx.select({ id: users.companyId }).from(users).where(eq(users.id, userId)).limit(1);
  return row?.id ?? null;
}
