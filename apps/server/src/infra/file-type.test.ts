import { describe, expect, it } from 'vitest';
import { detectFileType, extensionForMime } from './file-type';

const b = (...bytes: number[]) => Uint8Array.from(bytes);

describe('detectFileType (magic bytes)', () => {
  it('recognises PDF, JPEG and PNG', () => {
    expect(detectFileType(Buffer.from('%PDF-1.7\n'))).toEqual({ mime: 'application/pdf', ext: 'pdf' });
    expect(detectFileType(b(0xff, 0xd8, 0xff, 0xe1))).toEqual({ mime: 'image/jpeg', ext: 'jpg' });
    expect(detectFileType(b(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a))).toEqual({
      mime: 'image/png',
      ext: 'png',
    });
  });

  it('refuses executables, look-alikes, truncated signatures and empty input', () => {
    expect(detectFileType(Buffer.from('MZ\x90\x00'))).toBeNull();
    expect(detectFileType(b(0x7f, 0x45, 0x4c, 0x46))).toBeNull();
    expect(detectFileType(Buffer.from('%PDF'))).toBeNull(); // no dash
    expect(detectFileType(Buffer.from(' %PDF-1.4'))).toBeNull(); // not at the start
    expect(detectFileType(b(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a))).toBeNull();
    expect(detectFileType(b(0xff, 0xd8))).toBeNull();
    expect(detectFileType(Buffer.from('GIF89a'))).toBeNull();
    expect(detectFileType(new Uint8Array())).toBeNull();
  });

  it('maps a recorded type back to its extension', () => {
    expect(extensionForMime('application/pdf')).toBe('pdf');
    expect(extensionForMime('image/jpeg')).toBe('jpg');
    expect(extensionForMime('text/html')).toBeNull();
  });
});
