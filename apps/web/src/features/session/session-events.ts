/**
 * A tiny bus between the query layer and the session: any call answering 401 UNAUTHENTICATED
 * while logged in means the server ended the session (1 h idle, DOMAIN.md), so the session
 * re-checks the profile and the guards send the user to /login.
 */
type Listener = () => void;
const listeners = new Set<Listener>();

export function onSessionExpired(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function notifySessionExpired(): void {
  for (const l of [...listeners]) l();
}
