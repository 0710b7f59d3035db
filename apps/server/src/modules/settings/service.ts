import type { TAdminSettings } from '@portal/contract';
import { changedFields, recordAudit } from '../../lib/audit';
import type { Deps } from '../../types';
import { readSettings, writeSettings } from './settings-store';

/**
 * POST admin/settings/update.php: any of the fields; the others keep their values. Answers all of
 * them. The audit row `settings.update` (docs/business-rules.md#audited-actions) names only the
 * fields whose value changed; a save that changes nothing writes none.
 */
export async function updateSettings(
  deps: Pick<Deps, 'db' | 'clock'>,
  changes: Partial<TAdminSettings>,
): Promise<TAdminSettings> {
  return deps.db.transaction(async (tx) => {
    const now = deps.clock.now();
    const before = await readSettings(tx);
    await writeSettings(tx, changes, now);
    const diff = changedFields(before, Object.fromEntries(Object.entries(changes).filter(([, v]) => v !== undefined)));
    if (diff)
      await recordAudit(tx, {
        action: 'settings.update',
        entityType: 'settings',
        entityId: 'settings',
        ...diff,
        at: now,
      });
    return { ...before, ...diff?.after } as TAdminSettings;
  });
}
