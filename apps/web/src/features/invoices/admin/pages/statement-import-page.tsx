import { useState } from 'react';
import { ArrowLeft, Upload } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  BATCH_MAX_ITEMS,
  STATEMENT_COLUMN_ROLES,
  type TConfirmedStatementLine,
  type TImportStatementResponse,
  type TPaymentVerifyBatchResponse,
  type TStatementColumnRole,
  type TStatementLine,
} from '@portal/contract';
import { Button, buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { DataTable, type TDataTableColumn } from '@/components/ui/data-table';
import { FormField } from '@/components/ui/form-field';
import { PageHeader } from '@/components/ui/page-header';
import { ProgressBar } from '@/components/ui/progress-bar';
import { Select } from '@/components/ui/select';
import { ApiError } from '@/lib/api-client';
import { showErrorToast } from '@/lib/errors';
import { formatCurrency } from '@/lib/currency';
import { formatBusinessDate } from '@/lib/format-date';
import { localeOf } from '@/lib/locale';
import { useImportStatement, useVerifyPaymentBatch } from '../api/verification';
import { BulkVerifyDialog, type TBulkVerifyItem } from '../components/bulk-verify-dialog';
import { VerifyBatchResults } from '../components/verify-batch-results';

type TMapping = Partial<Record<TStatementColumnRole, string>>;
/** A line the clerk may confirm: the invoice it pays and the line itself. */
interface TProposal extends TBulkVerifyItem {
  line: TStatementLine;
}

const chunks = <T,>(items: readonly T[], size: number): T[][] =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, i * size + size));

const lineOf = (p: TProposal): TConfirmedStatementLine => ({
  uuid_invoice: p.uuid_invoice,
  row: p.line.row,
  date: p.line.date,
  amount: p.line.amount,
  description: p.line.description.slice(0, 500),
});

/**
 * Impor Mutasi Bank (docs/business-rules.md#bank-statement): the clerk uploads the bank's
 * mutation export (CSV or XLSX); the server reads it with the detected (or chosen) columns and
 * proposes which open invoice each credit pays. Nothing is verified until the clerk ticks the
 * lines and confirms once; each payment is then verified on its own, with its line recorded.
 */
