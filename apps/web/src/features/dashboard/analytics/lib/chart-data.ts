import type { TLanguage } from '@portal/contract/constants';
import { formatNumber, fullRupiah, shortRupiah } from './format';

export type TChartKind = 'bar' | 'stacked' | 'line';
/** How a value is written: a count, integer rupiah, or a number of days. */
export type TValueFormat = 'count' | 'money' | 'days';

export interface TChartSeries {
  key: string;
  label: string;
  /** A CSS colour, normally `var(--chart-…)` of chart-theme.css. */
  color: string;
  /** Only a column of the table (how many certificates a median is of), not drawn. */
  tableOnly?: boolean;
}

export interface TChartRow {
  key: string;
  /** On the axis ("Mei"); `label` in the tooltip and the table ("Mei 2026"). */
  axisLabel: string;
  label: string;
  /** Per series key; null = no value (drawn as a gap, "–" in the table). */
  values: Record<string, number | null>;
}

/** One chart's data: the chart and its table are drawn from it, so both carry the same numbers. */
export interface TChartData {
  kind: TChartKind;
  format: TValueFormat;
  /** The table's first column header ("Bulan", "Minggu"). */
  categoryLabel: string;
  series: TChartSeries[];
  rows: TChartRow[];
}

/** The full value (tooltip, table): "Rp 3.100.000", "1.234", "12,5"; "–" without a value. */
export function formatValue(value: number | null | undefined, format: TValueFormat, language: TLanguage): string {
  if (value === null || value === undefined) return '–';
  return format === 'money' ? fullRupiah(value) : formatNumber(value, language);
}

/** The axis value: short rupiah for money, the number otherwise. */
export function formatAxisValue(value: number, format: TValueFormat, language: TLanguage): string {
  return format === 'money' ? shortRupiah(value, language) : formatNumber(value, language);
}

/** True when no row has a value above zero: the chart is replaced by "belum ada data". */
export const isEmptyChart = (data: TChartData): boolean =>
  data.rows.every((r) => data.series.every((s) => !r.values[s.key]));

/** A row's values summed over the series (the height of a stacked bar). */
export const rowTotal = (row: TChartRow, series: TChartSeries[]): number =>
  series.reduce((n, s) => n + (row.values[s.key] ?? 0), 0);
