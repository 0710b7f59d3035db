import { useState } from 'react';
import { AlertTriangle, CheckCircle2, ShieldCheck, Undo2, XCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { APPROVAL_ACTIONS, APPROVAL_SCOPES, APPROVAL_STATUSES, type TApproval } from '@portal/contract';
import { KeyHints } from '@/components/admin/key-hints';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { FilterSelect } from '@/components/ui/filter-select';
import { ListPagination } from '@/components/ui/list-page';
import { PageHeader } from '@/components/ui/page-header';
import { ReasonDialog } from '@/components/ui/reason-dialog';
import { SearchInput } from '@/components/ui/search-input';
import { Skeleton } from '@/components/ui/skeleton';
import { ApprovalStatusBadge } from '@/components/ui/status-badge';
import { toast } from '@/components/ui/toast';
import { useClampPage, useListParams } from '@/hooks/use-list-params';
import { useShortcutKeys } from '@/hooks/use-shortcut-keys';
import { useReturnFocus } from '@/hooks/use-return-focus';
import { useSelectionIntoView } from '@/hooks/use-selection-into-view';
import { fieldError, showActionError } from '@/lib/admin/action-error';
import { QUEUE_LIST_KEYS, keyAfterDecision, stepKey, useQueueCursor } from '@/lib/admin/queue-cursor';
import { translateFieldMessage } from '@/lib/field-messages';
import { formatDateTime } from '@/lib/format-date';
import { localeOf } from '@/lib/locale';
import { useApprovals, useDecideApproval, useWithdrawApproval } from '../api/approvals';

const STATUS_FILTER = [...APPROVAL_STATUSES, 'all'] as const;
const FILTERS = { status: STATUS_FILTER, scope: APPROVAL_SCOPES, action: APPROVAL_ACTIONS };
type TDeciding = { approval: TApproval; decision: 'approve' | 'reject' };
/** The queue keys without Enter: a request has no page of its own to open. */
const APPROVAL_KEYS = Object.fromEntries(Object.entries(QUEUE_LIST_KEYS).filter(([, k]) => k !== 'open'));

/** The fields of a request's before and after, in the order the server wrote them. */
const fieldsOf = (a: Pick<TApproval, 'before' | 'after'>) => [
  ...new Set([...Object.keys(a.before ?? {}), ...Object.keys(a.after ?? {})]),
];
const show = (v: unknown) =>
  v === null || v === undefined ? '-' : typeof v === 'object' ? JSON.stringify(v) : String(v);

/**
 * Menunggu Persetujuan (docs/business-rules.md#four-eyes): the requests that wait for a second
 * administrator, each with what it would change; another administrator with the needed role (or a
 * super admin) approves or rejects it with a reason, the requester may withdraw their own.
 */
export function AdminApprovalsPage() {
  const { t, i18n } = useTranslation('approvals');
  const tc = useTranslation('admin').t;
  const locale = localeOf(i18n.language);
  const params = useListParams({ filters: FILTERS });
  const status = params.filters.status || 'pending';
  const query = { ...params.query, status };
  if (status === 'all') delete (query as Record<string, unknown>).status;
  const list = useApprovals(query);
  useClampPage(params, list.data);
  const decide = useDecideApproval();
  const withdraw = useWithdrawApproval();
  const [deciding, setDeciding] = useState<TDeciding | null>(null);
  const [withdrawing, setWithdrawing] = useState<TApproval | null>(null);
  const focus = useReturnFocus();

  const closeDecision = () => {
    setDeciding(null);
    decide.reset();
    focus.restore();
  };
  const items = list.data?.items ?? [];
  const uuids = items.map((a) => a.uuid);
  const [cursor, setCursor] = useQueueCursor(uuids);
  const selectedRef = useSelectionIntoView<HTMLLIElement>(cursor);
  // The queue's keys, as on the other queues (docs/decisions/103): j/k move, v approve, r reject
  // (each opens its dialog for the reason), on requests this administrator may decide.
  useShortcutKeys(APPROVAL_KEYS, (key) => {
    const a = items.find((x) => x.uuid === cursor);
    if (!a || deciding || withdrawing) return;
    if (key === 'next' || key === 'previous') setCursor(stepKey(uuids, a.uuid, key === 'next' ? 1 : -1));
    else if ((key === 'decide' || key === 'reject') && a.can_decide) {
      const card = document.getElementById(`approval-${a.uuid}`);
      if (card) focus.remember(card);
      setDeciding({ approval: a, decision: key === 'decide' ? 'approve' : 'reject' });
    }
  });
  const runDecision = (reason: string) => {
    if (!deciding) return;
    const { approval, decision } = deciding;
    decide.mutate(
      { uuid: approval.uuid, decision, reason },
      {
        onSuccess: () => {
          toast({ title: t(`decide.${decision}.done`, { label: approval.entity_label }), variant: 'success' });
          setDeciding(null);
          // "Next": the request after the one just decided.
          setCursor(keyAfterDecision(uuids, approval.uuid, new Set([approval.uuid])));
        },
        onError: (error) => {
          if (fieldError(error, 'reason')) return;
          closeDecision();
          showActionError(error, t('refusedTitle'));
        },
      },
    );
  };
  const runWithdraw = () => {
    if (!withdrawing) return;
    const approval = withdrawing;
    withdraw.mutate(
      { uuid: approval.uuid },
      {
        onSuccess: () => {
          toast({ title: t('withdraw.done', { label: approval.entity_label }), variant: 'success' });
          setWithdrawing(null);
        },
        onError: (error) => {
          setWithdrawing(null);
          showActionError(error, t('refusedTitle'));
        },
      },
    );
  };

  return (
    <div className="space-y-4">
      <PageHeader title={t('title')} description={t('description')} />
      <div className="grid gap-3 md:grid-cols-[minmax(0,2fr)_repeat(3,minmax(0,1fr))] md:items-end">
        <SearchInput
          label={t('search.label')}
          placeholder={t('search.placeholder')}
          value={params.searchInput}
          onChange={params.setSearchInput}
        />
        <FilterSelect
          label={t('filters.status')}
          value={status}
          onChange={(v) => params.setFilter('status', v === 'pending' ? '' : v)}
          options={STATUS_FILTER.map((s) => ({ value: s, label: t(`statusFilter.${s}`) }))}
        />
        <FilterSelect
          label={t('filters.scope')}
          value={params.filters.scope}
          onChange={(v) => params.setFilter('scope', v)}
          allLabel={t('scope.all')}
          options={APPROVAL_SCOPES.filter((s) => s !== 'all').map((s) => ({ value: s, label: t(`scope.${s}`) }))}
        />
        <FilterSelect
          label={t('filters.action')}
          value={params.filters.action}
          onChange={(v) => params.setFilter('action', v)}
          allLabel={t('actionAll')}
          options={APPROVAL_ACTIONS.map((a) => ({ value: a, label: t(`action.${a}`) }))}
        />
      </div>

      <KeyHints
        hints={[
          ['j / k', t('keys.move')],
          ['v', t('keys.approve')],
          ['r', t('keys.reject')],
        ]}
      />

      {list.isPending ? (
        <div className="space-y-3" aria-busy="true" aria-label={t('loading')}>
          <Skeleton className="h-32 w-full" />
          <Skeleton className="h-32 w-full" />
        </div>
      ) : list.isError ? (
        <div role="alert" className="flex flex-col items-center gap-3 py-10 text-center">
          <AlertTriangle aria-hidden="true" className="size-8 text-amber-500" />
          <p className="font-medium text-slate-900 dark:text-slate-100">{tc('list.errorTitle')}</p>
          <p className="text-sm text-slate-600 dark:text-slate-400">{tc('list.errorDescription')}</p>
          <Button variant="outline" size="sm" onClick={() => void list.refetch()}>
            {tc('list.retry')}
          </Button>
        </div>
      ) : items.length === 0 ? (
        <EmptyState
          icon={ShieldCheck}
          title={params.hasActiveFilters ? t('empty.filtered') : t('empty.title')}
          description={params.hasActiveFilters ? undefined : t('empty.description')}
          action={
            params.hasActiveFilters ? (
              <Button variant="secondary" onClick={params.resetFilters}>
                {t('empty.reset')}
              </Button>
            ) : undefined
          }
        />
      ) : (
        <ul className="space-y-3" aria-label={t('listLabel')}>
          {items.map((a) => (
            <li key={a.uuid} ref={a.uuid === cursor ? selectedRef : undefined} className="scroll-mt-20 scroll-mb-4">
              <Card
                id={`approval-${a.uuid}`}
                tabIndex={-1}
                aria-current={a.uuid === cursor ? 'true' : undefined}
                className={a.uuid === cursor ? 'ring-2 ring-brand-500 dark:ring-sky-400' : undefined}
              >
                <CardContent className="space-y-3 pt-5">
                  <div className="flex flex-wrap items-start justify-between gap-2">
                    <div className="min-w-0">
                      <h2 className="text-base font-semibold text-slate-900 dark:text-slate-100">
                        {t(`action.${a.action}`)}: {a.entity_label}
                      </h2>
                      {a.company_name ? (
                        <p className="text-sm text-slate-600 dark:text-slate-400">{a.company_name}</p>
                      ) : null}
                    </div>
                    <ApprovalStatusBadge status={a.status} />
                  </div>
                  <dl className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
                    <div>
                      <dt className="inline text-slate-600 dark:text-slate-400">{t('requestedBy')}: </dt>
                      <dd className="inline text-slate-900 dark:text-slate-100">
                        {a.requested_by.name}, {formatDateTime(a.requested_at, locale)}
                      </dd>
                    </div>
                    <div>
                      <dt className="inline text-slate-600 dark:text-slate-400">
                        {a.status === 'pending' ? t('expiresAt') : t('decidedBy')}:{' '}
                      </dt>
                      <dd className="inline text-slate-900 dark:text-slate-100">
                        {a.status === 'pending'
                          ? formatDateTime(a.expires_at, locale)
                          : a.decided_by
                            ? `${a.decided_by.name}, ${formatDateTime(a.decided_at ?? a.expires_at, locale)}`
                            : '-'}
                      </dd>
                    </div>
                    <div className="sm:col-span-2">
                      <dt className="inline text-slate-600 dark:text-slate-400">{t('reason')}: </dt>
                      <dd className="inline break-words text-slate-900 dark:text-slate-100">{a.reason ?? '-'}</dd>
                    </div>
                    {a.decision_reason ? (
                      <div className="sm:col-span-2">
                        <dt className="inline text-slate-600 dark:text-slate-400">{t('decisionReason')}: </dt>
                        <dd className="inline break-words text-slate-900 dark:text-slate-100">{a.decision_reason}</dd>
                      </div>
                    ) : null}
                  </dl>
                  {fieldsOf(a).length > 0 ? (
                    <div className="overflow-x-auto rounded-md border border-slate-200 dark:border-slate-700">
                      <table className="w-full min-w-64 text-sm">
                        <caption className="sr-only">{t('changes.caption', { label: a.entity_label })}</caption>
                        <thead className="bg-slate-50 text-left text-slate-600 dark:bg-slate-800/60 dark:text-slate-300">
                          <tr>
                            <th scope="col" className="px-3 py-2 font-semibold">
                              {t('changes.field')}
                            </th>
                            <th scope="col" className="px-3 py-2 font-semibold">
                              {t('changes.before')}
                            </th>
                            <th scope="col" className="px-3 py-2 font-semibold">
                              {t('changes.after')}
                            </th>
                          </tr>
                        </thead>
                        <tbody>
                          {fieldsOf(a).map((f) => (
                            <tr key={f} className="border-t border-slate-200 align-top dark:border-slate-700">
                              <th
                                scope="row"
                                className="px-3 py-2 text-left font-mono text-xs font-medium text-slate-900 dark:text-slate-100"
                              >
                                {f}
                              </th>
                              <td className="px-3 py-2 break-words text-slate-600 dark:text-slate-400">
                                {show(a.before?.[f])}
                              </td>
                              <td className="px-3 py-2 break-words text-slate-900 dark:text-slate-100">
                                {show(a.after?.[f])}
                              </td>
                            </tr>
                          ))}
                        </tbody>
                      </table>
                    </div>
                  ) : null}
                  {a.can_decide || a.can_withdraw ? (
                    <div className="flex flex-wrap gap-2">
                      {a.can_decide ? (
                        <>
                          <Button
                            onClick={(e) => {
                              focus.remember(e.currentTarget);
                              setDeciding({ approval: a, decision: 'approve' });
                            }}
                          >
                            <CheckCircle2 aria-hidden="true" className="size-4" />
                            {t('decide.approve.button')}
                          </Button>
                          <Button
                            variant="destructive"
                            onClick={(e) => {
                              focus.remember(e.currentTarget);
                              setDeciding({ approval: a, decision: 'reject' });
                            }}
                          >
                            <XCircle aria-hidden="true" className="size-4" />
                            {t('decide.reject.button')}
                          </Button>
                        </>
                      ) : null}
                      {a.can_withdraw ? (
                        <Button
                          variant="secondary"
                          onClick={(e) => {
                            focus.remember(e.currentTarget);
                            setWithdrawing(a);
                          }}
                        >
                          <Undo2 aria-hidden="true" className="size-4" />
                          {t('withdraw.button')}
                        </Button>
                      ) : null}
                    </div>
                  ) : null}
                </CardContent>
              </Card>
            </li>
          ))}
        </ul>
      )}
      {items.length > 0 ? <ListPagination params={params} total={list.data?.total} /> : null}

      {deciding ? (
        <ReasonDialog
          title={t(`decide.${deciding.decision}.title`, { label: deciding.approval.entity_label })}
          description={t(`decide.${deciding.decision}.description`, {
            action: t(`action.${deciding.approval.action}`),
          })}
          label={t('decide.reason')}
          hint={t('decide.hint')}
          confirmLabel={t(`decide.${deciding.decision}.button`)}
          isPending={decide.isPending}
          serverError={translateFieldMessage(fieldError(decide.error, 'reason'), t)}
          onSubmit={runDecision}
          onCancel={closeDecision}
        />
      ) : null}
      <ConfirmDialog
        open={withdrawing !== null}
        onOpenChange={(open) => {
          if (!open) {
            setWithdrawing(null);
            focus.restore();
          }
        }}
        title={t('withdraw.title', { label: withdrawing?.entity_label ?? '' })}
        description={t('withdraw.description')}
        confirmLabel={t('withdraw.button')}
        destructive
        isPending={withdraw.isPending}
        onConfirm={runWithdraw}
      />
    </div>
  );
}
