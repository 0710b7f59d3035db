import { Building2, UserCheck, UserX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { USER_STATUS, type TAdminUserListItem } from '@portal/contract';
import { ReviewHistory } from '@/components/ui/review-history';
import { Button } from '@/components/ui/button';
import { Sheet } from '@/components/ui/sheet';
import { Skeleton } from '@/components/ui/skeleton';
import { EntityStatusBadge } from '@/components/ui/status-badge';
import { useAdminUser } from '../api/get-admin-user';
import { userBadgeStatus } from '../lib/user-status';
import type { TUserAction } from './user-actions';
import { ResendOtpButton } from './resend-otp-button';
import { DetailList } from '@/components/ui/detail-list';
import { formatDateTime } from '@/lib/format-date';
import { localeOf } from '@/lib/locale';
import { IdNumber } from '@/components/ui/id-number';

interface Props {
  /** The row that was opened; the detail call completes it. */
  user: TAdminUserListItem | null;
  isSelf: boolean;
  onClose: () => void;
  onAction: (action: Exclude<TUserAction, 'detail'>, user: TAdminUserListItem, opener: HTMLElement | null) => void;
}

/** The user's data, company link, documents and the suspend / reactivate action (side sheet). */
export function UserDetailSheet({ user, isSelf, onClose, onAction }: Props) {
  const { t, i18n } = useTranslation('admin');
  const detail = useAdminUser(user?.uuid ?? null);
  if (!user) return null;
  const d = detail.data;
  const shown = { ...user, ...(d?.user ?? {}) };
  const company = d?.company ?? null;
  return (
    <Sheet
      open
      onOpenChange={(o) => !o && onClose()}
      side="right"
      title={t('users.detail.title')}
      closeLabel={t('common:close')}
      className="overflow-y-auto sm:w-[28rem]"
    >
      <div className="space-y-6 p-6">
        <header className="space-y-2 pr-8">
          <h2 className="text-lg font-semibold text-slate-900 dark:text-slate-100">{shown.name}</h2>
          <EntityStatusBadge status={userBadgeStatus(shown)} />
        </header>
        <section aria-label={t('users.detail.account')} className="space-y-3">
          <DetailList
            items={[
              [t('users.columns.email'), shown.email],
              [t('users.columns.phone'), shown.phone ?? '-'],
              [t('users.columns.role'), t(`roles.${shown.role}`)],
              [t('users.detail.position'), shown.leader_position || '-'],
              [t('users.columns.registered'), formatDateTime(shown.created_at, localeOf(i18n.language))],
              [t('users.detail.sessions'), d ? String(d.active_sessions) : '…'],
              ...(shown.is_suspended
                ? [[t('users.detail.suspendedReason'), shown.suspended_reason || '-'] as [string, string]]
                : []),
            ]}
          />
        </section>
        <section className="space-y-3">
          <h3 className="text-sm font-semibold text-slate-900 dark:text-slate-100">{t('users.detail.company')}</h3>
          {detail.isLoading ? (
            <Skeleton className="h-16 w-full" />
          ) : detail.isError ? (
            <div role="alert" className="space-y-2 text-sm text-slate-600 dark:text-slate-400">
              <p>{t('list.errorDescription')}</p>
              <Button variant="outline" size="sm" onClick={() => void detail.refetch()}>
                {t('list.retry')}
              </Button>
            </div>
          ) : company ? (
            <div className="space-y-3 rounded-md border border-slate-200 p-3 dark:border-slate-800">
              <DetailList
                items={[
                  [t('companies.columns.name'), company.name],
                  [t('companies.columns.status'), <EntityStatusBadge key="s" status={company.status} />],
                  [t('companies.columns.npwp'), <IdNumber key="npwp" kind="npwp" value={company.npwp} />],
                  [t('companies.columns.nib'), <IdNumber key="nib" kind="nib" value={company.nib} />],
                  [t('users.detail.documents'), t('users.detail.documentCount', { count: d?.documents.length ?? 0 })],
                ]}
              />
              <Link
                to={`/admin/companies/${company.companyId}`}
                className="inline-flex items-center gap-2 text-sm font-medium text-brand-600 hover:underline dark:text-brand-100"
              >
                <Building2 aria-hidden="true" className="size-4" />
                {t('users.detail.openCompany')}
              </Link>
            </div>
          ) : (
            <p className="text-sm text-slate-600 dark:text-slate-400">{t('users.detail.noCompany')}</p>
          )}
        </section>
        {shown.status === USER_STATUS.PENDING_VERIFICATION && !shown.is_suspended ? (
          <ResendOtpButton uuid={shown.uuid} />
        ) : null}
        {/* Who suspended or reactivated the account, and when (docs/business-rules.md#reviewer-history). */}
        {d ? <ReviewHistory events={d.history} title={t('queue.history.title')} /> : null}
        <section className="border-t border-slate-200 pt-4 dark:border-slate-800">
          {isSelf && !shown.is_suspended ? (
            <p className="text-sm text-slate-600 dark:text-slate-400">{t('users.detail.selfNote')}</p>
          ) : (
            // One button for both actions, so focus can come back to it after the dialog.
            <Button
              variant={shown.is_suspended ? 'outline' : 'destructive'}
              onClick={(e) => onAction(shown.is_suspended ? 'reactivate' : 'suspend', shown, e.currentTarget)}
            >
              {shown.is_suspended ? (
                <UserCheck aria-hidden="true" className="size-4" />
              ) : (
                <UserX aria-hidden="true" className="size-4" />
              )}
              {shown.is_suspended ? t('users.actions.reactivate') : t('users.actions.suspend')}
            </Button>
          )}
        </section>
      </div>
    </Sheet>
  );
}
