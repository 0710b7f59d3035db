import { describe, expect, it } from 'vitest';
import { NOTIFICATION_POLL_MS } from '@portal/contract/constants';
import { ApiError } from '@/lib/api-client';
import { isAuthError, notificationsPollInterval, notificationsQueryOptions } from './get-notifications';

const err = (status: number) => new ApiError({ status, code: 'X', message: 'x' });

describe('notification polling rules', () => {
  it('polls every 30 s while loads succeed or fail for other reasons', () => {
    expect(notificationsPollInterval(null)).toBe(NOTIFICATION_POLL_MS);
    expect(NOTIFICATION_POLL_MS).toBe(30_000);
    expect(notificationsPollInterval(err(500))).toBe(NOTIFICATION_POLL_MS);
    expect(notificationsPollInterval(new Error('network'))).toBe(NOTIFICATION_POLL_MS);
  });

  it('stops on 401 and 403', () => {
    expect(notificationsPollInterval(err(401))).toBe(false);
    expect(notificationsPollInterval(err(403))).toBe(false);
    expect(isAuthError(err(404))).toBe(false);
  });

  it('does not retry 401/403, retries other failures once', () => {
    const retry = notificationsQueryOptions().retry as (n: number, e: unknown) => boolean;
    expect(retry(0, err(401))).toBe(false);
    expect(retry(0, err(403))).toBe(false);
    expect(retry(0, err(500))).toBe(true);
    expect(retry(1, err(500))).toBe(false);
  });
});
