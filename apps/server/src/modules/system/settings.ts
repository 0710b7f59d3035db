import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { appSettings } from '../../db/schema';
import type { ServerSecret } from '../../lib/server-secret';

const FINGERPRINT_KEY = 'server_secret_fingerprint';

/**
 * Every instance on one database must hold the same server secret, or a CSRF token or OTP issued
 * by one would fail on the next (docs/decisions/013). The first start records an HMAC of a fixed
 * text (it reveals nothing about the key); a start with another key refuses to run.
 */
export async function assertSecretMatchesDatabase(db: Db, secret: ServerSecret): Promise<void> {
  const fingerprint = secret.hmac('fingerprint', 'server-secret-check');
  await db
    .insert(appSettings)
    .values({ key: FINGERPRINT_KEY, value: fingerprint, isSecret: false })
    .onConflictDoNothing();
  const [row] = await db
    .select({ value: appSettings.value })
    .from(appSettings)
    .where(eq(appSettings.key, FINGERPRINT_KEY));
  if (row?.value !== fingerprint) {
    throw new Error(
      'SECRET_KEY differs from the key this database was set up with. Every server instance on one database must use the same SECRET_KEY ' +
        '(or, with the embedded database, keep DATA_DIR/secret-key). To change the key on purpose, see docs/decisions/013.',
    );
  }
}
