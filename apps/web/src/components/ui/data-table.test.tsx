import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from '@/i18n';
import { DataTable, type TDataTableColumn } from './data-table';

type TRow = { id: number; name: string; city: string };
const columns: TDataTableColumn<TRow>[] = [
  { id: 'name', header: 'Nama', cell: (r) => r.name, isRowHeader: true },
  { id: 'city', header: 'Kota', cell: (r) => r.city },
];
const rows: TRow[] = [
  { id: 1, name: 'Ani', city: 'Bandung' },
  { id: 2, name: 'Budi', city: 'Medan' },
];

beforeEach(async () => {
  await i18n.changeLanguage('id');
});

describe('DataTable', () => {
  it('is named by its caption, with column and row headers', () => {
    render(<DataTable caption="Daftar uji" columns={columns} rows={rows} getRowKey={(r) => r.id} />);
    const table = screen.getByRole('table', { name: 'Daftar uji' });
    const headers = within(table).getAllByRole('columnheader');
    expect(headers.map((h) => h.textContent)).toEqual(['Nama', 'Kota']);
    headers.forEach((h) => expect(h).toHaveAttribute('scope', 'col'));
    expect(within(table).getByRole('rowheader', { name: 'Budi' })).toHaveAttribute('scope', 'row');
    expect(within(table).getByText('Medan')).toBeInTheDocument();
  });

  it('shows skeleton rows and a status while the first page loads', () => {
    render(
      <DataTable
        caption="Daftar uji"
        columns={columns}
        rows={undefined}
        getRowKey={(r) => r.id}
        isLoading
        skeletonRows={3}
      />,
    );
    expect(screen.getAllByTestId('skeleton-row')).toHaveLength(3);
    expect(screen.getByRole('status')).toHaveTextContent('Memuat data...');
    expect(screen.getByRole('table')).toHaveAttribute('aria-busy', 'true');
  });

  it('shows an error with a retry when the load failed', async () => {
    const onRetry = vi.fn();
    render(
      <DataTable
        caption="Daftar uji"
        columns={columns}
        rows={undefined}
        getRowKey={(r) => r.id}
        isError
        onRetry={onRetry}
      />,
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Gagal memuat data');
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Coba Lagi' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('keeps the rows shown when a refetch fails (no error row over data)', () => {
    render(<DataTable caption="Daftar uji" columns={columns} rows={rows} getRowKey={(r) => r.id} isError />);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByText('Ani')).toBeInTheDocument();
  });

  it('shows the empty state with its title and action', () => {
    render(
      <DataTable
        caption="Daftar uji"
        columns={columns}
        rows={[]}
        getRowKey={(r) => r.id}
        emptyTitle="Kosong sekali"
        emptyAction={<button type="button">Reset</button>}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Kosong sekali' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reset' })).toBeInTheDocument();
  });

  it('says a search or filter matched nothing, and resets the filters, instead of the plain empty state', async () => {
    const onResetFilters = vi.fn();
    render(
      <DataTable
        caption="Daftar uji"
        columns={columns}
        rows={[]}
        getRowKey={(r) => r.id}
        emptyTitle="Kosong sekali"
        hasActiveFilters
        onResetFilters={onResetFilters}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Tidak ada hasil' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Kosong sekali' })).not.toBeInTheDocument();
    expect(screen.getByText('Tidak ada data yang cocok dengan pencarian atau filter Anda.')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Atur Ulang Filter' }));
    expect(onResetFilters).toHaveBeenCalledTimes(1);
  });

  it('brings a row the keys moved to into view, but not the first row selected when the list opens', () => {
    const scrolled: { row: string | null; options: unknown }[] = [];
    // jsdom lays nothing out and has no scrollIntoView: this one records who asked.
    const had = Object.getOwnPropertyDescriptor(Element.prototype, 'scrollIntoView');
    Element.prototype.scrollIntoView = function (this: Element, options?: boolean | ScrollIntoViewOptions) {
      scrolled.push({ row: this.textContent, options });
    };
    const table = (key: number | null) => (
      <DataTable caption="Daftar uji" columns={columns} rows={rows} getRowKey={(r) => r.id} selectedRowKey={key} />
    );
    try {
      const { rerender } = render(table(null));
      rerender(table(1));
      expect(scrolled).toEqual([]);
      expect(screen.getByRole('rowheader', { name: 'Ani' }).closest('tr')).toHaveAttribute('aria-current', 'true');
      rerender(table(2));
      expect(scrolled).toEqual([{ row: 'BudiMedan', options: { block: 'nearest' } }]);
      rerender(table(2));
      expect(scrolled).toHaveLength(1);
    } finally {
      if (had) Object.defineProperty(Element.prototype, 'scrollIntoView', had);
      else delete (Element.prototype as Partial<Element>).scrollIntoView;
    }
  });
});
