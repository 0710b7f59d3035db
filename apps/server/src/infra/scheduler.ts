import { randomUUID } from 'node:crypto';
import { and, eq, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { schedulerJobs } from '../db/schema';
import type { Logger } from '../lib/logger';
import type { Clock } from '../lib/time';

/**
 * A job of the scheduler (docs/business-rules.md#scheduled-work, docs/decisions/043). `run`
 * gets the clock's reading at the start of the run; a job reads every other time from the same
 * clock, so a test moves time instead of waiting.
 */
export interface ScheduledJob {
  /** Unique; the key of its lease row. */
  name: string;
  /** A run is due this long after the previous one started (on any instance). */
  everyMs: number;
  /** How long a claimed run holds its lease; a crashed run's lease runs out after it. Default 10 minutes. */
  leaseMs?: number;
  run(now: Date): Promise<unknown>;
}

export type JobOutcome =
  | { job: string; state: 'ran'; result: unknown }
  | { job: string; state: 'failed'; error: string }
  /** Not due yet, or another instance (or this one) is running it. */
  | { job: string; state: 'skipped' };

export interface Scheduler {
  readonly jobs: readonly ScheduledJob[];
  /** Adds a job; its name must be new. */
  register(job: ScheduledJob): void;
  /** Runs every job that is due and not held by anyone, one after another. Never throws for a job's failure. */
  tick(): Promise<JobOutcome[]>;
  /** Ticks every `intervalMs` (an unref'd timer); a tick still going is not started twice. */
  start(intervalMs: number): void;
  /**
   * Stops the timer, waits for a tick in progress (its run finishes and releases its lease), then
   * releases any lease this instance still holds, so another instance takes the job at its next
   * tick instead of waiting for the lease to run out (a shutdown, docs/decisions/100).
   */
  stop(): Promise<void>;
}

export interface SchedulerOptions {
  db: Db;
  clock: Clock;
  log?: Logger;
  /** Names this instance in the lease row (a random id by default). */
  instanceId?: string;
  /** Sees each job's outcome in a tick and how long it took (the metrics, plugins/metrics.ts). */
  onOutcome?: (outcome: JobOutcome, durationMs: number) => void;
}

const DEFAULT_LEASE_MS = 10 * 60_000;
const ERROR_MAX = 1000;

/**
 * The server's one scheduler. Each job has a lease row (`scheduler_jobs`): an instance runs a
 * job only after claiming that row with one compare-and-set UPDATE (not held, and due), so with
 * several instances on one PostgreSQL each run happens once; on PGlite the same statement serves
 * the single process. A row lease rather than an advisory lock held by a transaction: the job
 * runs its own statements and transactions, which on PGlite's single connection could not run
 * beside an open transaction.
 */
export function createScheduler(opts: SchedulerOptions): Scheduler {
  const { db, clock, log } = opts;
  const instanceId = opts.instanceId ?? randomUUID();
  const jobs: ScheduledJob[] = [];
  let timer: NodeJS.Timeout | null = null;
  let ticking: Promise<JobOutcome[]> | null = null;

  async function claim(job: ScheduledJob, now: Date): Promise<boolean> {
    await db.insert(schedulerJobs).values({ name: job.name }).onConflictDoNothing();
    const dueBefore = new Date(now.getTime() - job.everyMs);
    const claimed = await db
      .update(schedulerJobs)
      .set({
        lockedUntil: new Date(now.getTime() + (job.leaseMs ?? DEFAULT_LEASE_MS)),
        lockedBy: instanceId,
        lastStartedAt: now,
      })
      .where(
        and(
          eq(schedulerJobs.name, job.name),
          or(isNull(schedulerJobs.lockedUntil), lte(schedulerJobs.lockedUntil, now)),
          or(isNull(schedulerJobs.lastStartedAt), lte(schedulerJobs.lastStartedAt, dueBefore)),
        ),
      )
      .returning({ name: schedulerJobs.name });
    return claimed.length === 1;
  }

  async function release(job: ScheduledJob, error: string | null): Promise<void> {
    await db
      .update(schedulerJobs)
      .set({ lockedUntil: null, lockedBy: null, lastFinishedAt: clock.now(), lastError: error })
      .where(and(eq(schedulerJobs.name, job.name), eq(schedulerJobs.lockedBy, instanceId)));
  }

  async function runOne(job: ScheduledJob): Promise<JobOutcome> {
    const now = clock.now();
    if (!(await claim(job, now))) return { job: job.name, state: 'skipped' };
    try {
      const result = await job.run(now);
      await release(job, null);
      return { job: job.name, state: 'ran', result };
    } catch (err) {
      const error = (err instanceof Error ? err.message : String(err)).slice(0, ERROR_MAX);
      log?.error({ err, job: job.name }, 'scheduled job failed');
      // The database may be the reason it failed: then the lease runs out by itself.
      await release(job, error).catch(() => undefined);
      return { job: job.name, state: 'failed', error };
    }
  }

  async function tickAll(): Promise<JobOutcome[]> {
    const outcomes: JobOutcome[] = [];
    for (const job of jobs) {
      const started = performance.now();
      let outcome: JobOutcome;
      try {
        outcome = await runOne(job);
      } catch (err) {
        // Claiming failed (the database away): retried at the next tick (docs/decisions/017).
        log?.error({ err, job: job.name }, 'scheduler could not claim the job');
        outcome = { job: job.name, state: 'failed', error: err instanceof Error ? err.message : String(err) };
      }
      outcomes.push(outcome);
      opts.onOutcome?.(outcome, performance.now() - started);
    }
    return outcomes;
  }

  const scheduler: Scheduler = {
    jobs,
    register(job) {
      if (jobs.some((j) => j.name === job.name)) throw new Error(`scheduled job ${job.name} is registered twice`);
      if (!(job.everyMs > 0)) throw new Error(`scheduled job ${job.name}: everyMs must be positive`);
      jobs.push(job);
    },
    tick() {
      if (!ticking) ticking = tickAll().finally(() => (ticking = null));
      return ticking;
    },
    start(intervalMs) {
      if (timer) return;
      timer = setInterval(() => void scheduler.tick(), intervalMs);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = null;
      await ticking;
      await db
        .update(schedulerJobs)
        .set({ lockedUntil: null, lockedBy: null })
        .where(eq(schedulerJobs.lockedBy, instanceId))
        .catch((err: unknown) =>
          log?.warn({ err }, 'scheduler could not release its leases; they run out by themselves'),
        );
    },
  };
  return scheduler;
}

/** The lease rows, for tests and diagnostics. */
export const schedulerState = (db: Db) =>
  db
    .select()
    .from(schedulerJobs)
    .orderBy(sql`${schedulerJobs.name}`);
