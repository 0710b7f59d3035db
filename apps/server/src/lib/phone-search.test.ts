import { describe, expect, it } from 'vitest';
import { phoneSearchPattern } from './phone-search';

describe('phoneSearchPattern', () => {
  it('turns a local, 62 or +62 number (spaced or dashed) into a prefix of the stored +62 form', () => {
    expect(phoneSearchPattern('0812')).toBe('+62812%');
    expect(phoneSearchPattern('0812-3456 789')).toBe('+628123456789%');
    expect(phoneSearchPattern('+62 812 3456')).toBe('+628123456%');
    expect(phoneSearchPattern('62812')).toBe('+62812%');
    expect(phoneSearchPattern('(021) 5551')).toBe('+62215551%');
  });

  it('matches a number typed without its leading 0 anywhere in the stored one', () => {
    expect(phoneSearchPattern('812 3456')).toBe('%8123456%');
  });

  it('is null for text, short numbers and foreign country codes', () => {
    expect(phoneSearchPattern('budi')).toBeNull();
    expect(phoneSearchPattern('081')).toBeNull();
    expect(phoneSearchPattern('0812abc')).toBeNull();
    expect(phoneSearchPattern('+1 555 1234')).toBeNull();
  });
});
