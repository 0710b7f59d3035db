import { ZUpdateProfileForm, type TCompany, type TUser } from '@portal/contract';
import { isIdentityLocked } from '@/features/companies';

export const PROFILE_FIELDS = ['name', 'leader_position', 'leader_nik', 'leader_npwp', 'phone'] as const;
export type TProfileField = (typeof PROFILE_FIELDS)[number];
export type TProfileFormValues = Record<TProfileField, string>;

/** The leader's NIK and NPWP are identity fields of the company, locked once verified and in review (docs/business-rules.md#company-data). */
export const PROFILE_IDENTITY_FIELDS = ['leader_nik', 'leader_npwp'] as const satisfies readonly TProfileField[];

export function lockedProfileFields(company: Pick<TCompany, 'status'> | null): readonly TProfileField[] {
  return company && isIdentityLocked(company.status) ? PROFILE_IDENTITY_FIELDS : [];
}

/**
 * What a company's staff member edits on Profil Pimpinan (docs/business-rules.md#company-staff): their
 * own name and phone; the leader's fields are the owner's (the server answers 403 `OWNER_ONLY`).
 */
export const STAFF_PROFILE_FIELDS = ['name', 'phone'] as const satisfies readonly TProfileField[];
export const LEADER_ONLY_FIELDS = [
  'leader_position',
  'leader_nik',
  'leader_npwp',
] as const satisfies readonly TProfileField[];

export function toProfileFormValues(user: TUser, company: TCompany | null): TProfileFormValues {
  return {
    name: user.name ?? '',
    leader_position: user.leader_position ?? company?.leader_position ?? '',
    leader_nik: company?.leader_nik ?? '',
    leader_npwp: company?.leader_npwp ?? '',
    phone: user.phone ?? '',
  };
}

/** The contract schema, without the locked fields (they are neither validated nor sent). */
export function profileSchemaFor(locked: readonly TProfileField[]) {
  if (locked.includes('leader_position')) return ZUpdateProfileForm.pick({ name: true, phone: true });
  return locked.length ? ZUpdateProfileForm.omit({ leader_nik: true, leader_npwp: true }) : ZUpdateProfileForm;
}
