import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { appSettings } from '../../db/schema';
import { randomToken } from '../../lib/crypto';

/** A server-wide secret created once and shared by every instance through the database. */
export async function getOrCreateSecret(db: Db, key: string): Promise<string> {
  await db.insert(appSettings).values({ key, value: randomToken(32), isSecret: true }).onConflictDoNothing();
  const [row] = await db.select({ value: appSettings.value }).from(appSettings).where(eq(appSettings.key, key));
  return row.value;
}
