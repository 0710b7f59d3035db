import {
  DEFAULT_FEE_SCHEDULE,
  SETUP_ITEMS,
  SETUP_ITEM_LINKS,
  type TAdminSettings,
  type TBankAccount,
  type TFeeScheduleData,
  type TSetupItem,
  type TSetupStatus,
} from '@portal/contract';
import type { Db, DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { currentFeeSchedule } from '../fees';
import { readSettings } from '../settings';

const normalized = (a: TBankAccount) =>
  [a.bank_name, a.account_number, a.account_holder].map((s) => s.trim().toLowerCase()).join('|');
const SHIPPED_EXAMPLES = new Set(DEFAULT_FEE_SCHEDULE.bank_accounts.map(normalized));

/** A bank account an administrator entered (the shipped example, or an account of zeros, never counts). */
export const isRealBankAccount = (a: TBankAccount) =>
  !SHIPPED_EXAMPLES.has(normalized(a)) && /[1-9]/.test(a.account_number);

const filled = (s: string | null) => !!s && s.trim().length > 0;

/**
 * The first-run setup (docs/business-rules.md#first-run-setup), from the settings and the current
 * fee schedule: complete when the settings hold the issuer's name, address and NPWP, the body's
 * name and the signatory's name and position, and the schedule holds at least one bank account an
 * administrator saved. Only admin/fees/update.php writes a schedule version besides the shipped
 * default, so a real account in the current version is one an administrator saved.
 */
export function setupStatusOf(settings: TAdminSettings, schedule: TFeeScheduleData): TSetupStatus {
  const done: Record<TSetupItem, boolean> = {
    issuer: filled(settings.issuer_name) && filled(settings.issuer_address) && filled(settings.issuer_npwp),
    bank_account: schedule.bank_accounts.some(isRealBankAccount),
    body: filled(settings.body_name),
    signatory: filled(settings.signatory_name) && filled(settings.signatory_position),
  };
  return {
    complete: SETUP_ITEMS.every((item) => done[item]),
    items: SETUP_ITEMS.map((item) => ({ item, done: done[item], link: SETUP_ITEM_LINKS[item] })),
  };
}

/** The setup as it is now: two reads (the settings' rows, the current fee schedule). */
export async function setupStatus(db: Db): Promise<TSetupStatus> {
  const [settings, schedule] = await Promise.all([readSettings(db), currentFeeSchedule(db)]);
  return setupStatusOf(settings, schedule.data);
}

/** Refuses to go on (409 SETUP_INCOMPLETE) until the setup is complete: no invoice is issued with a placeholder. */
export function assertSetupComplete(settings: TAdminSettings, schedule: TFeeScheduleData): void {
  const status = setupStatusOf(settings, schedule);
  if (!status.complete)
    throw new AppError('SETUP_INCOMPLETE', {
      data: { missing: status.items.filter((i) => !i.done).map((i) => i.item) },
    });
}

/** As assertSetupComplete, reading the settings and the schedule first (inside `tx`, one after another). */
export async function assertSetupCompleteIn(db: Db, tx: DbOrTx): Promise<void> {
  const schedule = await currentFeeSchedule(db, tx);
  assertSetupComplete(await readSettings(tx), schedule.data);
}
