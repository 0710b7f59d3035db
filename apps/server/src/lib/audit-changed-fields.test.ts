import { describe, expect, it } from 'vitest';
import { changedFields } from './audit';

describe('changedFields', () => {
  it('names only the fields that differ, with their before and after', () => {
    expect(changedFields({ name: 'A', phone: '1', city: 'X' }, { name: 'B', phone: '1' })).toEqual({
      before: { name: 'A' },
      after: { name: 'B' },
    });
    expect(changedFields({ name: 'A' }, { name: 'A' })).toBeNull();
    expect(changedFields(null, { name: 'A' })).toEqual({ before: { name: null }, after: { name: 'A' } });
  });

  it('treats objects whose keys come back reordered (a jsonb column) as unchanged, but sees a changed value inside', () => {
    const stored = { bank_accounts: [{ bank_name: 'BNI', account_holder: 'PT A', account_number: '123' }] };
    const sent = { bank_accounts: [{ account_number: '123', bank_name: 'BNI', account_holder: 'PT A' }] };
    expect(changedFields(stored, sent)).toBeNull();
    expect(
      changedFields(stored, { bank_accounts: [{ ...sent.bank_accounts[0], account_number: '456' }] }),
    ).not.toBeNull();
  });

  it('never copies a password, token or OTP', () => {
    expect(
      changedFields({ password_hash: 'x', token: 'a', otp: '1' }, { password_hash: 'y', token: 'b', otp: '2' }),
    ).toBeNull();
  });
});
