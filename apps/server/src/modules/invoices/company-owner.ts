import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { applications, companies, users } from '../../db/schema';
import { AppError } from '../../lib/app-error';

/** Who a company's notifications and mails go to: the account that owns it. */
export async function companyOwner(
  db: DbOrTx,
  companyId: number,
): Promise<{ id: number; email: string; name: string }> {
  const [owner] = await db
    .select({ id: users.id, email: users.email, name: users.name })
    .from(companies)
    .innerJoin(users, eq(users.id, companies.userId))
    .where(eq(companies.id, companyId))
    .limit(1);
  if (!owner) throw new Error(`company ${companyId} has no owner`);
  return owner;
}

/**
 * Locks the application of an invoice before the invoice changes: the lock order of
 * docs/decisions/026 (application, then invoice), so simultaneous changes of one invoice and
 * its application run one after another.
 */
export async function lockApplication(tx: DbOrTx, applicationId: number) {
  const [app] = await tx.select().from(applications).where(eq(applications.id, applicationId)).for('update').limit(1);
  if (!app) throw new AppError('NOT_FOUND');
  return app;
}
