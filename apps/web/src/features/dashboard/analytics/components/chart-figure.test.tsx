import { cloneElement, isValidElement, type ReactElement, type ReactNode } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from '@/i18n';
import type * as Recharts from 'recharts';
import type { TChartData } from '../lib/chart-data';
import { ChartFigure } from './chart-figure';

// happy-dom measures every element as 0 × 0, so ResponsiveContainer would draw nothing: give the
// chart a fixed size so its SVG (role and aria-label) exists; no pixel is asserted.
vi.mock('recharts', async (importOriginal) => {
  const actual = await importOriginal<typeof Recharts>();
  return {
    ...actual,
    ResponsiveContainer: ({ children }: { children: ReactNode }) =>
      isValidElement(children)
        ? cloneElement(children as ReactElement<{ width: number; height: number }>, { width: 600, height: 300 })
        : null,
  };
});

const data: TChartData = {
  kind: 'bar',
  format: 'money',
  categoryLabel: 'Bulan',
  series: [
    { key: 'invoiced', label: 'Ditagihkan', color: 'var(--chart-primary)' },
    { key: 'paid', label: 'Dibayar', color: 'var(--chart-secondary)' },
  ],
  rows: [
    { key: '2026-04', axisLabel: 'Apr 2026', label: 'Apr 2026', values: { invoiced: 3_100_000, paid: 0 } },
    { key: '2026-05', axisLabel: 'Mei', label: 'Mei 2026', values: { invoiced: 12_500_000, paid: 3_100_000 } },
  ],
};

beforeEach(async () => {
  await i18n.changeLanguage('id');
});

describe('ChartFigure', () => {
  it('draws an image named by a summary, under its heading', () => {
    render(<ChartFigure title="Tagihan" summary="Ditagihkan Rp 15.600.000." data={data} />);
    const figure = screen.getByRole('figure', { name: 'Tagihan' });
    expect(within(figure).getByRole('heading', { name: 'Tagihan' })).toBeInTheDocument();
    expect(within(figure).getByText('Ditagihkan Rp 15.600.000.')).toBeInTheDocument();
    const image = within(figure).getByRole('img');
    expect(image.tagName.toLowerCase()).toBe('svg');
    expect(image).toHaveAttribute(
      'aria-label',
      'Diagram batang Tagihan, Apr 2026 sampai Mei 2026. Ditagihkan Rp 15.600.000.',
    );
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('"Lihat sebagai tabel" shows the same numbers in full, by keyboard, and back', async () => {
    const user = userEvent.setup();
    render(<ChartFigure title="Tagihan" summary="…" data={data} />);
    const toggle = screen.getByRole('button', { name: 'Lihat sebagai tabel' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.tab();
    expect(toggle).toHaveFocus();
    await user.keyboard('{Enter}');
    const table = screen.getByRole('table', { name: 'Tagihan' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Bulan', 'Ditagihkan', 'Dibayar']);
    const cells = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((r) =>
        within(r)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      );
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((h) => h.textContent),
    ).toEqual(['Apr 2026', 'Mei 2026']);
    expect(cells).toEqual([
      ['Rp 3.100.000', 'Rp 0'],
      ['Rp 12.500.000', 'Rp 3.100.000'],
    ]);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    const back = screen.getByRole('button', { name: 'Lihat sebagai grafik' });
    expect(back).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard(' ');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByRole('img')).toBeInTheDocument();
  });

  it('without a value says "belum ada data" and offers no table', () => {
    const empty = { ...data, rows: data.rows.map((r) => ({ ...r, values: { invoiced: 0, paid: 0 } })) };
    render(<ChartFigure title="Tagihan" summary="…" data={empty} />);
    expect(screen.getByText('Belum ada data')).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('speaks English too', async () => {
    await i18n.changeLanguage('en');
    render(<ChartFigure title="Invoices" summary="Summary." data={data} />);
    expect(screen.getByRole('img')).toHaveAttribute(
      'aria-label',
      'Bar chart of Invoices, Apr 2026 to Mei 2026. Summary.',
    );
    expect(screen.getByRole('button', { name: 'Show as table' })).toBeInTheDocument();
  });
});
