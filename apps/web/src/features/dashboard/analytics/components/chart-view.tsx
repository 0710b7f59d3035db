import type { ReactNode } from 'react';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import type { TLanguage } from '@portal/contract/constants';
import { formatAxisValue, formatValue, type TChartData, type TChartSeries } from '../lib/chart-data';

const AXIS_TICK = { fill: 'var(--chart-axis)', fontSize: 12 };
const TOOLTIP_STYLE = {
  backgroundColor: 'var(--chart-tooltip-bg)',
  border: '1px solid var(--chart-tooltip-border)',
  borderRadius: 6,
  color: 'var(--chart-text)',
  fontSize: 13,
};

/**
 * The legend as a plain list (recharts' own draws an SVG per entry, each announced as an English
 * "legend icon"): a swatch in the series' colour and its name, in the axis colour.
 */
function SeriesLegend({ series }: { series: TChartSeries[] }) {
  return (
    <ul className="flex flex-wrap justify-center gap-x-4 gap-y-1 pt-2 text-xs" style={{ color: 'var(--chart-axis)' }}>
      {series.map((s) => (
        <li key={s.key} className="inline-flex items-center gap-1.5">
          <span aria-hidden="true" className="inline-block size-2.5 rounded-sm" style={{ backgroundColor: s.color }} />
          {s.label}
        </li>
      ))}
    </ul>
  );
}

interface Props {
  data: TChartData;
  /** The SVG's aria-label: what the chart shows, in one sentence. */
  label: string;
  language: TLanguage;
}

/**
 * The drawing of a chart (recharts, only in this lazily loaded feature): bars, stacked bars or
 * lines in a ResponsiveContainer, every colour from chart-theme.css so light and dark both read.
 * Money axes in short rupiah, the tooltip in full.
 */
export function ChartView({ data, label, language }: Props) {
  const rows = data.rows.map((r) => ({ key: r.key, axisLabel: r.axisLabel, label: r.label, ...r.values }));
  const money = data.format === 'money';
  const drawn = data.series.filter((s) => !s.tableOnly);
  const common = {
    data: rows,
    role: 'img',
    'aria-label': label,
    accessibilityLayer: false,
    margin: { top: 8, right: 8, bottom: 0, left: 0 },
  };
  const axes: ReactNode[] = [
    <CartesianGrid key="grid" stroke="var(--chart-grid)" strokeDasharray="3 3" vertical={false} />,
    <XAxis
      key="x"
      dataKey="axisLabel"
      tick={AXIS_TICK}
      tickLine={false}
      axisLine={{ stroke: 'var(--chart-grid)' }}
      interval="preserveStartEnd"
      minTickGap={8}
    />,
    <YAxis
      key="y"
      tick={AXIS_TICK}
      tickLine={false}
      axisLine={false}
      width={money ? 72 : 40}
      allowDecimals={data.format === 'days'}
      tickFormatter={(v: number) => formatAxisValue(v, data.format, language)}
    />,
    <Tooltip
      key="tooltip"
      cursor={data.kind === 'line' ? { stroke: 'var(--chart-grid)' } : { fill: 'var(--chart-cursor)' }}
      contentStyle={TOOLTIP_STYLE}
      labelStyle={{ color: 'var(--chart-text)', fontWeight: 600 }}
      itemStyle={{ color: 'var(--chart-text)' }}
      labelFormatter={(_: unknown, payload: readonly { payload?: { label?: string } }[]) =>
        payload?.[0]?.payload?.label ?? ''
      }
      formatter={(value: unknown) => formatValue(typeof value === 'number' ? value : null, data.format, language)}
      separator=": "
      // In the order of the series (recharts sorts by name otherwise).
      itemSorter={(item: { dataKey?: unknown }) => drawn.findIndex((s) => s.key === item.dataKey)}
    />,
    drawn.length > 1 ? <Legend key="legend" content={<SeriesLegend series={drawn} />} /> : null,
  ];
  return (
    <div className="h-64 w-full sm:h-72">
      <ResponsiveContainer width="100%" height="100%">
        {data.kind === 'line' ? (
          <LineChart {...common}>
            {axes}
            {drawn.map((s) => (
              <Line
                key={s.key}
                dataKey={s.key}
                name={s.label}
                type="linear"
                stroke={s.color}
                strokeWidth={2}
                dot={{ r: 3, fill: s.color }}
                connectNulls={false}
                isAnimationActive={false}
              />
            ))}
          </LineChart>
        ) : (
          <BarChart {...common}>
            {axes}
            {drawn.map((s, i) => (
              <Bar
                key={s.key}
                dataKey={s.key}
                name={s.label}
                fill={s.color}
                stackId={data.kind === 'stacked' ? 'total' : undefined}
                maxBarSize={36}
                radius={data.kind === 'stacked' && i < drawn.length - 1 ? 0 : [3, 3, 0, 0]}
                isAnimationActive={false}
              />
            ))}
          </BarChart>
        )}
      </ResponsiveContainer>
    </div>
  );
}
