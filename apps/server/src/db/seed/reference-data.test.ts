import { asc, count, desc, eq, inArray } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_FEE_SCHEDULE } from '@portal/contract';
import { openTestDatabase } from '../../../test/database';
import { migrate } from '../client';
import { bidang, feeSchedules, subBidang } from '../schema';
import { seedReferenceData } from './reference-data';

/** docs/business-rules.md#sub-bidang: the seed goes into an empty catalogue and schedule only. */
describe('reference data seed', () => {
  const open: { close(): Promise<void> }[] = [];
  afterEach(async () => {
    for (const db of open.splice(0)) await db.close();
  });
  const fresh = async () => {
    const db = await openTestDatabase();
    open.push(db);
    return db.handle;
  };
  const counts = async (handle: Awaited<ReturnType<typeof fresh>>) => {
    const [[e], [b], [s]] = await Promise.all([
      handle.db.select({ n: count() }).from(subBidang),
      handle.db.select({ n: count() }).from(bidang),
      handle.db.select({ n: count() }).from(feeSchedules),
    ]);
    return { subBidang: e.n, bidang: b.n, schedules: s.n };
  };

  it('a fresh database has 70 active sub-bidang in 10 bidang (KBLI 2020) and the default schedule', async () => {
    const handle = await fresh();
    expect(await counts(handle)).toEqual({ subBidang: 70, bidang: 10, schedules: 1 });
    const [pb001] = await handle.db.select().from(subBidang).where(eq(subBidang.code, 'PB001'));
    expect(pb001).toMatchObject({
      bidangCode: 'PB',
      name: 'Agen/Perantara Perdagangan Besar',
      kbliCode: '46100',
      kbliEdition: '2020',
      isActive: true,
      description: null,
    });
    const perBidang = await handle.db
      .select({ code: subBidang.bidangCode, n: count() })
      .from(subBidang)
      .groupBy(subBidang.bidangCode)
      .orderBy(asc(subBidang.bidangCode));
    expect(perBidang).toHaveLength(10);
    expect(await handle.db.select({ n: count() }).from(subBidang).where(eq(subBidang.isActive, false))).toEqual([
      { n: 0 },
    ]);
    const [schedule] = await handle.db.select().from(feeSchedules);
    expect(schedule.data).toEqual(DEFAULT_FEE_SCHEDULE);
  });

  it('a second run adds nothing', async () => {
    const handle = await fresh();
    expect(await seedReferenceData(handle.db)).toEqual({ subBidang: 0, bidang: 0, feeSchedule: false });
    await migrate(handle);
    expect(await counts(handle)).toEqual({ subBidang: 70, bidang: 10, schedules: 1 });
  });

  it("keeps the admins' catalogue and schedule as they are", async () => {
    const handle = await fresh();
    await handle.db.update(subBidang).set({ name: 'Agen Perdagangan (dikoreksi)' }).where(eq(subBidang.code, 'PB001'));
    await handle.db.update(subBidang).set({ isActive: false }).where(eq(subBidang.code, 'PB003'));
    await handle.db.delete(subBidang).where(eq(subBidang.code, 'PB002'));
    await handle.db.insert(subBidang).values({
      code: 'PB099',
      bidangCode: 'PB',
      name: 'Baru',
      kbliCode: '46900',
      kbliTitle: 'PERDAGANGAN BESAR BERBAGAI MACAM BARANG',
    });
    const edited = { ...DEFAULT_FEE_SCHEDULE, renewal_percent: 75 };
    await handle.db.insert(feeSchedules).values({ data: edited });

    await migrate(handle);

    const rows = await handle.db
      .select()
      .from(subBidang)
      .where(inArray(subBidang.code, ['PB001', 'PB002', 'PB003', 'PB099']))
      .orderBy(asc(subBidang.code));
    expect(rows.map((r) => [r.code, r.name, r.isActive])).toEqual([
      ['PB001', 'Agen Perdagangan (dikoreksi)', true],
      ['PB003', 'Perdagangan Besar Obat Farmasi', false],
      ['PB099', 'Baru', true],
    ]);
    expect(await counts(handle)).toEqual({ subBidang: 70, bidang: 10, schedules: 2 });
    const [current] = await handle.db.select().from(feeSchedules).orderBy(desc(feeSchedules.id)).limit(1);
    expect(current.data.renewal_percent).toBe(75);
  });

  it('an emptied catalogue and schedule are seeded again', async () => {
    const handle = await fresh();
    await handle.db.delete(subBidang);
    await handle.db.delete(bidang);
    await handle.db.delete(feeSchedules);
    expect(await seedReferenceData(handle.db)).toEqual({ subBidang: 70, bidang: 10, feeSchedule: true });
    expect(await counts(handle)).toEqual({ subBidang: 70, bidang: 10, schedules: 1 });
  });
});
