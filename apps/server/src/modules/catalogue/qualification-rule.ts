import { inArray, sql } from 'drizzle-orm';
import { DEFAULT_QUALIFICATION_THRESHOLDS, type TQualificationThresholds } from '@portal/contract';
import type { DbOrTx } from '../../db/client';
import { appSettings } from '../../db/schema';
import { changedFields, recordAudit } from '../../lib/audit';
import type { Deps } from '../../types';

/**
 * The qualification rule (docs/business-rules.md#qualification-rule): the two capital limits that
 * separate Kecil, Menengah and Besar, kept as admin settings in `app_settings` beside the catalogue
 * they qualify. Until an admin saves them, the contract's defaults apply.
 */
const KEYS = {
  kecil_max_investment: 'catalogue.qualification.kecil_max_investment',
  menengah_max_investment: 'catalogue.qualification.menengah_max_investment',
} as const satisfies Record<keyof TQualificationThresholds, string>;
const NAMES = Object.keys(KEYS) as (keyof TQualificationThresholds)[];

export async function readQualificationThresholds(db: DbOrTx): Promise<TQualificationThresholds> {
  const rows = await db
    .select({ key: appSettings.key, value: appSettings.value })
    .from(appSettings)
    .where(inArray(appSettings.key, Object.values(KEYS)));
  const stored = new Map(rows.map((r) => [r.key, Number(r.value)]));
  const out = { ...DEFAULT_QUALIFICATION_THRESHOLDS };
  for (const name of NAMES) {
    const v = stored.get(KEYS[name]);
    if (v !== undefined && Number.isSafeInteger(v)) out[name] = v;
  }
  return out;
}

/** POST admin/sub-bidang/qualifications.php: both limits at once; audited `catalogue.qualifications` when they change. */
export async function saveQualificationThresholds(
  deps: Pick<Deps, 'db' | 'clock'>,
  next: TQualificationThresholds,
): Promise<TQualificationThresholds> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const before = await readQualificationThresholds(tx);
    for (const name of NAMES)
      await tx
        .insert(appSettings)
        .values({ key: KEYS[name], value: String(next[name]), isSecret: false, updatedAt: now })
        .onConflictDoUpdate({ target: appSettings.key, set: { value: sql`excluded.value`, updatedAt: now } });
    const diff = changedFields({ ...before }, { ...next });
    if (diff)
      await recordAudit(tx, {
        action: 'catalogue.qualifications',
        entityType: 'catalogue',
        entityId: 'qualifications',
        ...diff,
        at: now,
      });
    return next;
  });
}
