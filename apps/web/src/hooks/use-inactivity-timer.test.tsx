import { act, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { INACTIVITY_LOGOUT_MS } from '@portal/contract/constants';
import { ACTIVITY_EVENTS, useInactivityTimer } from './use-inactivity-timer';

function Probe({ enabled, onExpire }: { enabled: boolean; onExpire: () => void }) {
  useInactivityTimer({ enabled, timeoutMs: INACTIVITY_LOGOUT_MS, onExpire });
  return null;
}

const fire = (type: string) => {
  const event = type === 'keydown' ? new KeyboardEvent(type) : new Event(type);
  (type === 'scroll' ? document : window).dispatchEvent(event);
};

describe('useInactivityTimer (1 hour)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('expires once after exactly one hour without activity', () => {
    const onExpire = vi.fn();
    render(<Probe enabled onExpire={onExpire} />);
    act(() => vi.advanceTimersByTime(INACTIVITY_LOGOUT_MS - 1));
    expect(onExpire).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onExpire).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(INACTIVITY_LOGOUT_MS * 2));
    expect(onExpire).toHaveBeenCalledTimes(1);
  });

  it.each(ACTIVITY_EVENTS)('%s resets the timer', (type) => {
    const onExpire = vi.fn();
    render(<Probe enabled onExpire={onExpire} />);
    act(() => vi.advanceTimersByTime(30 * 60_000));
    act(() => fire(type));
    act(() => vi.advanceTimersByTime(45 * 60_000)); // 75 min since start, 45 since activity
    expect(onExpire).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(15 * 60_000));
    expect(onExpire).toHaveBeenCalledTimes(1);
  });

  it('throttles resets: a burst of events within a second counts once', () => {
    const onExpire = vi.fn();
    render(<Probe enabled onExpire={onExpire} />);
    act(() => vi.advanceTimersByTime(10 * 60_000));
    act(() => fire('mousemove')); // resets at t = 10 min
    act(() => vi.advanceTimersByTime(500));
    act(() => fire('mousemove')); // ignored (within 1 s)
    act(() => vi.advanceTimersByTime(INACTIVITY_LOGOUT_MS - 500));
    expect(onExpire).toHaveBeenCalledTimes(1);
  });

  it('does nothing while disabled and stops when disabled (logout clears the timer)', () => {
    const onExpire = vi.fn();
    const { rerender } = render(<Probe enabled={false} onExpire={onExpire} />);
    act(() => vi.advanceTimersByTime(INACTIVITY_LOGOUT_MS * 2));
    expect(onExpire).not.toHaveBeenCalled();
    rerender(<Probe enabled onExpire={onExpire} />);
    act(() => vi.advanceTimersByTime(INACTIVITY_LOGOUT_MS / 2));
    rerender(<Probe enabled={false} onExpire={onExpire} />);
    act(() => vi.advanceTimersByTime(INACTIVITY_LOGOUT_MS * 2));
    expect(onExpire).not.toHaveBeenCalled();
  });

  it('an activity after the deadline (timers frozen by sleep) expires at once', () => {
    const onExpire = vi.fn();
    render(<Probe enabled onExpire={onExpire} />);
    // The clock jumps without timers firing, as after a laptop sleep.
    act(() => vi.setSystemTime(Date.now() + INACTIVITY_LOGOUT_MS + 1000));
    act(() => fire('click'));
    expect(onExpire).toHaveBeenCalledTimes(1);
  });
});
