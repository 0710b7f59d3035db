import { buildApp } from './app';
import { ensureFirstAdmin, firstAdminBanner } from './bootstrap';
import { loadConfig } from './config';
import { acquireDataDirLock, openPglite, openPostgres } from './db/client';
import { migrateDatabase } from './db/roles';
import { createPasswordHasher } from './lib/password';
import { offsetClock } from './lib/time';
import { createScheduler } from './infra/scheduler';
import { scheduledJobs } from './jobs';
import path from 'node:path';

const SCHEDULER_TICK_MS = 60_000;
/**
 * How long a shutdown may take before the process gives up on what is still in flight and exits
 * with 1: below systemd's TimeoutStopSec (30 s in deploy/portal-bski@.service), above any upload
 * or export a client should be waiting for.
 */
const SHUTDOWN_GRACE_MS = 25_000;

async function main(): Promise<void> {
  const config = loadConfig();
  let releaseLock: (() => void) | null = null;
  if (!config.databaseUrl) {
    try {
      releaseLock = acquireDataDirLock(config.dataDir);
    } catch (e) {
      console.error(`\n${(e as Error).message}\nStop the other process first, or set DATA_DIR to another folder.\n`);
      process.exit(1);
    }
  }
  // Until the app's logger exists, a lost connection goes to the console (docs/decisions/017).
  let logConnectionError = (err: Error) => console.error('database connection error:', err.message);
  const handle = config.databaseUrl
    ? await openPostgres(config.databaseUrl, { onConnectionError: (err) => logConnectionError(err) })
    : await openPglite(path.join(config.dataDir, 'pgdata'));
  await migrateDatabase(handle, config.databaseOwnerUrl);
  const admin = await ensureFirstAdmin(handle.db, config, createPasswordHasher(config.argon2));
  const app = await buildApp({
    config,
    db: handle.db,
    notices: handle.notices,
    clock: offsetClock(config.clockOffsetDays),
  });
  logConnectionError = (err) => app.log.warn({ err }, 'database connection lost; requests answer 503 until it is back');

  // At start, then every minute the scheduler looks for due jobs; each job runs on one instance
  // at a time and at its own interval (docs/decisions/043). A failed run is logged and retried
  // when next due (docs/decisions/017).
  const scheduler = createScheduler({
    db: handle.db,
    clock: app.deps.clock,
    log: app.log,
    onOutcome: (o, ms) => app.metrics.jobFinished(o.job, o.state, ms),
  });
  for (const job of scheduledJobs(app.deps)) scheduler.register(job);
  await scheduler.tick();
  scheduler.start(SCHEDULER_TICK_MS);

  // SIGTERM (systemd's stop, a rolling restart; docs/decisions/100): stop accepting connections
  // at once, so the proxy sends new requests to the other instances; let every request in flight
  // finish (uploads still streaming included) and the mail run under way end; let the scheduler's
  // run in progress finish and release this instance's leases; then close the database.
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: no new connections, finishing the requests in flight');
    const deadline = setTimeout(() => {
      app.log.error({ graceMs: SHUTDOWN_GRACE_MS }, 'shutdown did not finish in time; exiting');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    deadline.unref();
    try {
      await Promise.all([app.close(), scheduler.stop()]);
      await handle.close();
    } catch (err) {
      app.log.error({ err }, 'shutdown failed');
      process.exitCode = 1;
    }
    releaseLock?.();
    app.log.info('stopped');
    process.exit(process.exitCode ?? 0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  const url = `http://localhost:${config.port}`;
  console.log(
    `\nPORTAL BSKI is running at ${url}  (database: ${handle.kind === 'pglite' ? path.join(config.dataDir, 'pgdata') : 'DATABASE_URL'})`,
  );
  // Plain console lines, not the pino log (docs/decisions/014).
  for (const line of firstAdminBanner(admin)) console.log(line);
  if (config.clockOffsetDays !== 0)
    console.log(
      `  CLOCK_OFFSET_DAYS=${config.clockOffsetDays}: the server's clock reads ${app.deps.clock.now().toISOString()}\n`,
    );
  if (app.deps.mailer.kind === 'outbox')
    console.log(`  No SMTP_URL set: e-mails are written to ${path.join(config.dataDir, 'outbox')}\n`);
}

main().catch((err) => {
  console.error('PORTAL BSKI failed to start:', err instanceof Error ? err.message : err);
  process.exit(1);
});
