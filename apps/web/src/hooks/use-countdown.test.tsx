import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useCountdown } from './use-countdown';

describe('useCountdown', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('counts down one per second and stops at 0', () => {
    const { result } = renderHook(() => useCountdown(3));
    expect(result.current.secondsLeft).toBe(3);
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current.secondsLeft).toBe(2);
    act(() => vi.advanceTimersByTime(1000));
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current.secondsLeft).toBe(0);
    act(() => vi.advanceTimersByTime(5000));
    expect(result.current.secondsLeft).toBe(0);
  });

  it('start() restarts it; odd input is clamped', () => {
    const { result } = renderHook(() => useCountdown(0));
    expect(result.current.secondsLeft).toBe(0);
    act(() => result.current.start(45.7));
    expect(result.current.secondsLeft).toBe(45);
    act(() => result.current.start(-5));
    expect(result.current.secondsLeft).toBe(0);
    act(() => result.current.start(Number.NaN));
    expect(result.current.secondsLeft).toBe(0);
  });
});
