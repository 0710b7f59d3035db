import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { ADMIN_ROLE, ROLE, USER_STATUS, type TAdminRole } from '@portal/contract';
import type { Db, DbOrTx } from '../db/client';
import { preparedOnce } from '../db/prepared';
import { adminRoles, users } from '../db/schema';

/**
 * An administrator's roles (docs/business-rules.md#admin-roles, docs/decisions/101): the rows of
 * `admin_roles`. The route gate reads them for an admin endpoint limited to some roles (one
 * indexed, prepared statement); the services that decide by role read them the same way.
 */
const rolesStatement = preparedOnce((db) =>
  db
    .select({ role: adminRoles.role })
    .from(adminRoles)
    .where(eq(adminRoles.userId, sql.placeholder('userId')))
    .prepare('admin_roles_of'),
);

export async function adminRolesOf(db: Db, userId: number): Promise<TAdminRole[]> {
  const rows = await rolesStatement(db).execute({ userId });
  return rows.map((r) => r.role).sort();
}

/** The same, inside a transaction (no prepared statement: a transaction is its own connection). */
export async function adminRolesIn(tx: DbOrTx, userId: number): Promise<TAdminRole[]> {
  const rows = await tx.select({ role: adminRoles.role }).from(adminRoles).where(eq(adminRoles.userId, userId));
  return rows.map((r) => r.role).sort();
}

/** A super admin may do what any role may; `'any'` is every administrator. */
export function holdsRole(roles: readonly TAdminRole[], allowed: readonly TAdminRole[] | 'any'): boolean {
  if (allowed === 'any') return true;
  return roles.includes(ADMIN_ROLE.SUPER_ADMIN) || allowed.some((r) => roles.includes(r));
}

/**
 * Active administrators (not disabled, invitation used) who may act with `role`: those holding it
 * and every super admin. The four-eyes rule asks whether anyone but the requester is among them
 * (docs/business-rules.md#four-eyes) and notifies them.
 */
export async function activeAdminsHolding(tx: DbOrTx, role: TAdminRole): Promise<number[]> {
  const rows = await tx
    .selectDistinct({ id: users.id })
    .from(users)
    .innerJoin(adminRoles, eq(adminRoles.userId, users.id))
    .where(
      and(
        eq(users.role, ROLE.ADMIN),
        eq(users.isSuspended, false),
        ne(users.status, USER_STATUS.PENDING_VERIFICATION),
        inArray(adminRoles.role, [...new Set([ADMIN_ROLE.SUPER_ADMIN, role])]),
      ),
    );
  return rows.map((r) => r.id);
}
