import { apiPath } from '@portal/contract/constants';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildErrorReport, redactUrl, reportError } from './report-error';

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('buildErrorReport (the error report record)', () => {
  it('has exactly message, stack, componentStack, timestamp (ISO), userAgent, url', () => {
    const err = new Error('boom');
    const report = buildErrorReport(err, '\n    at Broken', new Date('2025-01-02T03:04:05.000Z'));
    expect(Object.keys(report).sort()).toEqual(['componentStack', 'message', 'stack', 'timestamp', 'url', 'userAgent']);
    expect(report).toMatchObject({
      message: 'boom',
      stack: err.stack,
      componentStack: '\n    at Broken',
      timestamp: '2025-01-02T03:04:05.000Z',
      userAgent: navigator.userAgent,
    });
    expect(report.url).toBe(`${window.location.origin}${window.location.pathname}`);
  });

  it('accepts non-Error values and cuts fields to the server limits', () => {
    expect(buildErrorReport('plain').message).toBe('plain');
    expect(buildErrorReport(42).message).toBe('Unknown error');
    const long = new Error('m'.repeat(5000));
    long.stack = 's'.repeat(20000);
    const r = buildErrorReport(long, 'c'.repeat(20000));
    expect([r.message.length, r.stack?.length, r.componentStack?.length]).toEqual([2000, 8000, 8000]);
  });

  it('never reports a password-reset token, a query string or a hash', () => {
    expect(redactUrl('https://portal.test/reset-password/abc123?x=1#y')).toBe(
      'https://portal.test/reset-password/[redacted]',
    );
    expect(redactUrl('https://portal.test/applications/SP-1?token=t')).toBe('https://portal.test/applications/SP-1');
    expect(redactUrl('not a url')).toBe('');
  });
});

describe('reportError', () => {
  it('POSTs JSON to logs/frontend-error.php with credentials and no CSRF token', async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 204 }));
    await expect(reportError(new Error('boom'), 'at X')).resolves.toBe(true);
    expect(fetchMock).toHaveBeenCalledOnce();
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe(apiPath('logs/frontend-error.php'));
    expect(init).toMatchObject({
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json' },
    });
    expect(JSON.stringify(init?.headers)).not.toMatch(/csrf/i);
    const body = JSON.parse(String(init?.body)) as Record<string, unknown>;
    expect(body).toMatchObject({ message: 'boom', componentStack: 'at X' });
    expect(body).not.toHaveProperty('csrf_token');
    expect(new Date(String(body.timestamp)).toISOString()).toBe(body.timestamp);
  });

  it('a failed send (network or HTTP) is only logged to the console', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(reportError(new Error('a'))).resolves.toBe(false);
    fetchMock.mockResolvedValueOnce(new Response(null, { status: 429 }));
    await expect(reportError(new Error('b'))).resolves.toBe(false);
    expect(log).toHaveBeenCalledTimes(2);
  });
});
