import { describe, expect, it } from 'vitest';
import { rejectionNote } from './rejection-reasons';

describe('rejection notes (docs/business-rules.md#rejection-reasons)', () => {
  it('joins the reason in Indonesian and the free text; either alone is enough', () => {
    expect(rejectionNote('expired', ' Terbit 2019. ')).toBe('Dokumen sudah tidak berlaku. Terbit 2019.');
    expect(rejectionNote('unreadable', '')).toBe('Dokumen tidak terbaca atau buram.');
    expect(rejectionNote('', 'Cap tidak ada')).toBe('Cap tidak ada');
    expect(rejectionNote('bogus', '  ')).toBe('');
  });
});
