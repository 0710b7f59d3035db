import { describe, expect, it } from 'vitest';
import { formatPhone } from './format-phone';

// Issue 23, point 8: phone numbers were shown raw ("+62224231234").
describe('formatPhone', () => {
  it.each([
    ['+62224231234', '+62 22 423 1234'],
    ['+622142312345', '+62 21 4231 2345'],
    ['+62274512345', '+62 274 512 345'],
    ['+6281234567890', '+62 812-3456-7890'],
    ['+628123456789', '+62 812-3456-789'],
  ])('%s → %s', (raw, shown) => {
    expect(formatPhone(raw)).toBe(shown);
  });

  it('leaves anything that is not +62 and digits as it is', () => {
    expect(formatPhone('021-555')).toBe('021-555');
    expect(formatPhone(null)).toBe('');
  });
});
