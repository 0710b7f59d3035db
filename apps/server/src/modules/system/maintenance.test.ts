import { Readable } from 'node:stream';
import fs from 'node:fs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPath, STORAGE_SWEEP_GRACE_MS } from '@portal/contract';
import { createTestContext, type TestContext } from '../../../test/helpers';
import { documents } from '../../db/schema';
import type { LocalStorage } from '../../infra/storage';
import { createActor, login, storedFiles, upload, type Actor } from '../../../test/actors';
import { testClock } from '../../../test/auth-kit';
import { runMaintenance, sweepUploadLeftovers } from './maintenance';

/**
 * Upload leftovers (docs/decisions/015): a crash mid-upload leaves a temporary object; a crash
 * between the file's move and the commit leaves a stored file no row names. The maintenance run
 * removes both once they are older than the grace period, and nothing else.
 */
let ctx: TestContext;
let clock: ReturnType<typeof testClock>;
let storage: LocalStorage;
let alice: Actor;

beforeAll(async () => {
  clock = testClock(Date.now());
  ctx = await createTestContext({ now: clock.now });
  storage = ctx.app.deps.storage as LocalStorage;
  alice = await createActor(ctx);
});
afterAll(async () => ctx.close());

const writeTemp = (body: string) => storage.writeTemp(Readable.from([Buffer.from(body)]), { maxBytes: 1000 });
const exists = (file: string) => fs.existsSync(file);

describe('maintenance sweeps upload leftovers', () => {
  it('removes a crashed upload and an unrecorded file once older than the grace period, keeping recorded files', async () => {
    const uploaded = await upload(ctx, alice.agent, { type: 'nib' });
    expect(uploaded.statusCode).toBe(201);
    const [row] = await ctx.app.deps.db.select().from(documents).where(eq(documents.userId, alice.user.id));
    const recorded = storage.pathOf(row.storageKey);

    // Crash mid-upload: the temporary object stays. Crash after the move: a stored file, no row.
    const crashedTemp = await writeTemp('%PDF-partial');
    const unrecordedKey = await storage.commit(await writeTemp('%PDF-moved-but-not-recorded'));
    const leftovers = storedFiles(ctx).filter((f) => f !== recorded);
    expect(leftovers).toHaveLength(2);

    // Within the grace period nothing is touched: it could be another instance's upload in flight.
    clock.advance(STORAGE_SWEEP_GRACE_MS - 60_000);
    expect(await runMaintenance(ctx.app.deps)).toMatchObject({ removedTempFiles: 0, removedOrphanFiles: 0 });
    expect(storedFiles(ctx)).toHaveLength(3);

    clock.advance(2 * 60_000);
    expect(await runMaintenance(ctx.app.deps)).toMatchObject({ removedTempFiles: 1, removedOrphanFiles: 1 });
    expect(storedFiles(ctx)).toEqual([recorded]);
    expect(exists(storage.pathOf(unrecordedKey))).toBe(false);
    expect(exists(`${storage.root}/.tmp/${crashedTemp.tempId}`)).toBe(false);

    // The recorded file is still served (a new session: the clock has moved past the idle limit).
    const { agent } = await login(ctx, alice.user.id);
    const res = await agent.get(`${apiPath('documents/download.php')}?uuid=${row.uuid}`);
    expect(res.statusCode).toBe(200);
  });

  it('keeps every file a row names, replaced (history) ones included', async () => {
    const bob = await createActor(ctx);
    expect((await upload(ctx, bob.agent, { type: 'ktp_pimpinan' })).statusCode).toBe(201);
    expect((await upload(ctx, bob.agent, { type: 'ktp_pimpinan' })).statusCode).toBe(201);
    const rows = await ctx.app.deps.db.select().from(documents).where(eq(documents.userId, bob.user.id));
    expect(rows.map((r) => r.isCurrent).sort()).toEqual([0, 1]);
    clock.advance(2 * STORAGE_SWEEP_GRACE_MS);
    expect(await sweepUploadLeftovers(ctx.app.deps)).toEqual({ removedTempFiles: 0, removedOrphanFiles: 0 });
    for (const r of rows) expect(exists(storage.pathOf(r.storageKey))).toBe(true);
  });

  it('is safe when several instances sweep the same storage at once', async () => {
    const keys: string[] = [];
    for (let i = 0; i < 12; i++) keys.push(await storage.commit(await writeTemp(`orphan-${i}`)));
    for (let i = 0; i < 5; i++) await writeTemp(`temp-${i}`);
    clock.advance(2 * STORAGE_SWEEP_GRACE_MS);
    // Another instance's upload: one file just committed (its row not yet in), one still streaming.
    const fresh = await storage.commit(await writeTemp('committed-just-now'));
    const streaming = await writeTemp('still-streaming');
    const tmpFile = `${storage.root}/.tmp/${streaming.tempId}`;
    for (const file of [storage.pathOf(fresh), tmpFile]) fs.utimesSync(file, clock.now(), clock.now());
    const sweeps = await Promise.all([
      sweepUploadLeftovers(ctx.app.deps),
      sweepUploadLeftovers(ctx.app.deps),
      sweepUploadLeftovers(ctx.app.deps),
    ]);
    const total = sweeps.reduce((n, s) => ({ t: n.t + s.removedTempFiles, o: n.o + s.removedOrphanFiles }), {
      t: 0,
      o: 0,
    });
    // Each leftover is removed once or counted by several sweeps racing for it; none survives.
    expect(total.t).toBeGreaterThanOrEqual(5);
    expect(total.o).toBeGreaterThanOrEqual(12);
    for (const key of keys) expect(exists(storage.pathOf(key))).toBe(false);
    expect(fs.readdirSync(`${storage.root}/.tmp`)).toEqual([streaming.tempId]);
    expect(exists(storage.pathOf(fresh))).toBe(true);
  });
});
