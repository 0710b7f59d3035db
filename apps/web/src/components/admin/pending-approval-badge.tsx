import { Hourglass } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TPendingApproval } from '@portal/contract';
import { APPROVALS_PATH } from '@/lib/admin/pending-approval';
import { formatDateTime } from '@/lib/format-date';
import { localeOf } from '@/lib/locale';

/**
 * In a row's actions, instead of the action that already waits for a second administrator
 * (docs/business-rules.md#four-eyes): a small link to Menunggu Persetujuan whose name and tooltip
 * say who asked and when (WIB).
 */
export function PendingApprovalBadge({ pending }: { pending: TPendingApproval }) {
  const { t, i18n } = useTranslation('common');
  const label = t('approvalPending.badgeLabel', {
    name: pending.requested_by_name,
    date: formatDateTime(pending.requested_at, localeOf(i18n.language)),
  });
  return (
    <Link
      to={APPROVALS_PATH}
      aria-label={label}
      title={label}
      className="inline-flex max-w-32 items-center gap-1 rounded-md border border-amber-300 bg-amber-50 px-2 py-0.5 text-left text-xs leading-tight font-medium text-amber-900 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 dark:border-amber-800 dark:bg-amber-950/40 dark:text-amber-100"
    >
      <Hourglass aria-hidden="true" className="size-3.5 shrink-0" />
      {/* Two short lines at most: the sticky actions column keeps its width in both languages. */}
      <span>{t('approvalPending.badge')}</span>
    </Link>
  );
}
