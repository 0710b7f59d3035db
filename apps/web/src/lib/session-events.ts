/**
 * A tiny bus between the request layer and the session. `expired`: a call answered 401
 * UNAUTHENTICATED while logged in (the server ends a session after an hour idle,
 * docs/business-rules.md#sessions), so the session checks the profile again and the guards send
 * the user to /login. `ended`: the signed-in user is gone (logout, or another check found no
 * session), so every cached answer of that user is dropped.
 */
type Listener = () => void;
const expired = new Set<Listener>();
const ended = new Set<Listener>();

const subscribe = (set: Set<Listener>, listener: Listener) => {
  set.add(listener);
  return () => {
    set.delete(listener);
  };
};
const emit = (set: Set<Listener>) => {
  for (const l of [...set]) l();
};

export const onSessionExpired = (listener: Listener): (() => void) => subscribe(expired, listener);
export const notifySessionExpired = (): void => emit(expired);
export const onSessionEnded = (listener: Listener): (() => void) => subscribe(ended, listener);
export const notifySessionEnded = (): void => emit(ended);
