import type { TAdminSettings } from '@portal/contract';
import type { Deps } from '../../types';
import { readSettings, writeSettings } from './settings-store';

/** POST admin/settings/update.php: any of the fields; the others keep their values. Answers all of them. */
export async function updateSettings(deps: Pick<Deps, 'db' | 'clock'>, changes: Partial<TAdminSettings>): Promise<TAdminSettings> {
  return deps.db.transaction(async (tx) => {
    await writeSettings(tx, changes, deps.clock.now());
    return readSettings(tx);
  });
}
