import { USER_STATUS, type TAdminAccount, type TAdminAccountStatus, type TAdminRole } from '@portal/contract';
import type { UserRow } from '../../types';

/** Disabled by a super admin; invited while the link was not used; active otherwise. */
export function adminAccountStatus(u: Pick<UserRow, 'isSuspended' | 'status'>): TAdminAccountStatus {
  if (u.isSuspended) return 'disabled';
  return u.status === USER_STATUS.PENDING_VERIFICATION ? 'invited' : 'active';
}

/** An administrator as Manajemen Admin shows them (docs/decisions/095: the one mapper of the entity). */
export const toAdminAccountDto = (
  u: Pick<UserRow, 'uuid' | 'name' | 'email' | 'isSuspended' | 'status' | 'createdAt'>,
  roles: readonly TAdminRole[],
  invitationExpiresAt: Date | null,
): TAdminAccount => {
  const status = adminAccountStatus(u);
  return {
    uuid: u.uuid,
    name: u.name,
    email: u.email,
    roles: [...roles].sort(),
    status,
    created_at: u.createdAt.toISOString(),
    invitation_expires_at: status === 'invited' && invitationExpiresAt ? invitationExpiresAt.toISOString() : null,
  };
};
