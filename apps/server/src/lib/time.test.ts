import { describe, expect, it } from 'vitest';
import { offsetClock, systemClock } from './time';

describe('offsetClock', () => {
  it('reads the system time moved by whole days', () => {
    const before = Date.now();
    const read = offsetClock(1000).now().getTime();
    expect(read - before).toBeGreaterThanOrEqual(1000 * 86_400_000);
    expect(read - Date.now()).toBeLessThanOrEqual(1000 * 86_400_000);
    expect(offsetClock(-1).now().getTime()).toBeLessThan(Date.now());
  });

  it('is the system clock itself for 0', () => {
    expect(offsetClock(0)).toBe(systemClock);
  });
});
