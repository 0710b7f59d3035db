import { DEFAULT_FEE_SCHEDULE, ZFeeScheduleData } from '@portal/contract';
import type { DbOrTx } from '../client';
import { bidang, feeSchedules, subBidang } from '../schema';
import catalogue from './sub-bidang.json' with { type: 'json' };

interface TSeedEntry {
  bidang_code: string;
  bidang_name: string;
  code: string;
  name: string;
  kbli: string;
  kbli_title: string;
}

export interface SeedResult {
  subBidang: number;
  bidang: number;
  feeSchedule: boolean;
}

/**
 * Reference data a new installation starts with (docs/business-rules.md#sub-bidang, #fees): the
 * sub-bidang catalogue (seed/README.md) into an empty catalogue, the default fee schedule into an
 * empty schedule. Anything already there is the admins' and stays as it is. `migrate` runs it
 * after the migrations and, on PostgreSQL, inside their advisory lock, so of several instances
 * starting at once only the first finds the tables empty.
 */
export async function seedReferenceData(db: DbOrTx): Promise<SeedResult> {
  const result: SeedResult = { subBidang: 0, bidang: 0, feeSchedule: false };
  const [anyEntry] = await db.select({ code: subBidang.code }).from(subBidang).limit(1);
  if (!anyEntry) {
    const entries = catalogue as TSeedEntry[];
    const fields = new Map(entries.map((e) => [e.bidang_code, e.bidang_name]));
    const addedBidang = await db
      .insert(bidang)
      .values([...fields].map(([code, name]) => ({ code, name })))
      .onConflictDoNothing()
      .returning({ code: bidang.code });
    const addedEntries = await db
      .insert(subBidang)
      .values(
        entries.map((e) => ({
          code: e.code,
          bidangCode: e.bidang_code,
          name: e.name,
          kbliCode: e.kbli,
          kbliTitle: e.kbli_title,
          kbliEdition: '2020',
        })),
      )
      .onConflictDoNothing()
      .returning({ code: subBidang.code });
    result.bidang = addedBidang.length;
    result.subBidang = addedEntries.length;
  }
  const [anySchedule] = await db.select({ id: feeSchedules.id }).from(feeSchedules).limit(1);
  if (!anySchedule) {
    await db.insert(feeSchedules).values({ data: ZFeeScheduleData.parse(DEFAULT_FEE_SCHEDULE) });
    result.feeSchedule = true;
  }
  return result;
}
