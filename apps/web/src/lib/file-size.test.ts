import { describe, expect, it } from 'vitest';
import { formatBytes } from './file-size';

describe('formatBytes', () => {
  it('keeps bytes under 1 KB as whole bytes', () => {
    expect(formatBytes(0, 'id')).toBe('0 B');
    expect(formatBytes(1023, 'en')).toBe('1023 B');
  });

  it('uses KB below 1 MB and MB above, with the decimal mark of the language', () => {
    expect(formatBytes(1536, 'id')).toBe('1,5 KB');
    expect(formatBytes(1536, 'en')).toBe('1.5 KB');
    expect(formatBytes(5 * 1024 * 1024, 'id')).toBe('5 MB');
    expect(formatBytes(2.25 * 1024 * 1024, 'en-US')).toBe('2.3 MB');
  });
});
