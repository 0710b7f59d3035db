import { z } from 'zod';
import type { TAdminSettings } from '@portal/contract';
import type { DbTx } from '../../db/client';
import { changedFields, recordAudit } from '../../lib/audit';
import type { Deps } from '../../types';
import type { ApprovalActionDef } from '../approvals';
import { readSettings, writeSettings } from './settings-store';

/** Writes the separation of duties and records the change as its own row (docs/business-rules.md#separation-of-duties). */
async function writeSeparationOfDuties(tx: DbTx, before: boolean, on: boolean, now: Date): Promise<void> {
  if (before === on) return;
  await writeSettings(tx, { separation_of_duties: on }, now);
  await recordAudit(tx, {
    action: 'setting.separation_of_duties',
    entityType: 'setting',
    entityId: 'separation_of_duties',
    before: { separation_of_duties: before },
    after: { separation_of_duties: on },
    at: now,
  });
}

/**
 * POST admin/settings/update.php: any of the fields; the others keep their values. Answers all of
 * them. The audit row `settings.update` (docs/business-rules.md#audited-actions) names only the
 * fields whose value changed; a save that changes nothing writes none. The separation of duties
 * has its own row, `setting.separation_of_duties`; turning it off goes through
 * `separationOfDutiesApprovalAction` (four eyes), so here it is only ever turned on.
 */
export async function updateSettings(
  deps: Pick<Deps, 'db' | 'clock'>,
  changes: Partial<TAdminSettings>,
): Promise<TAdminSettings> {
  return deps.db.transaction(async (tx) => {
    const now = deps.clock.now();
    const before = await readSettings(tx);
    const { separation_of_duties: separation, ...others } = changes;
    await writeSettings(tx, others, now);
    const diff = changedFields(before, Object.fromEntries(Object.entries(others).filter(([, v]) => v !== undefined)));
    if (diff)
      await recordAudit(tx, {
        action: 'settings.update',
        entityType: 'settings',
        entityId: 'settings',
        ...diff,
        at: now,
      });
    if (separation !== undefined) await writeSeparationOfDuties(tx, before.separation_of_duties, separation, now);
    return readSettings(tx);
  });
}

const ZSeparationOff = z.object({ separation_of_duties: z.literal(false) }).strict();
type SeparationOff = z.output<typeof ZSeparationOff>;

/**
 * Turning the separation of duties off (docs/business-rules.md#separation-of-duties) is a four-eyes
 * action: it waits for another super admin while one is active. Turning it on, or "off" while it
 * is off, is carried out at once.
 */
export const separationOfDutiesApprovalAction: ApprovalActionDef<SeparationOff> = {
  action: 'setting.separation_of_duties',
  parse: (raw) => ZSeparationOff.parse(raw),
  async prepare(tx) {
    const { separation_of_duties: on } = await readSettings(tx);
    return {
      entityType: 'setting',
      entityId: 'separation_of_duties',
      entityLabel: 'separation_of_duties',
      companyId: null,
      before: { separation_of_duties: on },
      after: { separation_of_duties: false },
      reason: null,
      needsApproval: on,
    };
  },
  async execute(tx, deps) {
    const { separation_of_duties: on } = await readSettings(tx);
    await writeSeparationOfDuties(tx, on, false, deps.clock.now());
  },
};
