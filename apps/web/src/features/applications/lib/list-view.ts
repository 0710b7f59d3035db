import { APPLICATION_SORTS } from '@portal/contract';
import { APPLICATION_STATUSES, APPLICATION_TYPES } from '@portal/contract/constants';

/** The filters of Permohonan SBU, kept in the URL (use-list-params). */
export const APPLICATION_LIST_FILTERS = {
  status: APPLICATION_STATUSES,
  type: APPLICATION_TYPES,
  sort: APPLICATION_SORTS,
};
export type TApplicationListFilter = keyof typeof APPLICATION_LIST_FILTERS;
