import { Download } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TVerifyBatchResult } from '@portal/contract';
import { QUALIFICATION_LABELS, VERIFY_BATCH_MAX } from '@portal/contract/constants';
import { Button } from '@/components/ui/button';
import { FileDropzone } from '@/components/ui/file-dropzone';
import { FormField } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/textarea';
import { useMediaQuery } from '@/hooks/use-media-query';
import { apiPost } from '@/lib/api-client';
import { saveBlob } from '@/lib/file-access';
import { formatBusinessDate } from '@/lib/format-date';
import { useLocale } from '@/lib/locale';
import { batchRows, parseNumbers, toCsv, tooMany } from '../../lib/batch';
import { readFirstColumn, writeWorkbook } from '../../lib/xlsx';
import { CheckVerdict, ChosenFile, useCheck } from './check-verdict';

const send = async (numbers: string[]) => (await apiPost('certificates/verify-batch.php', { numbers })).results;

/**
 * "Cek banyak": up to 500 numbers, pasted or from a CSV file, answered as a table in the order
 * given. The table fits the page's width (no sideways scrolling): a cell holds what belongs
 * together (the company with its qualification, the status with its last day); on a phone each
 * number is a card of its own.
 */
export default function BatchCheck() {
  const { t } = useTranslation(['publicCertificate', 'files']);
  const { language, locale } = useLocale();
  const narrow = useMediaQuery('(max-width: 639px)');
  const [text, setText] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [fieldError, setFieldError] = useState<string | undefined>();
  const check = useCheck(send);
  const statusWord = (r: TVerifyBatchResult) => (r.status ? t(`status.${r.status}.word`) : t('checks.batch.notFound'));

  const onSubmit = (e: React.FormEvent) => {
    e.preventDefault();
    const numbers = parseNumbers(text);
    if (numbers.length === 0) return setFieldError(t('checks.batch.required'));
    if (tooMany(numbers))
      return setFieldError(t('checks.batch.tooMany', { max: VERIFY_BATCH_MAX, count: numbers.length }));
    setFieldError(undefined);
    check.run(numbers);
  };
  const onFile = async (file: File | undefined) => {
    if (!file) return;
    setFile(file);
    // An Excel workbook: the first column of its first sheet; anything else is read as CSV or text.
    const lines = /\.xlsx$/i.test(file.name)
      ? await readFirstColumn(new Uint8Array(await file.arrayBuffer()))
      : [await file.text()];
    if (!lines) return setFieldError(t('checks.batch.unreadable'));
    setText(parseNumbers(lines.join('\n')).join('\n'));
    setFieldError(undefined);
  };
  const header = [
    t('checks.batch.columns.query'),
    t('details.number'),
    t('details.company'),
    t('details.qualification'),
    t('status.label'),
    t('details.validUntil'),
    t('checks.batch.columns.subBidang'),
    t('details.kbli'),
  ];
  const subBidangOf = (r: TVerifyBatchResult) =>
    r.sub_bidang.map((s) => `${s.code} (KBLI ${s.kbli})`).join(', ') || '—';
  /** A card's lines on a phone: the number found, company, qualification, status, last day, sub-bidang. */
  const cellsOf = (r: TVerifyBatchResult): [string, string][] => [
    [header[1]!, r.number ?? '—'],
    [header[2]!, r.company_name ?? '—'],
    [header[3]!, r.qualification ? QUALIFICATION_LABELS[r.qualification][language] : '—'],
    [header[4]!, statusWord(r)],
    [header[5]!, r.valid_until ? formatBusinessDate(r.valid_until, locale) : '—'],
    [header[6]!, subBidangOf(r)],
  ];
  const rowsOf = () => batchRows(check.data ?? [], header, statusWord);
  const downloadCsv = () =>
    saveBlob(new Blob([toCsv(rowsOf())], { type: 'text/csv;charset=utf-8' }), 'cek-sertifikat.csv');
  const downloadXlsx = () =>
    saveBlob(
      new Blob([writeWorkbook(rowsOf(), t('checks.batch.sheet')) as BlobPart], {
        type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      }),
      'cek-sertifikat.xlsx',
    );
  const rows = check.data;
  return (
    <div className="space-y-4">
      <form noValidate onSubmit={onSubmit} className="space-y-3">
        <FormField
          id="verify-batch"
          label={t('checks.batch.field')}
          hint={t('checks.batch.hint', { max: VERIFY_BATCH_MAX })}
          error={fieldError}
        >
          {(f) => (
            <Textarea
              {...f}
              rows={6}
              value={text}
              spellCheck={false}
              autoComplete="off"
              placeholder={'SBU-2026-000123\nSBU-2026-000124'}
              className="font-mono"
              onChange={(e) => {
                setText(e.target.value);
                setFieldError(undefined);
              }}
            />
          )}
        </FormField>
        <FormField id="verify-batch-file" label={t('checks.batch.file')}>
          {(f) => (
            <FileDropzone
              id={f.id}
              accept=".csv,.txt,.xlsx,text/csv,text/plain,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
              buttonLabel={t('files:upload.pick')}
              dropText={t('files:upload.dropText')}
              tapText={t('files:upload.tapText')}
              selected={<ChosenFile id="verify-batch-file-chosen" file={file} />}
              describedBy="verify-batch-file-chosen"
              onFile={(picked) => void onFile(picked)}
            />
          )}
        </FormField>
        <Button type="submit" isLoading={check.isPending} className="w-full sm:w-auto">
          {t('checks.batch.submit')}
        </Button>
      </form>
      <CheckVerdict error={check.error}>
        {rows ? (
          <div className="space-y-3">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <p className="text-sm text-slate-700 dark:text-slate-300">
                {t('checks.batch.summary', { count: rows.length, found: rows.filter((r) => r.found).length })}
              </p>
              <div className="flex flex-wrap gap-2">
                <Button size="sm" variant="outline" onClick={downloadCsv}>
                  <Download aria-hidden="true" className="size-4" />
                  {t('checks.batch.csv')}
                </Button>
                <Button size="sm" variant="outline" onClick={downloadXlsx}>
                  <Download aria-hidden="true" className="size-4" />
                  {t('checks.batch.xlsx')}
                </Button>
              </div>
            </div>
            {narrow ? (
              <ol aria-label={t('checks.batch.caption')} className="space-y-3">
                {rows.map((r, i) => (
                  <li
                    key={`${i}-${r.query}`}
                    className="rounded-lg border border-slate-200 p-3 text-sm dark:border-slate-800"
                  >
                    <p className="font-mono font-semibold break-all text-slate-900 dark:text-slate-100">{r.query}</p>
                    <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
                      {cellsOf(r).map(([label, value]) => (
                        <div key={label} className="contents">
                          <dt className="text-slate-600 dark:text-slate-400">{label}</dt>
                          <dd className="min-w-0 break-words text-slate-900 dark:text-slate-100">{value}</dd>
                        </div>
                      ))}
                    </dl>
                  </li>
                ))}
              </ol>
            ) : (
              <div className="rounded-lg border border-slate-200 dark:border-slate-800">
                <table className="w-full table-fixed text-left text-sm">
                  <caption className="sr-only">{t('checks.batch.caption')}</caption>
                  <colgroup>
                    <col className="w-[28%]" />
                    <col className="w-[28%]" />
                    <col className="w-[20%]" />
                    <col className="w-[24%]" />
                  </colgroup>
                  <thead className="bg-slate-50 text-xs text-slate-700 dark:bg-slate-800 dark:text-slate-300">
                    <tr>
                      {[header[0], header[2], header[4], header[6]].map((h) => (
                        <th key={h} scope="col" className="px-3 py-2 align-bottom font-semibold">
                          {h}
                        </th>
                      ))}
                    </tr>
                  </thead>
                  <tbody className="divide-y divide-slate-200 text-slate-900 dark:divide-slate-800 dark:text-slate-100">
                    {rows.map((r, i) => (
                      <tr key={`${i}-${r.query}`} className="align-top">
                        <td className="px-3 py-2 font-mono break-words">
                          <span data-part="query">{r.query}</span>
                          {r.number && r.number !== r.query ? (
                            <span className="block text-xs text-slate-600 dark:text-slate-400">
                              {t('checks.batch.foundAs', { number: r.number })}
                            </span>
                          ) : null}
                        </td>
                        <td className="px-3 py-2 break-words">
                          {r.company_name ?? '—'}
                          {r.qualification ? (
                            <span className="block text-xs text-slate-600 dark:text-slate-400">
                              {QUALIFICATION_LABELS[r.qualification][language]}
                            </span>
                          ) : null}
                        </td>
                        <td className="px-3 py-2">
                          <span className="font-semibold">{statusWord(r)}</span>
                          {r.valid_until ? (
                            <span className="block text-xs text-slate-600 dark:text-slate-400">
                              {t('checks.batch.until', { date: formatBusinessDate(r.valid_until, locale) })}
                            </span>
                          ) : null}
                        </td>
                        <td className="px-3 py-2 text-xs break-words">{subBidangOf(r)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
          </div>
        ) : null}
      </CheckVerdict>
    </div>
  );
}
