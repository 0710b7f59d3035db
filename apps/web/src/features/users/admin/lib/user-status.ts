import { USER_FILTER_SUSPENDED, type TUser } from '@portal/contract';

/** Suspension is a flag beside the status (docs/business-rules.md#user-status); the badge shows it first. */
export const userBadgeStatus = (user: Pick<TUser, 'status' | 'is_suspended'>): string =>
  user.is_suspended ? USER_FILTER_SUSPENDED : user.status;
