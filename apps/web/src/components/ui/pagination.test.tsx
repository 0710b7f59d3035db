import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from '@/i18n';
import { Pagination, pageCount } from './pagination';

beforeEach(async () => {
  await i18n.changeLanguage('id');
});

describe('Pagination', () => {
  it('counts pages (at least one)', () => {
    expect(pageCount(0, 20)).toBe(1);
    expect(pageCount(20, 20)).toBe(1);
    expect(pageCount(21, 20)).toBe(2);
  });

  it('shows the range and page, and disables previous on the first page', async () => {
    const onPageChange = vi.fn();
    render(<Pagination page={1} perPage={20} total={45} onPageChange={onPageChange} />);
    expect(screen.getByRole('navigation', { name: 'Navigasi halaman' })).toBeInTheDocument();
    expect(screen.getByText('Menampilkan 1–20 dari 45')).toBeInTheDocument();
    expect(screen.getByText('Halaman 1 dari 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sebelumnya' })).toBeDisabled();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Berikutnya' }));
    expect(onPageChange).toHaveBeenCalledWith(2);
  });

  it('disables next on the last page and goes back with previous', async () => {
    const onPageChange = vi.fn();
    render(<Pagination page={3} perPage={20} total={45} onPageChange={onPageChange} />);
    expect(screen.getByText('Menampilkan 41–45 dari 45')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Berikutnya' })).toBeDisabled();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Sebelumnya' }));
    expect(onPageChange).toHaveBeenCalledWith(2);
  });

  it('with no rows both buttons are disabled', () => {
    render(<Pagination page={1} perPage={20} total={0} onPageChange={() => undefined} />);
    expect(screen.getByText('Tidak ada data')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sebelumnya' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Berikutnya' })).toBeDisabled();
  });

  it('offers the page sizes and reports the chosen one', async () => {
    const onPerPageChange = vi.fn();
    render(
      <Pagination
        page={1}
        perPage={20}
        total={45}
        onPageChange={() => undefined}
        onPerPageChange={onPerPageChange}
        perPageOptions={[10, 20, 50]}
      />,
    );
    const select = screen.getByLabelText('Baris per halaman');
    expect([...(select as HTMLSelectElement).options].map((o) => o.value)).toEqual(['10', '20', '50']);
    expect(select).toHaveValue('20');
    await userEvent.setup().selectOptions(select, '50');
    expect(onPerPageChange).toHaveBeenCalledWith(50);
  });
});
