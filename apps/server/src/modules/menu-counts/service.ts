import type { TMenuCounts } from '@portal/contract';
import type { Deps } from '../../types';
import { countCompaniesWaiting } from '../companies';

/**
 * The admin menu's queue counts (docs/api.md#verification-queue): one counter per queue, each an
 * indexed count. A later module adds its queue as one more key here and in ZMenuCountsResponse.
 */
const COUNTERS: { [K in keyof TMenuCounts]: (deps: Pick<Deps, 'db'>) => Promise<number> } = {
  companies_waiting: countCompaniesWaiting,
};

export async function menuCounts(deps: Pick<Deps, 'db'>): Promise<TMenuCounts> {
  const keys = Object.keys(COUNTERS) as (keyof TMenuCounts)[];
  const values = await Promise.all(keys.map((k) => COUNTERS[k](deps)));
  return Object.fromEntries(keys.map((k, i) => [k, values[i]])) as TMenuCounts;
}
