import path from 'node:path';
import { parseArgs } from 'node:util';
import { ensureFirstAdmin, firstAdminBanner } from './bootstrap';
import { loadConfig } from './config';
import { acquireDataDirLock, openPglite, openPostgres } from './db/client';
import { migrateDatabase } from './db/roles';
import { eq } from 'drizzle-orm';
import { DEMO_COMPANY_EMAIL, DemoSeedRefused, seedDemoData } from './demo/seed-demo';
import { users } from './db/schema';
import { openStorage } from './infra/open-storage';
import { seedDemoCertificates, storeMissingCertificatePdfs } from './modules/certificates';
import { pdfSigningKey } from './modules/signing';
import { createServerSecret, loadSecretKey } from './lib/server-secret';
import { systemClock } from './lib/time';
import { randomToken } from './lib/crypto';
import { createPasswordHasher } from './lib/password';

/** How many seeded certificates get their PDF rendered (all of the default seed's 1,000 applications). */
const SEEDED_CERTIFICATE_PDFS = 2_000;

/**
 * `npm run seed -- --size 100000 [--append] [--seed N] [--demo-password …]` (docs/decisions/061):
 * demo data in the database the server would use (DATA_DIR's PGlite, or DATABASE_URL), after
 * the migrations. Logins: the first administrator (created as `npm start` would, from
 * ADMIN_EMAIL/ADMIN_PASSWORD) and one demo company; every other seeded user has no password.
 */
const USAGE =
  'usage: npm run seed -- --size <applications> [--append] [--seed <n>] [--demo-password <at least 12 characters>]';

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      size: { type: 'string' },
      append: { type: 'boolean' },
      seed: { type: 'string' },
      'demo-password': { type: 'string' },
      help: { type: 'boolean' },
    },
  });
  const size = Number(values.size ?? 1000);
  if (values.help || !Number.isSafeInteger(size) || size < 1 || size > 2_000_000) {
    console.log(USAGE);
    return values.help ? 0 : 2;
  }
  const demoPassword = values['demo-password'] ?? randomToken(12);
  if ([...demoPassword].length < 12) {
    console.error('--demo-password needs at least 12 characters.');
    return 2;
  }
  const config = loadConfig();
  const release = config.databaseUrl ? null : acquireDataDirLock(config.dataDir);
  const handle = config.databaseUrl
    ? await openPostgres(config.databaseUrl)
    : await openPglite(path.join(config.dataDir, 'pgdata'));
  try {
    await migrateDatabase(handle, config.databaseOwnerUrl);
    const hasher = createPasswordHasher(config.argon2);
    const admin = await ensureFirstAdmin(handle.db, config, hasher);
    const started = Date.now();
    const result = await seedDemoData(handle.db, {
      size,
      append: values.append,
      seed: values.seed === undefined ? undefined : Number(values.seed),
      demoPasswordHash: await hasher.hash(demoPassword),
      log: (line) => console.log(`  ${line}`),
    });
    // A few completed applications get their certificate with a real stored PDF (rendering is the cost).
    const [demoUser] = await handle.db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_COMPANY_EMAIL));
    // Signed like published ones (docs/decisions/102): the key of this database, under its server secret.
    const secret = createServerSecret(await loadSecretKey(config));
    const signingKey = await pdfSigningKey({ db: handle.db, secret, config, clock: systemClock });
    const storage = await openStorage(config.storage, config.dataDir);
    const issued = await seedDemoCertificates(handle.db, storage, {
      publicUrl: config.publicUrl,
      limit: 5,
      preferUserId: demoUser?.id,
      signingKey,
    });
    console.log(`  certificates: ${issued}`);
    // The certificates the plan made in bulk get their signed PDFs too: every PDF link answers.
    const pdfs = await storeMissingCertificatePdfs(handle.db, storage, {
      publicUrl: config.publicUrl,
      limit: SEEDED_CERTIFICATE_PDFS,
      signingKey,
    });
    console.log(
      `  certificate PDFs rendered: ${pdfs.made}${pdfs.left > 0 ? ` (the newest; ${pdfs.left} older ones have none)` : ''}`,
    );
    console.log(
      `Seeded ${result.applications} applications in ${((Date.now() - started) / 1000).toFixed(1)} s (${handle.kind === 'pglite' ? path.join(config.dataDir, 'pgdata') : 'DATABASE_URL'}).`,
    );
    for (const line of firstAdminBanner(admin)) console.log(line);
    if (result.demoEmail) {
      console.log(`Demo company login (shown once): e-mail: ${result.demoEmail}`);
      console.log(values['demo-password'] ? 'password: the --demo-password you gave' : `password: ${demoPassword}`);
    }
    return 0;
  } catch (e) {
    if (e instanceof DemoSeedRefused) {
      console.error(e.message);
      return 3;
    }
    throw e;
  } finally {
    await handle.close();
    release?.();
  }
}

main().then(
  (code) => process.exit(code),
  (err) => {
    console.error('seed failed:', err instanceof Error ? err.message : err);
    process.exit(1);
  },
);