export function StatementImportPage() {
  const { t, i18n } = useTranslation('adminWorkflow');
  const locale = localeOf(i18n.language);
  const upload = useImportStatement();
  const batch = useVerifyPaymentBatch();
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | undefined>();
  const [progress, setProgress] = useState(0);
  const [mapping, setMapping] = useState<TMapping>({});
  const [answer, setAnswer] = useState<TImportStatementResponse | null>(null);
  const [confirmed, setConfirmed] = useState<ReadonlySet<number>>(new Set());
  // Ambiguous lines: the invoice the clerk chose for a line (by its row), if any.
  const [chosen, setChosen] = useState<Readonly<Record<number, string>>>({});
  const [confirming, setConfirming] = useState(false);
  const [results, setResults] = useState<TPaymentVerifyBatchResponse | null>(null);

  const read = (withMapping: TMapping) => {
    if (!file) return setFileError(t('statement.fileRequired'));
    setFileError(undefined);
    setProgress(0);
    setResults(null);
    upload.mutate(
      { file, mapping: withMapping, onProgress: setProgress },
      {
        onSuccess: (data) => {
          setAnswer(data);
          setMapping(data.mapping);
          setConfirmed(new Set(data.matched.map((m) => m.line.row)));
          setChosen({});
        },
        onError: (error) => {
          setAnswer(null);
          if (error instanceof ApiError && error.status === 422) setFileError(t('statement.unreadable'));
          else showErrorToast(error);
        },
      },
    );
  };

  const proposals: TProposal[] = answer
    ? [
        ...answer.matched
          .filter((m) => confirmed.has(m.line.row))
          .map((m) => ({
            uuid_invoice: m.uuid_invoice,
            transId: m.trans_id,
            company_name: m.company_name,
            total: m.amount,
            line: m.line,
          })),
        ...answer.ambiguous.flatMap((a) => {
          const c = a.candidates.find((x) => x.uuid_invoice === chosen[a.line.row]);
          return c
            ? [
                {
                  uuid_invoice: c.uuid_invoice,
                  transId: c.trans_id,
                  company_name: c.company_name,
                  total: c.amount,
                  line: a.line,
                },
              ]
            : [];
        }),
      ]
    : [];
  // One line per invoice: a second line for the same invoice is left out (it cannot pay it twice).
  const unique = proposals.filter((p, i) => proposals.findIndex((q) => q.uuid_invoice === p.uuid_invoice) === i);

  const verify = async (bankReference: string) => {
    const merged: TPaymentVerifyBatchResponse = { results: [], verified: 0, failed: 0 };
    try {
      for (const part of chunks(unique, BATCH_MAX_ITEMS)) {
        const r = await batch.mutateAsync({
          uuid_invoices: part.map((p) => p.uuid_invoice),
          bank_reference: bankReference,
          statement_lines: part.map(lineOf),
        });
        merged.results.push(...r.results);
        merged.verified += r.verified;
        merged.failed += r.failed;
      }
    } catch (error) {
      showErrorToast(error);
    }
    setConfirming(false);
    if (merged.results.length) {
      setResults(merged);
      const done = new Set(merged.results.filter((r) => r.outcome === 'verified').map((r) => r.uuid_invoice));
      setAnswer((a) => (a ? { ...a, matched: a.matched.filter((m) => !done.has(m.uuid_invoice)) } : a));
      setConfirmed(new Set());
      setChosen({});
    }
  };

  const toggle = (row: number) =>
    setConfirmed((s) => {
      const next = new Set(s);
      if (next.has(row)) next.delete(row);
      else next.add(row);
      return next;
    });

  const lineCells = (l: TStatementLine) => (
    <>
      <span className="block whitespace-nowrap">{formatBusinessDate(l.date, locale)}</span>
      <span className="block max-w-[28rem] text-xs break-words text-slate-600 dark:text-slate-400">
        {l.description}
      </span>
    </>
  );
  const amountColumn = <T extends { line: TStatementLine }>(): TDataTableColumn<T> => ({
    id: 'amount',
    header: t('statement.columns.amount'),
    className: 'text-right whitespace-nowrap tabular-nums',
    cell: (r) => formatCurrency(r.line.amount),
  });
  const matchedColumns: TDataTableColumn<TImportStatementResponse['matched'][number]>[] = [
    {
      id: 'pick',
      header: <span className="sr-only">{t('statement.columns.confirm')}</span>,
      cell: (m) => (
        <input
          type="checkbox"
          className="size-4"
          aria-label={t('statement.confirmLine', { row: m.line.row, transId: m.trans_id })}
          checked={confirmed.has(m.line.row)}
          onChange={() => toggle(m.line.row)}
        />
      ),
    },
    { id: 'line', header: t('statement.columns.line'), isRowHeader: true, cell: (m) => lineCells(m.line) },
    amountColumn(),
    {
      id: 'invoice',
      header: t('statement.columns.invoice'),
      cell: (m) => (
        <>
          <span className="block font-mono whitespace-nowrap">{m.trans_id}</span>
          <span className="block text-xs text-slate-600 dark:text-slate-400">{m.company_name}</span>
        </>
      ),
    },
    { id: 'rule', header: t('statement.columns.rule'), cell: (m) => t(`statement.rules.${m.rule}`) },
  ];
  const ambiguousColumns: TDataTableColumn<TImportStatementResponse['ambiguous'][number]>[] = [
    { id: 'line', header: t('statement.columns.line'), isRowHeader: true, cell: (a) => lineCells(a.line) },
    amountColumn(),
    { id: 'reason', header: t('statement.columns.reason'), cell: (a) => t(`statement.ambiguities.${a.reason}`) },
    {
      id: 'choose',
      header: t('statement.columns.invoice'),
      cell: (a) =>
        a.reason === 'several_invoices' ? (
          <Select
            aria-label={t('statement.chooseFor', { row: a.line.row })}
            value={chosen[a.line.row] ?? ''}
            placeholder={t('statement.chooseNone')}
            options={a.candidates.map((c) => ({ value: c.uuid_invoice, label: `${c.trans_id} · ${c.company_name}` }))}
            onChange={(e) => setChosen((s) => ({ ...s, [a.line.row]: e.target.value }))}
          />
        ) : (
          <span className="text-xs">
            {a.candidates.map((c) => `${c.trans_id} (${formatCurrency(c.amount)})`).join(', ') || '-'}
          </span>
        ),
    },
  ];
  const unmatchedColumns: TDataTableColumn<TImportStatementResponse['unmatched'][number]>[] = [
    { id: 'line', header: t('statement.columns.line'), isRowHeader: true, cell: (u) => lineCells(u.line) },
    amountColumn(),
    {
      id: 'reason',
      header: t('statement.columns.reason'),
      cell: (u) =>
        u.invoice
          ? t('statement.unmatchedReasons.alreadySettledOf', { transId: u.invoice.trans_id })
          : t(`statement.unmatchedReasons.${u.reason}`),
    },
  ];

  return (
    <div className="space-y-4">
      <Link to="/admin/payment-verification" className={buttonClasses('ghost', 'sm', '-ml-2')}>
        <ArrowLeft aria-hidden="true" className="size-4" />
        {t('statement.back')}
      </Link>
      <PageHeader title={t('statement.title')} description={t('statement.description')} />
      {results ? <VerifyBatchResults results={results} onClose={() => setResults(null)} /> : null}
      <Card>
        <form
          noValidate
          className="space-y-4 p-4"
          onSubmit={(e) => {
            e.preventDefault();
            read({});
          }}
        >
          <FormField
            id="statement-file"
            label={t('statement.file')}
            hint={t('statement.fileHint')}
            error={fileError}
            required
          >
            {(control) => (
              <input
                {...control}
                type="file"
                accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
                className="block w-full text-sm text-slate-900 file:mr-3 file:rounded-md file:border-0 file:bg-slate-100 file:px-3 file:py-2 file:text-sm file:font-medium dark:text-slate-100 dark:file:bg-slate-800 dark:file:text-slate-100"
                onChange={(e) => {
                  setFile(e.target.files?.[0] ?? null);
                  setFileError(undefined);
                  setAnswer(null);
                }}
              />
            )}
          </FormField>
          {upload.isPending ? (
            <ProgressBar value={progress} label={t('statement.uploading', { name: file?.name ?? '' })} />
          ) : null}
          <Button type="submit" isLoading={upload.isPending}>
            <Upload aria-hidden="true" className="size-4" />
            {t('statement.read')}
          </Button>
        </form>
      </Card>
      {answer ? (
        <>
          <Card>
            <section aria-labelledby="statement-mapping" className="space-y-3 p-4">
              <h2 id="statement-mapping" className="text-base font-semibold text-slate-900 dark:text-slate-100">
                {t('statement.mappingTitle')}
              </h2>
              <p className="text-sm text-slate-600 dark:text-slate-400">
                {answer.detected ? t('statement.mappingDetected') : t('statement.mappingChosen')}{' '}
                {t('statement.summary', {
                  lines: answer.credit_lines,
                  skipped: answer.skipped_lines,
                  row: answer.header_row,
                })}
              </p>
              <div className="grid gap-3 sm:grid-cols-3">
                {STATEMENT_COLUMN_ROLES.map((role) => (
                  <FormField key={role} id={`statement-column-${role}`} label={t(`statement.roles.${role}`)}>
                    {(control) => (
                      <Select
                        {...control}
                        value={mapping[role] ?? ''}
                        options={answer.columns.map((c) => ({ value: c, label: c }))}
                        onChange={(e) => setMapping((m) => ({ ...m, [role]: e.target.value }))}
                      />
                    )}
                  </FormField>
                ))}
              </div>
              <Button variant="outline" size="sm" onClick={() => read(mapping)} disabled={upload.isPending}>
                {t('statement.reread')}
              </Button>
            </section>
          </Card>
          <ResultSection
            id="statement-matched"
            title={t('statement.matchedTitle', { count: answer.matched.length })}
            columns={matchedColumns}
            rows={answer.matched}
            emptyTitle={t('statement.matchedEmpty')}
          />
          <ResultSection
            id="statement-ambiguous"
            title={t('statement.ambiguousTitle', { count: answer.ambiguous.length })}
            columns={ambiguousColumns}
            rows={answer.ambiguous}
            emptyTitle={t('statement.ambiguousEmpty')}
          />
          <ResultSection
            id="statement-unmatched"
            title={t('statement.unmatchedTitle', { count: answer.unmatched.length })}
            columns={unmatchedColumns}
            rows={answer.unmatched}
            emptyTitle={t('statement.unmatchedEmpty')}
          />
          <div className="sticky bottom-0 flex flex-wrap items-center gap-3 border-t border-slate-200 bg-white/95 py-3 dark:border-slate-800 dark:bg-slate-950/95">
            <Button onClick={() => setConfirming(true)} disabled={unique.length === 0 || batch.isPending}>
              {t('statement.verify', { count: unique.length })}
            </Button>
            <p className="text-sm text-slate-600 dark:text-slate-400" aria-live="polite">
              {t('statement.nothingUntilConfirmed')}
            </p>
          </div>
        </>
      ) : null}
      {confirming && unique.length > 0 ? (
        <BulkVerifyDialog
          items={unique}
          defaultReference={file ? t('statement.referenceOf', { name: file.name }).slice(0, 120) : ''}
          isPending={batch.isPending}
          onConfirm={(ref) => void verify(ref)}
          onCancel={() => setConfirming(false)}
        />
      ) : null}
    </div>
  );
}

/** One group of the statement's lines (matched, to choose, unmatched): its heading and its table, keyed by line. */
function ResultSection<T extends { line: { row: number } }>({
  id,
  title,
  columns,
  rows,
  emptyTitle,
}: {
  id: string;
  title: string;
  columns: TDataTableColumn<T>[];
  rows: T[];
  emptyTitle: string;
}) {
  return (
    <section aria-labelledby={id} className="space-y-2">
      <h2 id={id} className="text-base font-semibold text-slate-900 dark:text-slate-100">
        {title}
      </h2>
      <DataTable caption={title} columns={columns} rows={rows} getRowKey={(r) => r.line.row} emptyTitle={emptyTitle} />
    </section>
  );
}
