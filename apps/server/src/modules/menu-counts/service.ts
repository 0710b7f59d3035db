import type { TMenuCounts } from '@portal/contract';
import type { Deps, SessionUser } from '../../types';
import { countAppealsWaiting, countComplaintsWaiting } from '../appeals';
import { countAnsweredRequests, countApplicationsInReview, countApplicationsToPublish } from '../applications';
import { countApprovalsToDecide } from '../approvals';
import { countCompaniesWaiting } from '../companies';
import { countPaymentsWaiting } from '../invoices';

/**
 * The admin menu's queue counts (docs/business-rules.md#queues): one counter per queue, each an
 * indexed count equal to the total of the screen the queue opens (QUEUE_LIST_URLS). A later module
 * adds its queue as one more key here and in ZMenuCountsResponse. A counter may depend on the
 * reader (`approvals_pending`: the requests they may decide).
 */
const COUNTERS: {
  [K in keyof TMenuCounts]: (deps: Pick<Deps, 'db' | 'clock'>, user: SessionUser) => Promise<number>;
} = {
  companies_waiting: (deps) => countCompaniesWaiting(deps),
  payments_waiting: (deps) => countPaymentsWaiting(deps),
  applications_review: (deps) => countApplicationsInReview(deps),
  certificates_to_publish: (deps) => countApplicationsToPublish(deps),
  document_requests_answered: (deps) => countAnsweredRequests(deps),
  approvals_pending: countApprovalsToDecide,
  appeals_waiting: (deps) => countAppealsWaiting(deps),
  complaints_waiting: (deps) => countComplaintsWaiting(deps),
};

export async function menuCounts(deps: Pick<Deps, 'db' | 'clock'>, user: SessionUser): Promise<TMenuCounts> {
  const keys = Object.keys(COUNTERS) as (keyof TMenuCounts)[];
  const values = await Promise.all(keys.map((k) => COUNTERS[k](deps, user)));
  return Object.fromEntries(keys.map((k, i) => [k, values[i]])) as TMenuCounts;
}
