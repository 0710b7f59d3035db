import { inArray, sql } from 'drizzle-orm';
import { CERTIFICATE_VALIDITY_YEARS_DEFAULT, ADMIN_SETTING_KEYS, type TAdminSettings } from '@portal/contract';
import type { DbOrTx } from '../../db/client';
import { appSettings } from '../../db/schema';

/**
 * The admin settings (docs/api.md, Admin: catalogue, fees and settings), typed, over the
 * key/value rows of `app_settings`. Each field names its row key, how its stored text reads back
 * and its value before an admin sets it. The certificate settings (signatory, validity, body
 * name) are read the same way; a new setting is a field here and in the contract's ZAdminSettings.
 */
interface SettingField<T> {
  key: string;
  read(stored: string): T;
  write(value: T): string | null;
  initial: T;
}

const text = (key: string): SettingField<string> => ({ key, read: (s) => s, write: (v) => v, initial: '' });
const optionalText = (key: string): SettingField<string | null> => ({
  key,
  read: (s) => s,
  write: (v) => v,
  initial: null,
});
const flag = (key: string, initial: boolean): SettingField<boolean> => ({
  key,
  read: (s) => (s === 'true' ? true : s === 'false' ? false : initial),
  write: (v) => String(v),
  initial,
});
const whole = (key: string, initial: number): SettingField<number> => ({
  key,
  read: (s) => (Number.isSafeInteger(Number(s)) ? Number(s) : initial),
  write: (v) => String(v),
  initial,
});

export const SETTING_FIELDS: { [K in keyof TAdminSettings]: SettingField<TAdminSettings[K]> } = {
  issuer_name: text(ADMIN_SETTING_KEYS.issuer_name),
  issuer_address: text(ADMIN_SETTING_KEYS.issuer_address),
  issuer_npwp: optionalText(ADMIN_SETTING_KEYS.issuer_npwp),
  signatory_name: text(ADMIN_SETTING_KEYS.signatory_name),
  signatory_position: text(ADMIN_SETTING_KEYS.signatory_position),
  certificate_validity_years: whole(ADMIN_SETTING_KEYS.certificate_validity_years, CERTIFICATE_VALIDITY_YEARS_DEFAULT),
  body_name: text(ADMIN_SETTING_KEYS.body_name),
  separation_of_duties: flag(ADMIN_SETTING_KEYS.separation_of_duties, true),
};

const NAMES = Object.keys(SETTING_FIELDS) as (keyof TAdminSettings)[];
const KEYS = NAMES.map((n) => SETTING_FIELDS[n].key);

/** The settings' one mapper (docs/decisions/095): their key/value rows, each read back or initial. */
export function toAdminSettingsDto(rows: readonly { key: string; value: string }[]): TAdminSettings {
  const stored = new Map(rows.map((r) => [r.key, r.value]));
  const entries = NAMES.map((name) => {
    const field = SETTING_FIELDS[name] as SettingField<unknown>;
    const value = stored.get(field.key);
    return [name, value === undefined ? field.initial : field.read(value)];
  });
  return Object.fromEntries(entries) as TAdminSettings;
}

/** Every setting, stored or initial, in one query. Only these keys are read: the table also holds secrets. */
export async function readSettings(db: DbOrTx): Promise<TAdminSettings> {
  const rows = await db
    .select({ key: appSettings.key, value: appSettings.value })
    .from(appSettings)
    .where(inArray(appSettings.key, KEYS));
  return toAdminSettingsDto(rows);
}

/** Writes the given settings (one upsert per field, in the caller's transaction); absent ones stay. */
export async function writeSettings(tx: DbOrTx, changes: Partial<TAdminSettings>, now: Date): Promise<void> {
  for (const name of NAMES) {
    if (!(name in changes) || changes[name] === undefined) continue;
    const field = SETTING_FIELDS[name] as SettingField<unknown>;
    const value = field.write(changes[name]);
    if (value === null) {
      await tx.delete(appSettings).where(inArray(appSettings.key, [field.key]));
      continue;
    }
    await tx
      .insert(appSettings)
      .values({ key: field.key, value, isSecret: false, updatedAt: now })
      .onConflictDoUpdate({ target: appSettings.key, set: { value: sql`excluded.value`, updatedAt: now } });
  }
}
