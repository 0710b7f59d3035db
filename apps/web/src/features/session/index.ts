export { SessionProvider } from './session-provider';
export { useSession, type TSessionState, type TSessionContext } from './session-context';
export { createSessionStore, type TSessionStore, type TSessionSnapshot } from './session-store';
export { notifySessionExpired, onSessionExpired, onSessionEnded } from '@/lib/session-events';
export * from './session-rules';
