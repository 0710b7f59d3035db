import { apiPath } from '@portal/contract/constants';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from '@/i18n';
import { getToasts, resetToasts } from '@/components/ui/toast';
import { AppErrorBoundary } from './error-boundary';
// Loaded by the boundary only when something crashes; imported here so that takes no time.
import '@/lib/errors';
import '@/lib/report-error';

const fetchMock = vi.fn<typeof fetch>();
let consoleError: ReturnType<typeof vi.spyOn>;

function Broken({ message }: { message: string }): never {
  throw new Error(message);
}

beforeAll(async () => {
  await i18n.changeLanguage('id');
});
beforeEach(() => {
  fetchMock.mockReset();
  fetchMock.mockResolvedValue(new Response(null, { status: 204 }));
  vi.stubGlobal('fetch', fetchMock);
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  resetToasts();
});

describe('AppErrorBoundary', () => {
  it('renders its children while nothing fails', () => {
    render(
      <AppErrorBoundary>
        <p>Isi halaman</p>
      </AppErrorBoundary>,
    );
    expect(screen.getByText('Isi halaman')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the fallback with its texts and a hidden warning icon', () => {
    const { container } = render(
      <AppErrorBoundary>
        <Broken message="kaput" />
      </AppErrorBoundary>,
    );
    expect(screen.getByRole('heading', { name: 'Oops! Terjadi kesalahan' })).toBeInTheDocument();
    expect(
      screen.getByText('Sistem sedang mengalami gangguan. Tim kami telah diberi tahu. Silakan muat ulang halaman.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Muat Ulang Halaman' })).toBeInTheDocument();
    expect(container.querySelector('svg.lucide-triangle-alert')).toHaveAttribute('aria-hidden', 'true');
  });

  it('logs locally, reports to the backend with the record shape, and toasts by severity', async () => {
    render(
      <AppErrorBoundary>
        <Broken message="Database connection lost" />
      </AppErrorBoundary>,
    );
    expect(consoleError).toHaveBeenCalledWith(
      'Uncaught rendering error',
      expect.objectContaining({ message: 'Database connection lost' }),
      expect.any(String),
    );
    await waitFor(() => expect(fetchMock).toHaveBeenCalledOnce());
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe(apiPath('logs/frontend-error.php'));
    expect(init).toMatchObject({ method: 'POST', credentials: 'include' });
    const body = JSON.parse(String(init?.body)) as Record<string, string>;
    expect(Object.keys(body).sort()).toEqual(['componentStack', 'message', 'stack', 'timestamp', 'url', 'userAgent']);
    expect(body.message).toBe('Database connection lost');
    expect(body.componentStack).toContain('Broken');
    await waitFor(() => expect(getToasts()[0]).toMatchObject({ title: 'Kesalahan Sistem', variant: 'destructive' }));
  });

  it('a low-severity crash gives a default toast', async () => {
    render(
      <AppErrorBoundary>
        <Broken message="x is undefined" />
      </AppErrorBoundary>,
    );
    await waitFor(() => expect(getToasts()[0]).toMatchObject({ title: 'Peringatan', variant: 'default' }));
  });

  it('a failed report is only logged; the fallback still shows', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    render(
      <AppErrorBoundary>
        <Broken message="kaput" />
      </AppErrorBoundary>,
    );
    await waitFor(() =>
      expect(consoleError).toHaveBeenCalledWith('Failed to send the error report', expect.any(TypeError)),
    );
    expect(screen.getByRole('heading', { name: 'Oops! Terjadi kesalahan' })).toBeInTheDocument();
  });

  it('the reload button clears the error state and reloads the page', () => {
    const reload = vi.fn();
    const original = window.location;
    Object.defineProperty(window, 'location', {
      configurable: true,
      value: { ...original, href: original.href, reload },
    });
    let shouldThrow = true;
    function MaybeBroken() {
      if (shouldThrow) throw new Error('kaput');
      return <p>Pulih</p>;
    }
    try {
      render(
        <AppErrorBoundary>
          <MaybeBroken />
        </AppErrorBoundary>,
      );
      shouldThrow = false;
      fireEvent.click(screen.getByRole('button', { name: 'Muat Ulang Halaman' }));
      expect(reload).toHaveBeenCalledOnce();
      expect(screen.getByText('Pulih')).toBeInTheDocument();
    } finally {
      Object.defineProperty(window, 'location', { configurable: true, value: original });
    }
  });

  it('texts follow the language (en)', async () => {
    await i18n.changeLanguage('en');
    try {
      render(
        <AppErrorBoundary>
          <Broken message="kaput" />
        </AppErrorBoundary>,
      );
      expect(screen.getByRole('heading', { name: 'Oops! Something went wrong' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Reload Page' })).toBeInTheDocument();
    } finally {
      await i18n.changeLanguage('id');
    }
  });
});
