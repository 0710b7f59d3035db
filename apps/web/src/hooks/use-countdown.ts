import { useCallback, useEffect, useState } from 'react';

const TICK_MS = 250;
const toDeadline = (seconds: number) =>
  Date.now() + (Number.isFinite(seconds) ? Math.max(0, Math.floor(seconds)) : 0) * 1000;

/**
 * A seconds countdown (OTP resend wait): start(n) restarts it; 0 means done. It counts
 * against a deadline, so a throttled background tab still shows the right time when it wakes.
 */
export function useCountdown(initialSeconds = 0): { secondsLeft: number; start: (seconds: number) => void } {
  const [clock, setClock] = useState(() => {
    const now = Date.now();
    return { now, deadline: toDeadline(initialSeconds) };
  });
  const secondsLeft = Math.max(0, Math.ceil((clock.deadline - clock.now) / 1000));
  const running = secondsLeft > 0;

  useEffect(() => {
    if (!running) return;
    const id = setInterval(() => setClock((c) => ({ ...c, now: Date.now() })), TICK_MS);
    return () => clearInterval(id);
  }, [running]);

  const start = useCallback((seconds: number) => setClock({ now: Date.now(), deadline: toDeadline(seconds) }), []);
  return { secondsLeft, start };
}
