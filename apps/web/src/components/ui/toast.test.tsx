import { act, render, screen, fireEvent } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from '@/i18n';
import { dismissToast, getToasts, resetToasts, toast, toastDuration, Toaster } from './toast';
import { ToastList } from './toast-list';

beforeAll(async () => {
  await i18n.changeLanguage('id');
});
beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  resetToasts();
  vi.useRealTimers();
});

describe('toast store', () => {
  it.each([
    [{ variant: 'success' as const }, 4000],
    [{ variant: 'warning' as const }, 6000],
    [{ variant: 'destructive' as const }, 7000],
    [{ variant: 'warning' as const, kind: 'validation' as const }, 8000],
    [{ variant: 'destructive' as const, kind: 'validation' as const }, 8000],
    [{ variant: 'default' as const }, 5000],
    [{}, 5000],
  ])('%j lasts %i ms, then is dismissed and removed 5000 ms later', (input, ms) => {
    expect(toastDuration(input)).toBe(ms);
    const { id } = toast({ title: 'T', ...input });
    vi.advanceTimersByTime(ms - 1);
    expect(getToasts()[0]).toMatchObject({ id, open: true });
    vi.advanceTimersByTime(1);
    expect(getToasts()[0]).toMatchObject({ id, open: false });
    vi.advanceTimersByTime(4999);
    expect(getToasts()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(getToasts()).toHaveLength(0);
  });

  it('one at a time: a new toast replaces the current one, whose timers no longer fire', () => {
    const first = toast({ title: 'first', variant: 'success' });
    vi.advanceTimersByTime(3000);
    const second = toast({ title: 'second', variant: 'destructive' });
    expect(getToasts().map((t) => t.title)).toEqual(['second']);
    vi.advanceTimersByTime(1500); // the first one's 4 s would have ended here
    expect(getToasts()[0]).toMatchObject({ id: second.id, open: true });
    expect(first.id).not.toBe(second.id);
  });

  it('dismissal is removal 5000 ms later; dismissing twice does not restart the delay', () => {
    const { id, dismiss } = toast({ title: 'x' });
    dismiss();
    expect(getToasts()[0].open).toBe(false);
    vi.advanceTimersByTime(3000);
    dismissToast(id);
    vi.advanceTimersByTime(2000);
    expect(getToasts()).toHaveLength(0);
  });

  it('default variant when none is given', () => {
    toast({ title: 'x' });
    expect(getToasts()[0].variant).toBe('default');
  });
});

describe('<Toaster />', () => {
  it('draws nothing, and loads no list, until the first toast; then shows it', async () => {
    vi.useRealTimers();
    const { container } = render(<Toaster />);
    expect(container).toBeEmptyDOMElement();
    act(() => void toast({ title: 'Tersimpan', variant: 'success' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Tersimpan');
    expect(screen.getByRole('region', { name: 'Pemberitahuan' })).toBeInTheDocument();
  });
});

describe('<ToastList />', () => {
  it('renders the current toast as a polite status, errors as an assertive alert', () => {
    render(<ToastList />);
    act(() => void toast({ title: 'Tersimpan', description: 'Data disimpan', variant: 'success' }));
    const status = screen.getByRole('status');
    expect(status).toHaveAttribute('aria-live', 'polite');
    expect(status).toHaveTextContent('Tersimpan');
    expect(status).toHaveTextContent('Data disimpan');
    act(() => void toast({ title: 'Gagal', variant: 'destructive' }));
    expect(screen.getByRole('alert')).toHaveAttribute('aria-live', 'assertive');
    expect(screen.queryByText('Tersimpan')).not.toBeInTheDocument();
  });

  it('has a labelled close button and a labelled region', () => {
    render(<ToastList />);
    act(() => void toast({ title: 'Halo' }));
    expect(screen.getByRole('region', { name: 'Pemberitahuan' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Tutup pemberitahuan' }));
    expect(getToasts()[0].open).toBe(false);
    expect(screen.getByText('Halo').closest('[data-state]')).toHaveAttribute('data-state', 'closed');
    act(() => vi.advanceTimersByTime(5000));
    expect(screen.queryByText('Halo')).not.toBeInTheDocument();
  });

  it('Escape dismisses the toast', () => {
    render(<ToastList />);
    act(() => void toast({ title: 'Halo' }));
    act(() => void fireEvent.keyDown(document, { key: 'Escape' }));
    expect(getToasts()[0].open).toBe(false);
  });

  it('Escape is left to an open dialog', () => {
    render(
      <>
        <div role="dialog" data-state="open" />
        <ToastList />
      </>,
    );
    act(() => void toast({ title: 'Halo' }));
    act(() => void fireEvent.keyDown(document, { key: 'Escape' }));
    expect(getToasts()[0].open).toBe(true);
  });

  it('the action button runs its handler and closes the toast', () => {
    const onClick = vi.fn();
    render(<ToastList />);
    act(() => void toast({ title: 'Gagal', action: { label: 'Coba Lagi', onClick } }));
    fireEvent.click(screen.getByRole('button', { name: 'Coba Lagi' }));
    expect(onClick).toHaveBeenCalledOnce();
    expect(getToasts()[0].open).toBe(false);
  });

  it('works when toast() was called before the Toaster mounted', () => {
    toast({ title: 'Sebelum' });
    render(<ToastList />);
    expect(screen.getByRole('status')).toHaveTextContent('Sebelum');
  });

  it('auto-dismisses on screen after its duration', () => {
    render(<ToastList />);
    act(() => void toast({ title: 'Halo', variant: 'warning' }));
    act(() => vi.advanceTimersByTime(6000));
    expect(screen.getByText('Halo').closest('[data-state]')).toHaveAttribute('data-state', 'closed');
  });
});
