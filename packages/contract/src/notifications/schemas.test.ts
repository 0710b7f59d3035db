import { describe, expect, it } from 'vitest';
import { ZDeleteNotificationRequest, ZMarkAllReadRequest, ZMarkReadRequest, ZNotificationListQuery } from './schemas';

describe('notification request schemas', () => {
  it('accepts a positive integer id and the csrf field', () => {
    expect(ZMarkReadRequest.parse({ notificationId: 7, csrf_token: 't' })).toEqual({
      notificationId: 7,
      csrf_token: 't',
    });
    expect(ZDeleteNotificationRequest.safeParse({ notificationId: 1 }).success).toBe(true);
  });

  it("accepts the id as a string of digits, as the original portal's client sends it, and reads it as a number", () => {
    expect(ZMarkReadRequest.parse({ notificationId: '7' })).toEqual({ notificationId: 7 });
    expect(ZDeleteNotificationRequest.parse({ notificationId: '12' })).toEqual({ notificationId: 12 });
  });

  it.each([
    { notificationId: 'tujuh' },
    { notificationId: '-1' },
    { notificationId: '7.5' },
    { notificationId: '' },
    { notificationId: -1 },
    { notificationId: 0 },
    { notificationId: 1.5 },
    { notificationId: 2 ** 31 },
    {},
    { notificationId: 1, extra: 1 },
  ])('rejects %j', (body) => {
    expect(ZMarkReadRequest.safeParse(body).success).toBe(false);
  });

  it('names a missing id as required and a wrong one as invalid', () => {
    expect(ZMarkReadRequest.safeParse({}).error?.issues[0].message).toBe('validation.required');
    expect(ZMarkReadRequest.safeParse({ notificationId: 'x' }).error?.issues[0].message).toBe('validation.invalid');
  });

  it('mark-all-read takes no field but the token', () => {
    expect(ZMarkAllReadRequest.safeParse({}).success).toBe(true);
    expect(ZMarkAllReadRequest.safeParse({ notificationId: 1 }).success).toBe(false);
  });

  it('list limit defaults to 50 and stays within 1..100', () => {
    expect(ZNotificationListQuery.parse({})).toEqual({ limit: 50 });
    expect(ZNotificationListQuery.parse({ limit: '100' })).toEqual({ limit: 100 });
    for (const limit of ['0', '101', 'x']) expect(ZNotificationListQuery.safeParse({ limit }).success).toBe(false);
  });
});
