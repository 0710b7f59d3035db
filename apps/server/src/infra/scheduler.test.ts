import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestContext, type TestContext } from '../../test/helpers';
import { testClock } from '../../test/auth-kit';
import { scheduledJobs } from '../jobs';
import { createScheduler, schedulerState, type ScheduledJob } from './scheduler';

/**
 * The scheduler (docs/decisions/043): each job runs on one instance at a time and at its own
 * interval, by the clock it is given; a crashed run's lease runs out. Runs on PGlite and, in the
 * server-pg project, on PostgreSQL.
 */
let ctx: TestContext;
let clock: ReturnType<typeof testClock>;

beforeAll(async () => {
  clock = testClock();
  ctx = await createTestContext({ now: clock.now });
});
afterAll(async () => ctx.close());

const MINUTE = 60_000;

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

const instance = (id: string) => createScheduler({ db: ctx.app.deps.db, clock: { now: clock.now }, instanceId: id });

describe('scheduler', () => {
  it('runs a due job with the clock reading, then not again until its interval has passed', async () => {
    const seen: Date[] = [];
    const s = instance('a');
    s.register({ name: 'interval-job', everyMs: 10 * MINUTE, run: async (now) => seen.push(now) });
    expect((await s.tick()).map((o) => o.state)).toEqual(['ran']);
    expect(seen.map((d) => d.getTime())).toEqual([clock.now().getTime()]);
    clock.advance(9 * MINUTE);
    expect((await s.tick()).map((o) => o.state)).toEqual(['skipped']);
    clock.advance(MINUTE);
    expect((await s.tick()).map((o) => o.state)).toEqual(['ran']);
    expect(seen).toHaveLength(2);
  });

  it('of several instances ticking at once, exactly one runs the job', async () => {
    let runs = 0;
    const gate = deferred();
    const job: Omit<ScheduledJob, 'run'> = { name: 'once-job', everyMs: MINUTE };
    const instances = ['i1', 'i2', 'i3', 'i4', 'i5'].map(instance);
    for (const s of instances)
      s.register({
        ...job,
        run: async () => {
          runs++;
          await gate.promise;
        },
      });
    const ticks = instances.map((s) => s.tick());
    // While the winner is still running, another tick anywhere skips it.
    await vi.waitFor(() => expect(runs).toBe(1), { timeout: 10_000, interval: 10 });
    const late = instance('late');
    late.register({ ...job, run: async () => runs++ });
    expect((await late.tick())[0].state).toBe('skipped');
    gate.resolve();
    const outcomes = (await Promise.all(ticks)).flat();
    expect(outcomes.filter((o) => o.state === 'ran')).toHaveLength(1);
    expect(outcomes.filter((o) => o.state === 'skipped')).toHaveLength(4);
    expect(runs).toBe(1);
    const row = (await schedulerState(ctx.app.deps.db)).find((r) => r.name === 'once-job');
    expect(row).toMatchObject({ lockedUntil: null, lockedBy: null, lastError: null });
  });

  it('a job still running holds its lease; a crashed run is taken over once the lease runs out', async () => {
    const crashed = instance('crashed');
    const gate = deferred();
    let started = false;
    crashed.register({
      name: 'lease-job',
      everyMs: MINUTE,
      leaseMs: 5 * MINUTE,
      run: () => {
        started = true;
        return gate.promise;
      },
    });
    const stuck = crashed.tick();
    await vi.waitFor(() => expect(started).toBe(true), { timeout: 10_000, interval: 10 });

    let ran = 0;
    const other = instance('other');
    other.register({ name: 'lease-job', everyMs: MINUTE, leaseMs: 5 * MINUTE, run: async () => ran++ });
    clock.advance(4 * MINUTE);
    expect((await other.tick())[0].state).toBe('skipped');
    clock.advance(MINUTE);
    expect((await other.tick())[0].state).toBe('ran');
    expect(ran).toBe(1);
    // The first instance ending late does not clear the lease the other took.
    gate.resolve();
    await stuck;
  });

  it('records a failure, keeps ticking the other jobs, and retries when next due', async () => {
    let attempts = 0;
    let fine = 0;
    const s = instance('f');
    s.register({
      name: 'failing-job',
      everyMs: MINUTE,
      run: async () => {
        attempts++;
        if (attempts === 1) throw new Error('database away');
      },
    });
    s.register({ name: 'fine-job', everyMs: MINUTE, run: async () => fine++ });
    expect(await s.tick()).toEqual([
      { job: 'failing-job', state: 'failed', error: 'database away' },
      { job: 'fine-job', state: 'ran', result: 0 },
    ]);
    expect((await schedulerState(ctx.app.deps.db)).find((r) => r.name === 'failing-job')?.lastError).toBe(
      'database away',
    );
    clock.advance(MINUTE);
    expect((await s.tick()).map((o) => o.state)).toEqual(['ran', 'ran']);
    expect((await schedulerState(ctx.app.deps.db)).find((r) => r.name === 'failing-job')?.lastError).toBeNull();
    expect(fine).toBe(2);
  });

  it('refuses a job registered twice', () => {
    const s = instance('d');
    s.register({ name: 'dup', everyMs: MINUTE, run: async () => 0 });
    expect(() => s.register({ name: 'dup', everyMs: MINUTE, run: async () => 0 })).toThrow(/twice/);
  });

  it('the server registers the maintenance run as a job', async () => {
    const s = instance('server');
    for (const job of scheduledJobs(ctx.app.deps)) s.register(job);
    expect(s.jobs.map((j) => j.name)).toContain('maintenance');
    const [outcome] = await s.tick();
    expect(outcome).toMatchObject({ job: 'maintenance', state: 'ran', result: { removedSignups: 0 } });
  });

  it('stopping waits for the run in progress and releases every lease this instance holds', async () => {
    const gate = deferred();
    const outcomes: string[] = [];
    const s = createScheduler({
      db: ctx.app.deps.db,
      clock: { now: clock.now },
      instanceId: 'stopping',
      onOutcome: (o) => outcomes.push(`${o.job}:${o.state}`),
    });
    let started = false;
    s.register({
      name: 'stop-job',
      everyMs: MINUTE,
      run: () => {
        started = true;
        return gate.promise;
      },
    });
    const tick = s.tick();
    await vi.waitFor(() => expect(started).toBe(true), { timeout: 10_000, interval: 10 });
    // A lease left behind by a run whose release failed (the database away for a moment).
    await ctx.app.deps.db.execute(
      sql`insert into scheduler_jobs (name, locked_until, locked_by) values ('orphan-lease', now() + interval '1 hour', 'stopping')`,
    );
    let stopped = false;
    const stopping = s.stop().then(() => (stopped = true));
    await new Promise((r) => setTimeout(r, 50));
    expect(stopped).toBe(false);
    gate.resolve();
    await Promise.all([tick, stopping]);
    expect(outcomes).toEqual(['stop-job:ran']);
    const held = (await schedulerState(ctx.app.deps.db)).filter((r) => r.lockedBy === 'stopping');
    expect(held).toEqual([]);
  });
});
