import { BarChart3, Table2 } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useLocale } from '@/lib/locale';
import { formatValue, isEmptyChart, type TChartData } from '../lib/chart-data';
import { ChartView } from './chart-view';
import './chart-theme.css';

interface Props {
  title: string;
  /** The sentence above the chart ("24 permohonan dalam 12 bulan terakhir"); also ends the chart's aria-label. */
  summary: string;
  data: TChartData;
}

/**
 * One chart as a figure: its heading and summary, the chart (an image to screen readers, named by
 * a summary of what it shows), and "Lihat sebagai tabel" that swaps it for a table of the same
 * numbers — the way to read exact values, by keyboard or screen reader. No values: "belum ada data".
 */
export function ChartFigure({ title, summary, data }: Props) {
  const { t } = useTranslation('analytics');
  const { language } = useLocale();
  const [asTable, setAsTable] = useState(false);
  const id = useId();
  const empty = isEmptyChart(data);
  const first = data.rows[0]?.label ?? '';
  const last = data.rows.at(-1)?.label ?? '';
  const label = t(`chart.kind.${data.kind}`, { title, from: first, to: last, summary });
  return (
    <figure
      aria-labelledby={`${id}-title`}
      className="min-w-0 rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-5 dark:border-slate-800 dark:bg-slate-900"
    >
      <figcaption className="mb-3 flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0 space-y-1">
          <h2 id={`${id}-title`} className="text-base font-semibold text-slate-900 dark:text-slate-100">
            {title}
          </h2>
          <p className="text-sm text-slate-600 dark:text-slate-400">{empty ? t('chart.noData') : summary}</p>
        </div>
        {empty ? null : (
          <Button
            variant="outline"
            size="sm"
            aria-expanded={asTable}
            aria-controls={`${id}-body`}
            onClick={() => setAsTable((v) => !v)}
          >
            {asTable ? (
              <BarChart3 aria-hidden="true" className="size-4" />
            ) : (
              <Table2 aria-hidden="true" className="size-4" />
            )}
            {asTable ? t('chart.showChart') : t('chart.showTable')}
          </Button>
        )}
      </figcaption>
      <div id={`${id}-body`}>
        {empty ? (
          <p className="rounded-md border border-dashed border-slate-300 px-4 py-10 text-center text-sm text-slate-600 dark:border-slate-700 dark:text-slate-400">
            {t('chart.noDataLong')}
          </p>
        ) : asTable ? (
          <ChartTable title={title} data={data} language={language} />
        ) : (
          <ChartView data={data} label={label} language={language} />
        )}
      </div>
    </figure>
  );
}

function ChartTable({ title, data, language }: { title: string; data: TChartData; language: 'id' | 'en' }) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full min-w-max border-collapse text-sm">
        <caption className="sr-only">{title}</caption>
        <thead>
          <tr className="border-b border-slate-200 dark:border-slate-700">
            <th scope="col" className="py-2 pr-4 text-left font-medium text-slate-700 dark:text-slate-300">
              {data.categoryLabel}
            </th>
            {data.series.map((s) => (
              <th
                key={s.key}
                scope="col"
                className="py-2 pl-4 text-right font-medium text-slate-700 dark:text-slate-300"
              >
                {s.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {data.rows.map((row) => (
            <tr key={row.key} className="border-b border-slate-100 last:border-0 dark:border-slate-800">
              <th scope="row" className="py-1.5 pr-4 text-left font-normal text-slate-700 dark:text-slate-300">
                {row.label}
              </th>
              {data.series.map((s) => (
                <td key={s.key} className="py-1.5 pl-4 text-right text-slate-900 tabular-nums dark:text-slate-100">
                  {formatValue(row.values[s.key], data.format, language)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
