import { useTranslation } from 'react-i18next';
import type { TCompany, TUser } from '@portal/contract';
import { cn } from '@/components/ui/cn';
import { formatNik, formatNpwp } from '@/lib/format-ids';
import { formatPhone } from '@/lib/format-phone';
import { PROFILE_FIELDS, toProfileFormValues, type TProfileField } from '../lib/profile-form-model';

/** Identity numbers grouped for reading; numbers never break across lines. */
const DISPLAY: Partial<Record<TProfileField, (v: string) => string>> = {
  leader_nik: formatNik,
  leader_npwp: formatNpwp,
  phone: formatPhone,
};

/** Profil Pimpinan view mode. */
export function ProfileDetails({
  user,
  company,
  fields = PROFILE_FIELDS,
}: {
  user: TUser;
  company: TCompany | null;
  fields?: readonly TProfileField[];
}) {
  const { t } = useTranslation('profile');
  const values = toProfileFormValues(user, company);
  const rows: [string, string, boolean][] = [
    ...fields.map(
      (f) =>
        [t(`fields.${f}`), DISPLAY[f] ? DISPLAY[f](values[f]) : values[f], Boolean(DISPLAY[f])] as [
          string,
          string,
          boolean,
        ],
    ),
    [t('fields.email'), user.email, false],
  ];
  return <DetailRows rows={rows} />;
}

/** The leader as the company holds them, read-only (what a staff member sees; docs/business-rules.md#company-staff). */
export function LeaderDetails({ company }: { company: TCompany | null }) {
  const { t } = useTranslation('profile');
  const rows: [string, string, boolean][] = [
    [t('staff.leaderName'), company?.leader_name ?? '', false],
    [t('fields.leader_position'), company?.leader_position ?? '', false],
    [t('fields.leader_nik'), formatNik(company?.leader_nik ?? ''), true],
    [t('fields.leader_npwp'), formatNpwp(company?.leader_npwp ?? ''), true],
  ];
  return <DetailRows rows={rows} />;
}

function DetailRows({ rows }: { rows: [string, string, boolean][] }) {
  return (
    <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2">
      {rows.map(([label, value, isNumber]) => (
        <div key={label}>
          <dt className="text-xs text-slate-600 dark:text-slate-400">{label}</dt>
          <dd
            className={cn(
              'text-sm font-medium text-slate-900 dark:text-slate-100',
              isNumber ? 'whitespace-nowrap tabular-nums' : 'break-words',
            )}
          >
            {value || '-'}
          </dd>
        </div>
      ))}
    </dl>
  );
}
