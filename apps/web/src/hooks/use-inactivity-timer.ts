import { useEffect, useRef } from 'react';

/** Mouse move, key press, click, scroll or touch count as activity (docs/business-rules.md#ui-constants). */
export const ACTIVITY_EVENTS = ['mousemove', 'keydown', 'click', 'scroll', 'touchstart'] as const;
/** Resets are throttled: a mouse move fires dozens of events a second. */
export const ACTIVITY_THROTTLE_MS = 1000;

interface Options {
  enabled: boolean;
  timeoutMs: number;
  onExpire: () => void;
  throttleMs?: number;
  target?: Window;
}

/**
 * Calls onExpire once after timeoutMs without activity while enabled. Disabling (logout) clears
 * the timer. An activity seen after the deadline (the laptop slept, timers were frozen) expires
 * at once instead of granting a new hour.
 */
export function useInactivityTimer({
  enabled,
  timeoutMs,
  onExpire,
  throttleMs = ACTIVITY_THROTTLE_MS,
  target,
}: Options): void {
  const onExpireRef = useRef(onExpire);
  useEffect(() => {
    onExpireRef.current = onExpire;
  }, [onExpire]);

  useEffect(() => {
    if (!enabled) return;
    const win = target ?? window;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let lastActivity = Date.now();
    let expired = false;

    const expire = () => {
      if (expired) return;
      expired = true;
      if (timer) clearTimeout(timer);
      onExpireRef.current();
    };
    const arm = () => {
      if (timer) clearTimeout(timer);
      timer = setTimeout(expire, timeoutMs);
    };
    const onActivity = () => {
      const now = Date.now();
      if (now - lastActivity >= timeoutMs) return expire();
      if (now - lastActivity < throttleMs) return;
      lastActivity = now;
      arm();
    };

    arm();
    for (const type of ACTIVITY_EVENTS) win.addEventListener(type, onActivity, { passive: true, capture: true });
    return () => {
      if (timer) clearTimeout(timer);
      for (const type of ACTIVITY_EVENTS) win.removeEventListener(type, onActivity, { capture: true });
    };
  }, [enabled, timeoutMs, throttleMs, target]);
}
