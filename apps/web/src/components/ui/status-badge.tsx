import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';
import {
  APPROVAL_STATUS_LABELS_ID,
  ENTITY_STATUS_LABELS_ID,
  STATUS_BADGE_LABELS_ID,
  type TBadgeStatus,
  type TEntityStatus,
} from '@portal/contract/constants';

/** Colour families of the badges; every status belongs to one (checked by the compiler). */
export type TBadgeTone = 'success' | 'warning' | 'info' | 'danger' | 'neutral';

export const BADGE_TONES = {
  pending: 'warning',
  paid: 'success',
  failed: 'danger',
  cancelled: 'neutral',
  refunded: 'neutral',
  waiting_confirmation: 'warning',
  review: 'warning',
  draft: 'neutral',
  submitted: 'info',
  under_review: 'info',
  approved: 'success',
  rejected: 'danger',
  completed: 'success',
  active: 'success',
  expired: 'danger',
  revoked: 'danger',
  superseded: 'neutral',
  open: 'warning',
  fulfilled: 'success',
} as const satisfies Record<TBadgeStatus, TBadgeTone>;

export const ENTITY_BADGE_TONES = {
  pending_verification: 'warning',
  active: 'success',
  verified: 'success',
  suspended: 'danger',
  unverified: 'neutral',
  in_review: 'info',
  rejected: 'danger',
  uploaded: 'info',
} as const satisfies Record<TEntityStatus, TBadgeTone>;

const TONE_STYLES: Record<TBadgeTone, string> = {
  success:
    'bg-emerald-100 text-emerald-800 ring-emerald-600/20 dark:bg-emerald-900/40 dark:text-emerald-200 dark:ring-emerald-400/30',
  warning:
    'bg-amber-100 text-amber-800 ring-amber-600/20 dark:bg-amber-900/40 dark:text-amber-200 dark:ring-amber-400/30',
  info: 'bg-blue-100 text-blue-800 ring-blue-600/20 dark:bg-blue-900/40 dark:text-blue-200 dark:ring-blue-400/30',
  danger: 'bg-red-100 text-red-800 ring-red-600/20 dark:bg-red-900/40 dark:text-red-200 dark:ring-red-400/30',
  neutral: 'bg-slate-100 text-slate-700 ring-slate-500/20 dark:bg-slate-800 dark:text-slate-300 dark:ring-slate-400/30',
};

interface BadgeProps {
  status?: string | null;
  className?: string;
}

interface StatusBadgeProps extends BadgeProps {
  /** A superseded certificate reads 'Ditingkatkan' after an upgrade, 'Diperbarui' after a renewal (docs/business-rules.md#certificate-status). */
  supersededKind?: 'renewal' | 'upgrade' | null;
}

export function Badge({
  label,
  tone,
  status,
  className,
}: {
  label: string;
  tone: TBadgeTone;
  status?: string | null;
  className?: string;
}) {
  return (
    <span
      data-tone={tone}
      data-status={status ?? ''}
      className={clsx(
        'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-medium whitespace-nowrap ring-1 ring-inset',
        TONE_STYLES[tone],
        className,
      )}
    >
      {label}
    </span>
  );
}

const isKeyOf = <T extends object>(map: T, key: string | null | undefined): key is Extract<keyof T, string> =>
  typeof key === 'string' && key !== '' && Object.hasOwn(map, key);

/** Badge of applications, invoices and certificates (docs/business-rules.md#status-labels); any other or empty value → 'Tidak Diketahui'. */
export function StatusBadge({ status, className, supersededKind }: StatusBadgeProps) {
  const { t } = useTranslation('status');
  if (!isKeyOf(STATUS_BADGE_LABELS_ID, status))
    return <Badge label={t('unknown')} tone="neutral" status={status} className={className} />;
  const label = status === 'superseded' && supersededKind === 'upgrade' ? t('supersededUpgrade') : t(`badge.${status}`);
  return <Badge label={label} tone={BADGE_TONES[status]} status={status} className={className} />;
}

/** Labels of users, companies and documents (docs/business-rules.md#status-labels). */
export function EntityStatusBadge({ status, className }: BadgeProps) {
  const { t } = useTranslation('status');
  if (!isKeyOf(ENTITY_STATUS_LABELS_ID, status))
    return <Badge label={t('unknown')} tone="neutral" status={status} className={className} />;
  return (
    <Badge label={t(`entity.${status}`)} tone={ENTITY_BADGE_TONES[status]} status={status} className={className} />
  );
}

export const APPROVAL_BADGE_TONES = {
  pending: 'warning',
  approved: 'success',
  rejected: 'danger',
  withdrawn: 'neutral',
  expired: 'neutral',
} as const satisfies Record<keyof typeof APPROVAL_STATUS_LABELS_ID, TBadgeTone>;

/** Labels of four-eyes requests (docs/business-rules.md#four-eyes): `pending` is "Menunggu Persetujuan". */
export function ApprovalStatusBadge({ status, className }: BadgeProps) {
  const { t } = useTranslation('status');
  if (!isKeyOf(APPROVAL_STATUS_LABELS_ID, status))
    return <Badge label={t('unknown')} tone="neutral" status={status} className={className} />;
  return (
    <Badge label={t(`approval.${status}`)} tone={APPROVAL_BADGE_TONES[status]} status={status} className={className} />
  );
}
