import type { TMenuCounts } from '@portal/contract';
import type { Deps } from '../../types';
import { countAnsweredRequests, countApplicationsInReview, countApplicationsToPublish } from '../applications';
import { countCompaniesWaiting } from '../companies';
import { countPaymentsWaiting } from '../invoices';

/**
 * The admin menu's queue counts (docs/business-rules.md#queues): one counter per queue, each an
 * indexed count equal to the total of the screen the queue opens (QUEUE_LIST_URLS). A later module
 * adds its queue as one more key here and in ZMenuCountsResponse.
 */
const COUNTERS: { [K in keyof TMenuCounts]: (deps: Pick<Deps, 'db'>) => Promise<number> } = {
  companies_waiting: countCompaniesWaiting,
  payments_waiting: countPaymentsWaiting,
  applications_review: countApplicationsInReview,
  certificates_to_publish: countApplicationsToPublish,
  document_requests_answered: countAnsweredRequests,
};

export async function menuCounts(deps: Pick<Deps, 'db'>): Promise<TMenuCounts> {
  const keys = Object.keys(COUNTERS) as (keyof TMenuCounts)[];
  const values = await Promise.all(keys.map((k) => COUNTERS[k](deps)));
  return Object.fromEntries(keys.map((k, i) => [k, values[i]])) as TMenuCounts;
}
