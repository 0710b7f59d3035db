import { describe, expect, it } from 'vitest';
import { CODE_REG_PATTERN, generateCodeReg, isCodeReg, normalizeCodeReg } from './code-reg';
import { zCodeReg } from './fields';

describe('code_reg (SP- and 9 digits)', () => {
  it('generates codes of the format from a CSPRNG, different each time', () => {
    const codes = Array.from({ length: 200 }, () => generateCodeReg());
    for (const c of codes) expect(c).toMatch(CODE_REG_PATTERN);
    expect(new Set(codes).size).toBe(codes.length);
  });

  it('draws again for 32-bit values that would bias the digits', () => {
    const values = [4_294_967_295, 4_294_967_290, 7, 12, 4_294_967_289, 5, 0, 1, 2, 3, 4];
    let i = 0;
    const fill = (buf: Uint32Array) => {
      for (let j = 0; j < buf.length; j++) buf[j] = values[i++ % values.length];
      return buf;
    };
    // 4294967295 and 4294967290 are dropped; 4294967289 % 10 = 9.
    expect(generateCodeReg(fill)).toBe('SP-729501234');
  });

  it('every digit is about equally frequent', () => {
    const counts = new Array(10).fill(0);
    for (let i = 0; i < 2000; i++) for (const d of generateCodeReg().slice(3)) counts[Number(d)]++;
    for (const c of counts) expect(c).toBeGreaterThan(1500); // 1800 expected each
  });

  it('validates and normalises', () => {
    expect(isCodeReg('SP-123456789')).toBe(true);
    for (const bad of ['SP-12345678', 'SP-1234567890', 'sp-123456789', 'SP123456789', 'XP-123456789', 'SP-12345678a'])
      expect(isCodeReg(bad), bad).toBe(false);
    expect(normalizeCodeReg(' sp-123456789 ')).toBe('SP-123456789');
    expect(zCodeReg.parse(' sp-123456789')).toBe('SP-123456789');
    expect(zCodeReg.safeParse('SP-12345').success).toBe(false);
    expect(zCodeReg.safeParse('').error?.issues[0].message).toBe('validation.required');
  });
});
