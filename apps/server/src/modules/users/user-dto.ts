import { ROLE } from '@portal/contract';
import type {
  TAdminUserDetailResponse,
  TAdminUserListItem,
  TCompanyStatus,
  TLoginResponse,
  TProfileUser,
  TUser,
} from '@portal/contract';
import type { UserRow } from '../../types';

/**
 * The user's answers, one mapper each (docs/decisions/095). Contract ZUser: never the hash, the id
 * or the suspension reason.
 */
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

/** GET users/profile.php: the user and whether the password must be changed first. */
export const toProfileUserDto = (u: UserRow): TProfileUser => ({
  ...toUserDto(u),
  must_change_password: u.mustChangePassword,
  // The second factor (docs/decisions/098): whether it is on, and whether this account must enrol first.
  mfa_enabled: u.mfaEnabledAt !== null,
  mfa_required: u.role === ROLE.ADMIN && u.mfaEnabledAt === null,
});

/** POST auth/login.php: what the client needs before it reads the profile. */
export const toLoginUserDto = (u: Pick<UserRow, 'uuid' | 'email' | 'status' | 'role'>): TLoginResponse['user'] => ({
  uuid: u.uuid,
  email: u.email,
  status: u.status,
  role: u.role,
});

/** The administrator's view of a user (detail, set-suspended): the suspension reason too. */
export const toAdminUserDto = (u: UserRow): TAdminUserDetailResponse['user'] => ({
  ...toUserDto(u),
  suspended_reason: u.suspendedReason,
});

/** A row of Manajemen Pengguna: the user and the company the list joins (none for an administrator). */
export const toAdminUserListItemDto = (
  u: UserRow,
  company: { id: number; name: string; status: TCompanyStatus } | null,
): TAdminUserListItem => ({
  ...toAdminUserDto(u),
  company: company ? { companyId: company.id, name: company.name, status: company.status } : null,
});
