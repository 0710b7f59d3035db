import { desc } from 'drizzle-orm';
import { DEFAULT_FEE_SCHEDULE, ZFeeScheduleData } from '@portal/contract';
import type { DbOrTx } from '../src/db/client';
import { feeSchedules } from '../src/db/schema';
import { readSettings, writeSettings } from '../src/modules/settings';

/** What a finished first-run setup holds (docs/business-rules.md#first-run-setup), for tests that issue invoices. */
export const TEST_SETUP = {
  issuer_name: 'Badan Sertifikasi Uji',
  issuer_address: 'Jl. Uji No. 1, Jakarta Pusat',
  issuer_npwp: '013121660091000',
  body_name: 'LSBU Uji',
  signatory_name: 'Ir. Penanda Tangan Uji',
  signatory_position: 'Ketua LSBU',
} as const;
export const TEST_BANK_ACCOUNT = { bank_name: 'Bank Uji', account_number: '1230004567', account_holder: 'BSKI Uji' };

/**
 * Completes the first-run setup straight in the database: the settings a test has not set yet
 * (those it set stay), and a fee schedule version with a real bank account beside the current fees.
 */
export async function completeSetup(db: DbOrTx): Promise<void> {
  const now = new Date();
  const current = await readSettings(db);
  const missing = Object.fromEntries(
    Object.entries(TEST_SETUP).filter(([k]) => !(current as Record<string, unknown>)[k]),
  );
  if (Object.keys(missing).length) await writeSettings(db, missing, now);
  const [schedule] = await db.select().from(feeSchedules).orderBy(desc(feeSchedules.id)).limit(1);
  const data = schedule?.data ?? ZFeeScheduleData.parse(DEFAULT_FEE_SCHEDULE);
  await db.insert(feeSchedules).values({ data: { ...data, bank_accounts: [TEST_BANK_ACCOUNT] }, createdAt: now });
}
