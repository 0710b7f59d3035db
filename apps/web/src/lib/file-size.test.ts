import { describe, expect, it } from 'vitest';
import { UPLOAD_MAX_BYTES } from '@portal/contract/constants';
import { formatFileSize } from './file-size';

describe('formatFileSize', () => {
  it('keeps bytes under 1 KB as whole bytes', () => {
    expect(formatFileSize(0)).toBe('0 B');
    expect(formatFileSize(512)).toBe('512 B');
    expect(formatFileSize(1023, 'en-US')).toBe('1023 B');
  });

  it('uses KB below 1 MB and MB above, with the decimal mark of the locale', () => {
    expect(formatFileSize(1536, 'id-ID')).toBe('1,5 KB');
    expect(formatFileSize(1536, 'en-US')).toBe('1.5 KB');
    expect(formatFileSize(5 * 1024 * 1024, 'id-ID')).toBe('5 MB');
    expect(formatFileSize(2.25 * 1024 * 1024, 'en-US')).toBe('2.3 MB');
    expect(formatFileSize(3 * 1024 ** 3, 'en-US')).toBe('3 GB');
  });

  it('counts the upload limit in binary units', () => {
    expect(formatFileSize(UPLOAD_MAX_BYTES)).toBe('5 MB');
    expect(formatFileSize(UPLOAD_MAX_BYTES + 1024 * 1024, 'en-US')).toBe('6 MB');
  });
});
