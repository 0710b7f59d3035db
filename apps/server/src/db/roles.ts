import { sql } from 'drizzle-orm';
import { migrate, openPostgres, type DbHandle } from './client';

/**
 * Two PostgreSQL roles (docs/decisions/099): the migrations run as the role that owns the tables
 * (DATABASE_OWNER_URL), the server as a role that may read and write the data but only INSERT
 * and SELECT the audit trail, and only read its chain head (the chain trigger, SECURITY DEFINER,
 * moves the head). So the server's own connection cannot rewrite or remove an audit row even with
 * the append-only trigger out of the way: that takes the owner.
 *
 * Run by the owner after every migration (new tables get the same grants). The same statements,
 * for a DBA who grants by hand, are in the README.
 */
export function runtimeGrants(role: string): string[] {
  const r = `"${role.replace(/"/g, '""')}"`;
  return [
    `GRANT USAGE ON SCHEMA public TO ${r}`,
    `GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO ${r}`,
    `GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA public TO ${r}`,
    `REVOKE UPDATE, DELETE, TRUNCATE ON audit_log FROM ${r}`,
    `REVOKE INSERT, UPDATE, DELETE, TRUNCATE ON audit_chain_head FROM ${r}`,
  ];
}

/** The role a connection logs in as. */
export async function currentRole(handle: DbHandle): Promise<string> {
  const result = (await handle.db.execute(sql`select current_user as role`)) as unknown as { rows: { role: string }[] };
  return result.rows[0].role;
}

/** Grants the runtime role its rights, as the owner; nothing when both are one role. */
export async function grantRuntimeRole(owner: DbHandle, role: string): Promise<void> {
  if (role === (await currentRole(owner))) return;
  await owner.db.transaction(async (tx) => {
    for (const statement of runtimeGrants(role)) await tx.execute(sql.raw(statement));
  });
}

/**
 * Brings the database up to date before the server uses it: as the owner when DATABASE_OWNER_URL
 * is given (then the server's role is granted its rights), else as the server's own role.
 */
export async function migrateDatabase(handle: DbHandle, ownerUrl: string | undefined): Promise<void> {
  if (!ownerUrl || handle.kind !== 'postgres') return migrate(handle);
  const owner = await openPostgres(ownerUrl, { max: 1 });
  try {
    await migrate(owner);
    await grantRuntimeRole(owner, await currentRole(handle));
  } finally {
    await owner.close();
  }
}
