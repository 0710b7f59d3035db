import { describe, expect, it } from 'vitest';
import { ZAdminCompanyListQuery } from '../admin/companies';
import { ZRegisterRequest } from '../auth/schemas';
import { ZUpdateCompanyRequest } from '../companies/schemas';
import { ZFrontendErrorRequest } from '../logs/schemas';
import { ZUpdateProfileRequest } from '../account/schemas';
import { INT4_MAX } from '../limits';
import { ZListQuery } from './list';
import {
  V,
  normalizeCompanyPhone,
  normalizePhone,
  zCompanyPhone,
  zLooseInt,
  zNpwp,
  zPhone,
  zRequiredString,
} from './fields';

const errorsOf = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  (r.error?.issues ?? []).map((i) => `${i.path.join('.')}:${i.message}`);

describe('company phone (mobile, or a fixed line with its area code)', () => {
  it.each([
    ['021 5551 234', '+62215551234'],
    ['(0274) 512345', '+62274512345'],
    ['+62 21 5551234', '+62215551234'],
    ['0361-234.567', '+62361234567'],
    ['(021) 5551-2345', '+622155512345'],
    ['0812-3456-7890', '+6281234567890'],
    ['+62 812 3456 7890', '+6281234567890'],
  ])('%s is stored as %s', (input, stored) => {
    expect(normalizeCompanyPhone(input)).toBe(stored);
    expect(zCompanyPhone.parse(input)).toBe(stored);
  });

  it.each([
    ['0800 1234', 'an area code may not start with 8, and it is too short for a mobile number'],
    ['021 1234', 'fewer than 5 digits after the area code'],
    ['021 1234 567890', 'more than 11 digits after the 0'],
    ['62 21 5551234', 'a fixed line starts with 0 or +62'],
    ['+62 021 5551234', 'no 0 after +62'],
    ['0021 5551234', 'an area code does not start with 0'],
    ['021 555 1234 x12', 'letters'],
    ['021/5551234', 'a slash is not a separator'],
  ])('%s is refused (%s)', (input) => {
    expect(normalizeCompanyPhone(input)).toBeNull();
    expect(errorsOf(zCompanyPhone.safeParse(input))).toEqual([`:${V.phone}`]);
  });

  it("the leader's phone stays mobile-only", () => {
    expect(normalizePhone('021 5551 234')).toBeNull();
    expect(zPhone.safeParse('(0274) 512345').success).toBe(false);
    const profile = { name: 'Budi', phone: '021 5551 234' };
    expect(errorsOf(ZUpdateProfileRequest.safeParse(profile))).toEqual([`phone:${V.phone}`]);
    const reg = ZRegisterRequest.safeParse({ phone: '021 5551 234', companyPhone: '021 5551 234' });
    expect(errorsOf(reg)).toContain(`phone:${V.phone}`);
    expect(errorsOf(reg).filter((e) => e.startsWith('companyPhone'))).toEqual([]);
  });

  it('company updates and registration take a fixed line', () => {
    expect(ZUpdateCompanyRequest.parse({ phone: '(0274) 512345' }).phone).toBe('+62274512345');
  });
});

describe('NUL characters are refused by the shared validators', () => {
  it('in required, optional and formatted text fields', () => {
    expect(errorsOf(zRequiredString().safeParse('PT\u0000X'))).toEqual([`:${V.invalid}`]);
    expect(ZUpdateCompanyRequest.safeParse({ address: 'Jl.\u0000' }).success).toBe(false);
    expect(ZUpdateCompanyRequest.safeParse({ email: 'a\u0000@b.co' }).success).toBe(false);
    expect(ZUpdateCompanyRequest.safeParse({ npwp: '01.312.166.0-091.000\u0000' }).success).toBe(false);
    expect(ZUpdateCompanyRequest.safeParse({ employee_count: '12\u0000' }).success).toBe(false);
  });

  it('in searches and list filters', () => {
    expect(errorsOf(ZListQuery.safeParse({ q: 'PT\u0000' }))).toEqual([`q:${V.invalid}`]);
    expect(ZAdminCompanyListQuery.safeParse({ q: '\u0000' }).success).toBe(false);
    expect(ZListQuery.safeParse({ q: 'PT Maju' }).success).toBe(true);
  });

  it('in texts stored as they come (error reports)', () => {
    const report = { message: 'boom\u0000', timestamp: '2025-01-01T00:00:00Z' };
    expect(errorsOf(ZFrontendErrorRequest.safeParse(report))).toEqual([`message:${V.invalid}`]);
  });

  it('other control characters and text stay accepted', () => {
    expect(zRequiredString().parse('PT X;=1+1\tBaris')).toBe('PT X;=1+1\tBaris');
  });
});

describe('integers match their columns', () => {
  it('employee_count fits int4', () => {
    expect(ZUpdateCompanyRequest.parse({ employee_count: INT4_MAX }).employee_count).toBe(INT4_MAX);
    expect(ZUpdateCompanyRequest.parse({ employee_count: String(INT4_MAX) }).employee_count).toBe(INT4_MAX);
    for (const v of [INT4_MAX + 1, '2147483648', -1, 1.5, '1e3', '', ' ', true, [1]]) {
      const r = ZUpdateCompanyRequest.safeParse({ employee_count: v });
      // An empty field in an update is a request to clear it (null); the server decides whether it may (docs/decisions/032).
      if (v === '' || v === ' ') expect(r.data?.employee_count).toBeNull();
      else expect(errorsOf(r), String(v)).toEqual([`employee_count:${V.integer}`]);
    }
  });

  it('investment_value (bigint rupiah) up to the largest exact integer', () => {
    expect(zLooseInt.parse(Number.MAX_SAFE_INTEGER)).toBe(Number.MAX_SAFE_INTEGER);
    expect(zLooseInt.parse('9007199254740991')).toBe(Number.MAX_SAFE_INTEGER);
    for (const v of [
      Number.MAX_SAFE_INTEGER + 1,
      '9007199254740992',
      '99999999999999999',
      Number.POSITIVE_INFINITY,
      Number.NaN,
    ]) {
      expect(zLooseInt.safeParse(v).success, String(v)).toBe(false);
    }
  });
});

describe('NPWP messages', () => {
  const issue = (v: string) => {
    const r = zNpwp.safeParse(v);
    return r.success ? null : r.error.issues.map((i) => i.message);
  };
  it('a wrong length says so; a wrong check digit says the number is not a valid NPWP', () => {
    expect(issue('01.312.166.0-091.000')).toBeNull();
    expect(issue('0131216')).toEqual([V.npwp]);
    expect(issue('01.312.166.1-091.000')).toEqual([V.npwpInvalid]);
    expect(issue('0013121661091000')).toEqual([V.npwpInvalid]);
    expect(issue('abc')).toEqual([V.npwp]);
  });
});
