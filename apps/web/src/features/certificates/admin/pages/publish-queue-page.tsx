import { useState } from 'react';
import { Award, CheckCircle2, XCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import {
  BATCH_MAX_ITEMS,
  PUBLISH_SLA_WORKING_DAYS,
  ZPublishBatchRequest,
  type TAdminApplicationListItem,
  type TPublishBatchResponse,
} from '@portal/contract';
import { Button } from '@/components/ui/button';
import { Callout } from '@/components/ui/callout';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { DataTable, type TDataTableColumn } from '@/components/ui/data-table';
import { Pagination } from '@/components/ui/pagination';
import { PageHeader } from '@/components/ui/page-header';
import { WaitingTime } from '@/components/ui/waiting-time';
import { showErrorToast } from '@/lib/errors';
import { ClaimControl, useClaimWarning } from '@/features/claims';
import { KeyHints } from '@/components/admin/key-hints';
import { useShortcutKeys } from '@/hooks/use-shortcut-keys';
import { QUEUE_LIST_KEYS_NO_REJECT, keyAfterDecision, stepKey, useQueueCursor } from '@/lib/admin/queue-cursor';
import { SignatoryFields } from '@/components/admin/signatory-fields';
import { usePublishBatch, usePublishQueue, useSignatorySettings } from '../api/publish-queue';

const PER_PAGE = BATCH_MAX_ITEMS;

/**
 * Antrean Penerbitan SBU (docs/business-rules.md#queues, #bulk-work): the approved applications,
 * the longest waiting first with their age against the 2-working-day SLA; tick some (or the whole
 * page, at most 50) and publish them under one signatory confirmation. The answer lists each
 * application's result; the published ones leave the queue.
 */
export function PublishQueuePage() {
  const { t } = useTranslation('adminCertificates');
  const [page, setPage] = useState(1);
  const list = usePublishQueue(page, PER_PAGE);
  const settings = useSignatorySettings();
  const batch = usePublishBatch();
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [confirming, setConfirming] = useState(false);
  const [signatory, setSignatory] = useState<{ name: string; position: string } | null>(null);
  const [results, setResults] = useState<TPublishBatchResponse | null>(null);
  const claimWarning = useClaimWarning();
  const navigate = useNavigate();

  const rows = list.data?.items ?? [];
  const codes = rows.map((r) => r.code_reg);
  const [cursor, setCursor] = useQueueCursor(codes);
  // What `v` publishes when nothing is ticked: the selected row alone.
  const [single, setSingle] = useState<string | null>(null);
  const allOnPage = rows.length > 0 && rows.every((r) => selected.has(r.code_reg));
  const toggle = (code: string) =>
    setSelected((s) => {
      const next = new Set(s);
      if (next.has(code)) next.delete(code);
      else if (next.size < BATCH_MAX_ITEMS) next.add(code);
      return next;
    });
  const toggleAll = () => setSelected(allOnPage ? new Set() : new Set(rows.map((r) => r.code_reg)));
  const current = signatory ?? {
    name: settings.data?.settings.signatory_name ?? '',
    position: settings.data?.settings.signatory_position ?? '',
  };
  const chosen = single ? [single] : [...selected];
  const body = {
    code_regs: chosen,
    signatory_name: current.name,
    signatory_position: current.position,
  };
  const valid = ZPublishBatchRequest.safeParse(body).success;

  const run = () =>
    batch.mutate(body, {
      onSuccess: (data) => {
        setResults(data);
        setSelected(new Set());
        setConfirming(false);
        setSingle(null);
        // "Next": the first row after the current one that did not just leave the queue.
        const published = new Set(data.results.filter((r) => r.certificate).map((r) => r.code_reg));
        setCursor(keyAfterDecision(codes, cursor, published));
      },
      onError: (error) => {
        setConfirming(false);
        setSingle(null);
        showErrorToast(error);
      },
    });

  const askToPublish = (only: string | null) =>
    claimWarning.confirmFirst(
      rows.find((r) => (only ? r.code_reg === only : selected.has(r.code_reg)) && claimWarning.isOthers(r.claimed_by))
        ?.claimed_by,
      () => {
        setSingle(only);
        setConfirming(true);
      },
    );

  useShortcutKeys(QUEUE_LIST_KEYS_NO_REJECT, (key) => {
    if (!cursor) return;
    if (key === 'next' || key === 'previous') setCursor(stepKey(codes, cursor, key === 'next' ? 1 : -1));
    else if (key === 'open') void navigate(`/admin/sbu/publish/${cursor}`);
    else if (key === 'decide' && !batch.isPending) askToPublish(selected.size > 0 ? null : cursor);
  });

  const columns: TDataTableColumn<TAdminApplicationListItem>[] = [
    {
      id: 'select',
      header: (
        <input
          type="checkbox"
          aria-label={t('queue.selectPage')}
          className="size-4"
          checked={allOnPage}
          onChange={toggleAll}
        />
      ),
      cell: (r) => (
        <input
          type="checkbox"
          aria-label={t('queue.select', { code: r.code_reg })}
          className="size-4"
          checked={selected.has(r.code_reg)}
          onChange={() => toggle(r.code_reg)}
        />
      ),
    },
    {
      id: 'code',
      header: t('queue.columns.application'),
      isRowHeader: true,
      cell: (r) => (
        <Link
          to={`/admin/sbu/publish/${r.code_reg}`}
          className="font-mono whitespace-nowrap text-brand-700 hover:underline dark:text-brand-100"
        >
          {r.code_reg}
        </Link>
      ),
    },
    { id: 'company', header: t('queue.columns.company'), cell: (r) => r.company_name },
    {
      id: 'waiting',
      header: t('queue.columns.waiting'),
      cell: (r) => (
        <WaitingTime since={r.waiting_since ?? r.status_changed_at} slaWorkingDays={PUBLISH_SLA_WORKING_DAYS} />
      ),
    },
    {
      id: 'claimed',
      header: t('queue.columns.handler'),
      cell: (r) => (
        <ClaimControl
          target={{ entity_type: 'application', entity_id: r.code_reg, label: r.code_reg }}
          claimedBy={r.claimed_by}
        />
      ),
    },
  ];

  return (
    <div className="space-y-4">
      <PageHeader title={t('queue.title')} description={t('queue.description', { days: PUBLISH_SLA_WORKING_DAYS })} />
      {results ? <BatchResults results={results} onClose={() => setResults(null)} /> : null}
      <div className="flex flex-wrap items-center gap-3">
        <Button onClick={() => askToPublish(null)} disabled={selected.size === 0}>
          <Award aria-hidden="true" className="mr-2 size-4" />
          {t('queue.publishSelected', { count: selected.size })}
        </Button>
        <p className="text-sm text-slate-600 dark:text-slate-400" aria-live="polite">
          {t('queue.selectedCount', { count: selected.size, max: BATCH_MAX_ITEMS })}
        </p>
      </div>
      <KeyHints
        hints={[
          ['j / k', t('queue.keys.move')],
          ['v', t('queue.keys.publish')],
          ['Enter', t('queue.keys.open')],
        ]}
      />
      <div>
        <DataTable
          selectedRowKey={cursor}
          caption={t('queue.caption')}
          columns={columns}
          rows={list.data?.items}
          getRowKey={(r) => r.code_reg}
          emptyTitle={t('queue.emptyTitle')}
          isLoading={list.isPending}
          isFetching={list.isFetching}
          isError={list.isError}
          onRetry={() => void list.refetch()}
        />
        {list.data && list.data.total > PER_PAGE ? (
          <Pagination page={page} perPage={PER_PAGE} total={list.data.total} onPageChange={setPage} />
        ) : null}
      </div>
      {claimWarning.dialog}
      <ConfirmDialog
        open={confirming}
        onOpenChange={(open) => {
          setConfirming(open);
          if (!open) setSingle(null);
        }}
        title={t('queue.confirmTitle', { count: chosen.length })}
        description={t('queue.confirmDescription')}
        confirmLabel={t('queue.confirm', { count: chosen.length })}
        isPending={batch.isPending}
        canConfirm={valid}
        onConfirm={run}
      >
        <div className="space-y-3">
          <SignatoryFields
            idPrefix="batch"
            values={{ signatory_name: current.name, signatory_position: current.position }}
            errors={{}}
            onChange={(field, value) =>
              setSignatory({ ...current, [field === 'signatory_name' ? 'name' : 'position']: value })
            }
          />
        </div>
      </ConfirmDialog>
    </div>
  );
}

/** Each application's result: its new certificate, or the server's reason. */
function BatchResults({ results, onClose }: { results: TPublishBatchResponse; onClose: () => void }) {
  const { t } = useTranslation('adminCertificates');
  return (
    <Callout
      tone={results.failed ? 'warning' : 'info'}
      icon={results.failed ? XCircle : CheckCircle2}
      title={t('queue.resultTitle', { published: results.published, failed: results.failed })}
      role="status"
    >
      <ul className="space-y-1 text-sm" data-testid="batch-results">
        {results.results.map((r) => (
          <li key={r.code_reg}>
            <span className="font-mono">{r.code_reg}</span>:{' '}
            {r.certificate ? (
              <Link to={`/admin/certificates/${r.certificate.certificate_uuid}`} className="underline">
                {r.certificate.number}
              </Link>
            ) : (
              <span className="text-red-700 dark:text-red-300">{r.error?.message}</span>
            )}
          </li>
        ))}
      </ul>
      <Button variant="outline" size="sm" className="mt-2" onClick={onClose}>
        {t('queue.dismiss')}
      </Button>
    </Callout>
  );
}
