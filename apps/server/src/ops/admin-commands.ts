import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { loadConfig } from '../config';
import { acquireDataDirLock, openPglite, openPostgres, type DbHandle } from '../db/client';
import { migrateDatabase } from '../db/roles';
import { users } from '../db/schema';
import { verifyAuditChain } from '../lib/audit-chain';
import { offsetClock } from '../lib/time';
import { resetMfa } from '../modules/mfa';

/**
 * The operator's commands, run on the server against the configured database (DATA_DIR's
 * embedded database, or DATABASE_URL), like `npm run seed`:
 *
 * - `npm run admin:reset-mfa -- <email>`: takes an account's second factor away (a lone super
 *   admin who lost phone and recovery codes; docs/business-rules.md#second-factor). Audited as
 *   `auth.mfa_reset` by `system`, the operator's login and host in the reason. The account's
 *   sessions end; an administrator enrols again at the next sign-in.
 * - `npm run audit:verify`: recomputes the audit trail's hash chain (docs/decisions/099), prints
 *   the result and the head (sequence and hash, to note down and compare later); exit code 0 when
 *   intact, 1 when broken.
 */
export const ADMIN_USAGE = `  npm run admin:reset-mfa -- <email>
  npm run audit:verify`;

async function withDatabase<T>(fn: (handle: DbHandle) => Promise<T>): Promise<T> {
  const config = loadConfig();
  const release = config.databaseUrl ? null : acquireDataDirLock(config.dataDir);
  const handle = config.databaseUrl
    ? await openPostgres(config.databaseUrl, { max: 2 })
    : await openPglite(path.join(config.dataDir, 'pgdata'));
  try {
    await migrateDatabase(handle, config.databaseOwnerUrl);
    return await fn(handle);
  } finally {
    await handle.close();
    release?.();
  }
}

/** The operator's account and audit commands (dispatched by ops/cli.ts). */
export async function runAdminCommand(command: string, args: string[]): Promise<number> {
  if (command === 'reset-mfa') {
    const email = (args[0] ?? '').trim().toLowerCase();
    if (!email || args.length !== 1) {
      console.error(`usage:\n${ADMIN_USAGE}`);
      return 2;
    }
    return withDatabase(async ({ db }) => {
      const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
      if (!user) {
        console.error(`No account with the e-mail ${email}.`);
        return 1;
      }
      const operator = `${os.userInfo().username}@${os.hostname()}`;
      await resetMfa({ db, clock: offsetClock(loadConfig().clockOffsetDays) }, user.id, {
        actor: { userId: null, email: null, role: 'system', ip: null },
        reason: `operator ${operator}: npm run admin:reset-mfa`,
      });
      console.log(
        `The second factor of ${email} is reset and its sessions are ended; it enrols again at the next sign-in.`,
      );
      return 0;
    });
  }
  if (command === 'audit-verify') {
    return withDatabase(async ({ db }) => {
      const report = await verifyAuditChain(db);
      console.log(
        JSON.stringify({
          intact: report.intact,
          rows: report.rows,
          first_broken_id: report.first_broken_id,
          head_seq: report.head.seq,
          head_hash: report.head.hash,
        }),
      );
      console.log(
        report.intact
          ? `The audit trail is intact: ${report.rows} rows, head ${report.head.seq} ${report.head.hash}.`
          : `The audit trail is BROKEN${report.first_broken_id === null ? ' (rows are missing at its end)' : ` from row id ${report.first_broken_id}`}: ${report.rows} rows read.`,
      );
      return report.intact ? 0 : 1;
    });
  }
  console.error(`usage:\n${ADMIN_USAGE}`);
  return 2;
}
