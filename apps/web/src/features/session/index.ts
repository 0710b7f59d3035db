export { SessionProvider } from './session-provider';
export { useSession, type TSessionState, type TSessionContext } from './session-context';
export { notifySessionExpired, onSessionExpired } from './session-events';
export * from './session-rules';
export { PROFILE_QUERY_KEY, profileQueryOptions } from './api/get-profile';
