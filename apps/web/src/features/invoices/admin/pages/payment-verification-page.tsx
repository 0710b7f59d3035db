import { useRef, useState } from 'react';
import { CheckCircle2, FileSpreadsheet, ListChecks } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { BATCH_MAX_ITEMS, type TPaymentQueueItem, type TPaymentVerifyBatchResponse } from '@portal/contract';
import { EmptyState } from '@/components/ui/empty-state';
import { ListPagination } from '@/components/ui/list-page';
import { PageHeader } from '@/components/ui/page-header';
import { SearchInput } from '@/components/ui/search-input';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/toast';
import { useClampPage, useListParams } from '@/hooks/use-list-params';
import { useShortcutKeys } from '@/hooks/use-shortcut-keys';
import { useVerificationQueue, useVerifyPayment, useVerifyPaymentBatch } from '../api/verification';
import { BulkVerifyDialog } from '../components/bulk-verify-dialog';
import { VerifyBatchResults } from '../components/verify-batch-results';
import { KeyHints } from '@/components/admin/key-hints';
import { useClaimWarning } from '@/features/claims';
import { PaymentPane } from '../components/payment-pane';
import { PaymentQueueList } from '../components/payment-queue-list';
import { ReasonDialog } from '@/components/ui/reason-dialog';
import { VerifyPaymentDialog } from '../components/verify-payment-dialog';
import { fieldError, showActionError } from '@/lib/admin/action-error';
import { neighbourOf, nextAfterDecision } from '../lib/queue-selection';
import { QUEUE_KEYS } from '../lib/queue-keys';
import { translateFieldMessage } from '@/lib/field-messages';
import { Button, buttonClasses } from '@/components/ui/button';

const QUEUE_PAGE_SIZE = 50;
const focusQueueItem = (uuid: string | undefined) =>
  setTimeout(
    () =>
      (uuid
        ? document.querySelector<HTMLElement>(`[data-queue-item="${uuid}"]`)
        : document.getElementById('payment-queue-empty')
      )?.focus(),
    0,
  );

/**
 * Verifikasi Pembayaran (docs/business-rules.md#payment-verification, docs/decisions/058): the
 * queue of transfer proofs, oldest first, and the selected one's proof beside its amount. A
 * decision moves on to the next payment by itself, so clearing the queue is `v` Enter per payment.
 */
