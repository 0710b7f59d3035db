import { describe, expect, it } from 'vitest';
import { changedFields, currentActor, runAsActor } from './audit';

describe('changedFields', () => {
  it('keeps only the keys whose value changed, before and after side by side', () => {
    expect(
      changedFields(
        { name: 'PT A', status: 'in_review', phone: '0812' },
        { name: 'PT A', status: 'verified', phone: '0813' },
      ),
    ).toEqual({
      before: { status: 'in_review', phone: '0812' },
      after: { status: 'verified', phone: '0813' },
    });
  });

  it('answers null when nothing changed, and looks only at the keys of the update', () => {
    expect(changedFields({ a: 1, b: { x: [1, 2] } }, { a: 1, b: { x: [1, 2] } })).toBeNull();
    expect(changedFields({ a: 1, untouched: 'x' }, { a: 2 })).toEqual({ before: { a: 1 }, after: { a: 2 } });
  });

  it('writes dates as ISO instants, and a missing or undefined value as null', () => {
    const at = new Date('2025-03-01T02:00:00Z');
    expect(changedFields({ verifiedAt: null }, { verifiedAt: at })).toEqual({
      before: { verifiedAt: null },
      after: { verifiedAt: '2025-03-01T02:00:00.000Z' },
    });
    expect(changedFields(null, { note: 'baru', gone: undefined })).toEqual({
      before: { note: null },
      after: { note: 'baru' },
    });
    // The same instant in another Date object is no change.
    expect(changedFields({ verifiedAt: new Date(at) }, { verifiedAt: at })).toBeNull();
  });

  it('never records a password, a hash, a token, an OTP or a secret, even when they change', () => {
    const r = changedFields(
      {
        password: 'a',
        password_hash: 'h1',
        passwordHash: 'h1',
        csrf_token: 't1',
        token: 't1',
        otp: '111111',
        secret: 's1',
        email: 'a@x.id',
      },
      {
        password: 'b',
        password_hash: 'h2',
        passwordHash: 'h2',
        csrf_token: 't2',
        token: 't2',
        otp: '222222',
        secret: 's2',
        email: 'b@x.id',
      },
    );
    expect(r).toEqual({ before: { email: 'a@x.id' }, after: { email: 'b@x.id' } });
    expect(changedFields({ passwordHash: 'h1' }, { passwordHash: 'h2' })).toBeNull();
  });
});

describe('the actor', () => {
  it('is the server itself outside a request, and the given actor inside runAsActor (also across awaits)', async () => {
    expect(currentActor()).toEqual({ userId: null, email: null, role: 'system', ip: null });
    const admin = { userId: 7, email: 'admin@bski.example', role: 'admin' as const, ip: '10.1.2.3' };
    const seen = await runAsActor(admin, async () => {
      await new Promise((resolve) => setTimeout(resolve, 1));
      return currentActor();
    });
    expect(seen).toEqual(admin);
    expect(currentActor().role).toBe('system');
  });
});
