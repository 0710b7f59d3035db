import type { ReactElement } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { vi } from 'vitest';
import { apiPath } from '@portal/contract/constants';
import {
  type TNotification,
  type TNotificationListResponse,
  type TProfileResponse,
  ZNotification,
  ZNotificationListResponse,
} from '@portal/contract';
import { fake } from '@portal/contract/testing';
import { SessionProvider, type TSessionStore } from '@/features/session';
import { makeProfile } from '@/app/testing/fixtures';

/** Test-only helpers of the notifications feature. */
export function makeNotification(over: Partial<TNotification> = {}): TNotification {
  return fake(ZNotification, {
    id: 1,
    title: 'Permohonan disetujui',
    message: 'Permohonan SP-123456789 telah disetujui.',
    type: 'info',
    read: false,
    timestamp: new Date(Date.now() - 5 * 60_000).toISOString(),
    actionUrl: null,
    kind: 'legacy',
    refresh_profile: false,
    ...over,
  });
}

export const listOf = (notifications: TNotification[], unread?: number): TNotificationListResponse =>
  fake(ZNotificationListResponse, {
    notifications,
    unread_count: unread ?? notifications.filter((n) => !n.read).length,
  });

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

export type ListReply = TNotificationListResponse | { status: number; code?: string } | Promise<never>;

/**
 * A fake backend: `replies` answer the list calls in order (the last one repeats); the CSRF and
 * the three action endpoints answer success unless `actionStatus` says otherwise.
 */
export function mockBackend(replies: ListReply[], opts: { actionStatus?: number } = {}) {
  let i = 0;
  const calls: { url: string; method: string; body: Record<string, unknown> | null }[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    calls.push({ url, method, body: init?.body ? JSON.parse(String(init.body)) : null });
    if (url.startsWith(apiPath('auth/csrf-token.php')))
      return json(200, { status: 'success', message: 'OK', data: { csrf_token: 'tok' } });
    if (url.startsWith(apiPath('notifications/list.php'))) {
      const reply = replies[Math.min(i++, replies.length - 1)];
      if (reply instanceof Promise) return reply;
      if ('status' in reply)
        return json(reply.status, { status: 'error', code: reply.code ?? 'INTERNAL', message: 'x' });
      return json(200, { status: 'success', message: 'OK', data: reply });
    }
    const status = opts.actionStatus ?? 200;
    // What the server answers each action (notifications/mark-read.php, mark-all-read.php, delete.php).
    const sent = (init?.body ? JSON.parse(String(init.body)) : {}) as { notificationId?: number };
    const data = url.startsWith(apiPath('notifications/mark-all-read.php'))
      ? { updated: 1 }
      : url.startsWith(apiPath('notifications/mark-read.php'))
        ? { id: sent.notificationId, read: true }
        : { id: sent.notificationId };
    return status === 200
      ? json(200, { status: 'success', message: 'OK', data })
      : json(status, { status: 'error', code: 'INTERNAL', message: 'boom' });
  });
  vi.stubGlobal('fetch', fetchMock);
  const listCalls = () => calls.filter((c) => c.url.startsWith(apiPath('notifications/list.php'))).length;
  return { fetchMock, calls, listCalls };
}

/** window.matchMedia answering `matches` for every query; records the queries asked. */
export function mockMatchMedia(matches: boolean) {
  const mock = vi.fn((query: string) => ({
    matches,
    media: query,
    onchange: null,
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
    addListener: vi.fn(),
    removeListener: vi.fn(),
    dispatchEvent: vi.fn(),
  }));
  vi.stubGlobal('matchMedia', mock);
  Object.defineProperty(window, 'matchMedia', { configurable: true, writable: true, value: mock });
  return mock;
}

function LocationProbe() {
  const loc = useLocation();
  return <div data-testid="location">{`${loc.pathname}${loc.search}${loc.hash}`}</div>;
}

/** A signed-in session whose `refresh` is recorded (a status notification reloads the profile). */
export function fakeSessionStore(profile: TProfileResponse = makeProfile()) {
  const refresh = vi.fn(async () => profile);
  const store: TSessionStore = {
    getSnapshot: () => snapshot,
    subscribe: () => () => {},
    load: async () => profile,
    refresh,
    update: () => {},
    clear: () => {},
  };
  const snapshot = { profile, hasActiveCertificate: false };
  return { store, refresh };
}

export function renderWithProviders(ui: ReactElement, initialPath = '/dashboard') {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const session = fakeSessionStore();
  const utils = render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[initialPath]}>
        <SessionProvider store={session.store}>
          {ui}
          <Routes>
            <Route path="*" element={<LocationProbe />} />
          </Routes>
        </SessionProvider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { ...utils, queryClient, refreshProfile: session.refresh };
}
