import { useTranslation } from 'react-i18next';
import type { TCompany, TUser } from '@portal/contract';
import { PROFILE_FIELDS, toProfileFormValues } from '../lib/profile-form-model';

/** Profil Pimpinan view mode. */
export function ProfileDetails({ user, company }: { user: TUser; company: TCompany | null }) {
  const { t } = useTranslation('profile');
  const values = toProfileFormValues(user, company);
  const rows: [string, string][] = [...PROFILE_FIELDS.map((f) => [t(`fields.${f}`), values[f]] as [string, string]), [t('fields.email'), user.email]];
  return (
    <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2">
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt className="text-xs text-slate-500 dark:text-slate-400">{label}</dt>
          <dd className="text-sm font-medium break-words text-slate-900 dark:text-slate-100">{value || '-'}</dd>
        </div>
      ))}
    </dl>
  );
}