export function PaymentVerificationPage() {
  const { t } = useTranslation('adminWorkflow');
  const params = useListParams({ defaultPerPage: QUEUE_PAGE_SIZE });
  const [searchParams, setSearchParams] = useSearchParams();
  const queue = useVerificationQueue(params.query);
  useClampPage(params, queue.data);
  const verify = useVerifyPayment();
  const [dialog, setDialog] = useState<'verify' | 'reject' | 'bulk' | null>(null);
  const batch = useVerifyPaymentBatch();
  const claimWarning = useClaimWarning();
  /** Verify or reject the selected payment: first a warning when another clerk is handling it. */
  const openDecision = (kind: 'verify' | 'reject') => {
    if (item) claimWarning.confirmFirst(item.claimed_by, () => setDialog(kind));
  };
  const [checked, setChecked] = useState<ReadonlySet<string>>(new Set());
  const [batchResults, setBatchResults] = useState<TPaymentVerifyBatchResponse | null>(null);
  const [announcement, setAnnouncement] = useState('');
  // Decided in this visit: hidden at once, before the refetched queue arrives.
  const [decided, setDecided] = useState<ReadonlySet<string>>(new Set());
  // After a decision the dialog hands focus to the next payment (or the empty queue), not back to the gone one.
  const focusAfterDecision = useRef<string | null | undefined>(undefined);
  const onCloseAutoFocus = (e: Event) => {
    if (focusAfterDecision.current === undefined) return;
    e.preventDefault();
    focusQueueItem(focusAfterDecision.current ?? undefined);
    focusAfterDecision.current = undefined;
  };

  const items: TPaymentQueueItem[] = (queue.data?.items ?? []).filter((i) => !decided.has(i.uuid_invoice));
  const requested = searchParams.get('invoice');
  const item = items.find((i) => i.uuid_invoice === requested) ?? items[0] ?? null;
  const position = item ? items.indexOf(item) + 1 : 0;
  // The refetched queue no longer lists what was decided; until then it is counted out here.
  const stillListed = (queue.data?.items ?? []).filter((i) => decided.has(i.uuid_invoice)).length;
  const remaining = Math.max(0, (queue.data?.total ?? 0) - stillListed);

  const checkedItems = items.filter((i) => checked.has(i.uuid_invoice));
  const allChecked = items.length > 0 && items.every((i) => checked.has(i.uuid_invoice));
  const toggle = (uuid: string) =>
    setChecked((s) => {
      const next = new Set(s);
      if (next.has(uuid)) next.delete(uuid);
      else if (next.size < BATCH_MAX_ITEMS) next.add(uuid);
      return next;
    });
  const toggleAll = () =>
    setChecked(allChecked ? new Set() : new Set(items.slice(0, BATCH_MAX_ITEMS).map((i) => i.uuid_invoice)));

  /** "Verifikasi terpilih": one call, a result per payment; the verified ones leave the queue. */
  const verifyChecked = (bankReference: string) =>
    batch.mutate(
      { uuid_invoices: checkedItems.map((i) => i.uuid_invoice), bank_reference: bankReference },
      {
        onSuccess: (data) => {
          const verified = data.results.filter((r) => r.outcome === 'verified').map((r) => r.uuid_invoice);
          setDecided((s) => new Set([...s, ...verified]));
          setChecked(new Set());
          setBatchResults(data);
          setDialog(null);
          setAnnouncement(t('payments.bulk.resultTitle', { verified: data.verified, failed: data.failed }));
        },
        onError: (error) => {
          setDialog(null);
          showActionError(error, t('refusedTitle'));
        },
      },
    );

  const select = (next: TPaymentQueueItem | null, announce = true) => {
    const sp = new URLSearchParams(searchParams);
    if (next) sp.set('invoice', next.uuid_invoice);
    else sp.delete('invoice');
    setSearchParams(sp, { replace: true, preventScrollReset: true });
    if (next && announce)
      setAnnouncement(
        t('payments.selected', {
          position: items.indexOf(next) + 1,
          total: items.length,
          transId: next.transId,
          company: next.company_name,
        }),
      );
    if (next && document.activeElement?.closest('[data-queue-item]')) focusQueueItem(next.uuid_invoice);
  };

  // One decision at a time: `isPending` reaches the confirm button a render later, so a second
  // Enter in between would send the decision twice and drop the first call's callbacks.
  const deciding = useRef(false);
  const decide = (decision: 'verify' | 'reject', note?: string) => {
    if (!item || deciding.current) return;
    deciding.current = true;
    const current = item;
    verify.mutate(
      { uuid_invoice: current.uuid_invoice, decision, note },
      {
        onSettled: () => {
          deciding.current = false;
        },
        onSuccess: () => {
          const next = nextAfterDecision(items, current.uuid_invoice);
          setDecided((s) => new Set(s).add(current.uuid_invoice));
          setDialog(null);
          const done =
            decision === 'verify'
              ? t('payments.verifiedToast', { transId: current.transId })
              : t('payments.rejectedToast', { transId: current.transId });
          toast({ title: done, variant: 'success' });
          const left = Math.max(0, remaining - 1);
          setAnnouncement(
            next
              ? `${done} ${t('payments.nextAnnounce', { transId: next.transId, company: next.company_name, count: left })}`
              : `${done} ${t('payments.emptyAnnounce')}`,
          );
          focusAfterDecision.current = next?.uuid_invoice ?? null;
          select(next, false);
        },
        onError: (error) => {
          if (!fieldError(error, 'note')) {
            setDialog(null);
            showActionError(error, t('refusedTitle'));
          }
        },
      },
    );
  };

  useShortcutKeys(QUEUE_KEYS, (key) => {
    if (!item) return;
    if (key === 'next' || key === 'previous') {
      const next = neighbourOf(items, item.uuid_invoice, key === 'next' ? 1 : -1);
      if (next) select(next);
    } else if (!verify.isPending) openDecision(key);
  });

  let body;
  if (queue.isPending) {
    body = (
      <div className="grid gap-4 lg:grid-cols-[20rem_minmax(0,1fr)]">
        <p role="status" className="sr-only">
          {t('admin:list.loading')}
        </p>
        <Skeleton className="h-96 w-full" />
        <Skeleton className="h-96 w-full" />
      </div>
    );
  } else if (queue.isError && !queue.data) {
    body = (
      <div role="alert" className="rounded-lg border border-slate-200 p-6 text-center dark:border-slate-800">
        <p className="font-medium text-slate-900 dark:text-slate-100">{t('admin:list.errorTitle')}</p>
        <Button variant="outline" size="sm" className="mt-3" onClick={() => void queue.refetch()}>
          {t('admin:list.retry')}
        </Button>
      </div>
    );
  } else if (!item) {
    body = (
      <div id="payment-queue-empty" tabIndex={-1}>
        <EmptyState
          icon={CheckCircle2}
          title={params.q ? t('admin:list.emptyFilteredTitle') : t('payments.emptyTitle')}
          description={params.q ? t('admin:list.emptyFiltered') : t('payments.emptyDescription')}
        />
      </div>
    );
  } else {
    body = (
      <div className="@container">
        {/* Side by side from a narrow desktop; on a phone the selected payment comes first, the queue below it. */}
        <div className="grid grid-cols-1 items-start gap-4 @2xl:grid-cols-[15rem_minmax(0,1fr)] @5xl:grid-cols-[20rem_minmax(0,1fr)]">
          <div className="order-2 min-w-0 space-y-2 @2xl:order-1">
            <PaymentQueueList
              items={items}
              checked={checked}
              onToggle={toggle}
              selected={item.uuid_invoice}
              onSelect={(uuid) => {
                select(items.find((i) => i.uuid_invoice === uuid) ?? null, false);
                // Stacked (the pane above the queue): bring the chosen payment into view.
                if (window.matchMedia('(max-width: 767px)').matches)
                  setTimeout(() => document.getElementById('payment-pane-title')?.focus(), 0);
              }}
            />
            <ListPagination params={params} total={queue.data?.total} />
          </div>
          <div className="order-1 min-w-0 @2xl:sticky @2xl:top-20 @2xl:order-2">
            <PaymentPane
              item={item}
              position={position}
              total={items.length}
              isPending={verify.isPending}
              onVerify={() => openDecision('verify')}
              onReject={() => openDecision('reject')}
            />
          </div>
        </div>
      </div>
    );
  }

  return (
    <div className="space-y-4">
      <PageHeader
        title={t('payments.title')}
        description={queue.data ? t('payments.waitingCount', { count: remaining }) : t('payments.description')}
      />
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="w-full max-w-md">
          <SearchInput
            label={t('payments.searchLabel')}
            placeholder={t('payments.searchPlaceholder')}
            value={params.searchInput}
            onChange={params.setSearchInput}
          />
        </div>
        <Link to="/admin/payment-verification/statement" className={buttonClasses('outline', 'sm')}>
          <FileSpreadsheet aria-hidden="true" className="size-4" />
          {t('statement.open')}
        </Link>
        <KeyHints
          hints={[
            ['j / k', t('keys.move')],
            ['↓ / ↑', t('keys.move')],
            ['v', t('keys.verify')],
            ['r', t('keys.reject')],
          ]}
        />
      </div>
      {batchResults ? <VerifyBatchResults results={batchResults} onClose={() => setBatchResults(null)} /> : null}
      {item ? (
        <div className="flex flex-wrap items-center gap-3">
          <label className="flex items-center gap-2 text-sm text-slate-700 dark:text-slate-200">
            <input type="checkbox" className="size-4" checked={allChecked} onChange={toggleAll} />
            {t('payments.bulk.selectPage')}
          </label>
          <Button
            onClick={() =>
              claimWarning.confirmFirst(checkedItems.find((i) => claimWarning.isOthers(i.claimed_by))?.claimed_by, () =>
                setDialog('bulk'),
              )
            }
            disabled={checkedItems.length === 0 || batch.isPending}
          >
            <ListChecks aria-hidden="true" className="size-4" />
            {t('payments.bulk.open', { count: checkedItems.length })}
          </Button>
        </div>
      ) : null}
      {body}
      <p role="status" aria-live="polite" className="sr-only" data-testid="queue-announcer">
        {announcement}
      </p>
      {dialog === 'verify' && item ? (
        <VerifyPaymentDialog
          item={item}
          isPending={verify.isPending}
          onConfirm={() => decide('verify')}
          onCancel={() => setDialog(null)}
          onCloseAutoFocus={onCloseAutoFocus}
        />
      ) : null}
      {claimWarning.dialog}
      {dialog === 'bulk' && checkedItems.length > 0 ? (
        <BulkVerifyDialog
          items={checkedItems}
          isPending={batch.isPending}
          onConfirm={verifyChecked}
          onCancel={() => setDialog(null)}
        />
      ) : null}
      {dialog === 'reject' && item ? (
        <ReasonDialog
          hint={t('reasonHint')}
          title={t('payments.rejectDialog.title', { transId: item.transId })}
          description={t('payments.rejectDialog.description', { company: item.company_name })}
          label={t('payments.rejectDialog.note')}
          confirmLabel={t('payments.rejectDialog.confirm')}
          isPending={verify.isPending}
          serverError={translateFieldMessage(fieldError(verify.error, 'note'), t)}
          onSubmit={(note) => decide('reject', note)}
          onCancel={() => setDialog(null)}
          onCloseAutoFocus={onCloseAutoFocus}
        />
      ) : null}
    </div>
  );
}
