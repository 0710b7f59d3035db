import type { TUser } from '@portal/contract';
import type { UserRow } from '../../types';

/** The public user shape (contract ZUser): never the hash, the id or the suspension reason. */
export function toUserDto(u: UserRow): TUser {
  return {
    uuid: u.uuid,
    email: u.email,
    name: u.name,
    phone: u.phone,
    status: u.status,
    role: u.role,
    theme_preference: u.themePreference,
    is_suspended: u.isSuspended,
    leader_position: u.leaderPosition,
    created_at: u.createdAt.toISOString(),
  };
}
