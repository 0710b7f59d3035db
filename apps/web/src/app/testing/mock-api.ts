import { vi } from 'vitest';
import { apiPath } from '@portal/contract/constants';
import { resetCsrfToken } from '@/lib/api-client';

export interface TMockReply {
  status?: number;
  /** The envelope's data (success, or beside an error, e.g. attempts_left) … */
  data?: unknown;
  /** … or an error envelope. */
  error?: { code: string; message?: string; errors?: Record<string, string[]> };
  headers?: Record<string, string>;
}
export type TMockHandler = TMockReply | ((req: TMockRequest) => TMockReply | Promise<TMockReply>);
export interface TMockRequest {
  url: string;
  method: string;
  body: Record<string, unknown> | null;
  headers: Record<string, string>;
}

const json = (reply: TMockReply) => {
  const status = reply.status ?? (reply.error ? 400 : 200);
  const body = reply.error
    ? {
        status: 'error',
        message: reply.error.message ?? reply.error.code,
        code: reply.error.code,
        errors: reply.error.errors,
        data: reply.data,
      }
    : { status: 'success', message: 'OK', data: reply.data ?? null };
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...reply.headers },
  });
};

export const unauthenticated: TMockReply = { status: 401, error: { code: 'UNAUTHENTICATED' } };

/**
 * A fake backend keyed by API path (query strings ignored). The CSRF token always answers; an
 * unknown path answers 404 so a missing stub shows up as a failure, not a hang.
 */
export function mockApi(routes: Partial<Record<string, TMockHandler>>) {
  resetCsrfToken();
  const calls: TMockRequest[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const path = url.split('?')[0];
    const headers = Object.fromEntries(Object.entries((init?.headers as Record<string, string> | undefined) ?? {}));
    const req: TMockRequest = {
      url,
      method: init?.method ?? 'GET',
      body: init?.body ? JSON.parse(String(init.body)) : null,
      headers,
    };
    calls.push(req);
    if (path === apiPath('auth/csrf-token.php')) return json({ data: { csrf_token: 'csrf-test-token' } });
    const handler = routes[path];
    if (!handler) return json({ status: 404, error: { code: 'NOT_FOUND' } });
    return json(typeof handler === 'function' ? await handler(req) : handler);
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    fetchMock,
    calls,
    callsTo: (path: string) => calls.filter((c) => c.url.split('?')[0] === path),
  };
}
