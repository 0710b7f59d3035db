import { Download } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TVerifyBatchResult } from '@portal/contract';
import { QUALIFICATION_LABELS, VERIFY_BATCH_MAX } from '@portal/contract/constants';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/textarea';
import { apiPost } from '@/lib/api-client';
import { saveBlob } from '@/lib/file-access';
import { formatBusinessDate } from '@/lib/format-date';
import { useLocale } from '@/lib/locale';
import { batchRows, parseNumbers, toCsv, tooMany } from '../../lib/batch';
import { readFirstColumn, writeWorkbook } from '../../lib/xlsx';
import { CheckVerdict, useCheck } from './check-verdict';

const send = async (numbers: string[]) => (await apiPost('certificates/verify-batch.php', { numbers })).results;

/** "Cek banyak": up to 500 numbers, pasted or from a CSV file, answered as a table in the order given. */
export default function BatchCheck() {
  const { t } = useTranslation('publicCertificate');
  const { language, locale } = useLocale();
  const [text, setText] = useState('');
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
            <input
              {...f}
              type="file"
              accept=".csv,.txt,.xlsx,text/csv,text/plain,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
              className="block w-full text-sm text-slate-900 file:mr-3 file:rounded-md file:border-0 file:bg-slate-100 file:px-3 file:py-2 file:text-sm file:font-medium dark:text-slate-100 dark:file:bg-slate-800 dark:file:text-slate-100"
              onChange={(e) => void onFile(e.target.files?.[0])}
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
            <div className="overflow-x-auto rounded-lg border border-slate-200 dark:border-slate-800" tabIndex={0}>
              <table className="min-w-full text-left text-sm">
                <caption className="sr-only">{t('checks.batch.caption')}</caption>
                <thead className="bg-slate-50 text-xs text-slate-700 uppercase dark:bg-slate-800 dark:text-slate-300">
                  <tr>
                    {[header[0], header[1], header[2], header[3], header[4], header[5], header[6]].map((h) => (
                      <th key={h} scope="col" className="px-3 py-2 font-semibold whitespace-nowrap">
                        {h}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody className="divide-y divide-slate-200 text-slate-900 dark:divide-slate-800 dark:text-slate-100">
                  {rows.map((r, i) => (
                    <tr key={`${i}-${r.query}`}>
                      <td className="px-3 py-2 font-mono whitespace-nowrap">{r.query}</td>
                      <td className="px-3 py-2 font-mono whitespace-nowrap">{r.number ?? '—'}</td>
                      <td className="px-3 py-2">{r.company_name ?? '—'}</td>
                      <td className="px-3 py-2">
                        {r.qualification ? QUALIFICATION_LABELS[r.qualification][language] : '—'}
                      </td>
                      <td className="px-3 py-2 font-semibold whitespace-nowrap">{statusWord(r)}</td>
                      <td className="px-3 py-2 whitespace-nowrap">
                        {r.valid_until ? formatBusinessDate(r.valid_until, locale) : '—'}
                      </td>
                      <td className="px-3 py-2 text-xs">
                        {r.sub_bidang.map((s) => `${s.code} (KBLI ${s.kbli})`).join(', ') || '—'}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </div>
        ) : null}
      </CheckVerdict>
    </div>
  );
}
