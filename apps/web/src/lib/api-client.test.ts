import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ZNotificationListResponse } from '@portal/contract';
import { fake } from '@portal/contract/testing';
import { apiGet, forgetKeptAnswers } from './api-client';

/** Revalidated polls (docs/business-rules.md#polled-calls): the kept answer is sent back on 304. */
describe('apiGet with revalidate', () => {
  const calls: Headers[] = [];
  let answers: Response[] = [];
  beforeEach(() => {
    calls.length = 0;
    forgetKeptAnswers();
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init: RequestInit) => {
        calls.push(new Headers(init.headers));
        const next = answers.shift();
        if (!next) throw new Error('no answer left');
        return next;
      }),
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  const list = fake(ZNotificationListResponse, { unread_count: 3 });
  const ok = (data: unknown, tag?: string) =>
    new Response(JSON.stringify({ status: 'success', message: 'OK', data }), {
      status: 200,
      headers: { 'content-type': 'application/json', ...(tag && { etag: tag }) },
    });
  const notModified = (tag: string) => new Response(null, { status: 304, headers: { etag: tag } });
  const poll = (lang = 'id') =>
    apiGet('notifications/list.php', { revalidate: true, noCache: true, headers: { 'Accept-Language': lang } });

  it('sends the kept tag and resolves a 304 to the kept answer', async () => {
    answers = [ok(list, 'W/"a"'), notModified('W/"a"')];
    expect(await poll()).toEqual(list);
    expect(calls[0].get('if-none-match')).toBeNull();
    expect(await poll()).toEqual(list);
    expect(calls[1].get('if-none-match')).toBe('W/"a"');
  });

  it('keeps the newer answer when the list changed, and one per language', async () => {
    const changed = { ...list, unread_count: 0 };
    answers = [ok(list, 'W/"a"'), ok(changed, 'W/"b"'), ok(list, 'W/"en"'), notModified('W/"b"')];
    await poll();
    expect(await poll()).toEqual(changed);
    await poll('en');
    expect(calls[2].get('if-none-match')).toBeNull();
    expect(await poll()).toEqual(changed);
    expect(calls[3].get('if-none-match')).toBe('W/"b"');
  });

  it('forgets the kept answers at sign-out, and sends no tag without revalidate', async () => {
    answers = [ok(list, 'W/"a"'), ok(list, 'W/"a"'), ok(list, 'W/"a"')];
    await poll();
    forgetKeptAnswers();
    await poll();
    expect(calls[1].get('if-none-match')).toBeNull();
    await apiGet('notifications/list.php', { headers: { 'Accept-Language': 'id' } });
    expect(calls[2].get('if-none-match')).toBeNull();
  });

  it('a 304 without a kept answer is an error, not an empty list', async () => {
    answers = [notModified('W/"a"')];
    await expect(poll()).rejects.toMatchObject({ status: 304 });
  });
});
