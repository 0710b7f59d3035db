import type { TTransitionRule } from '../common/transitions';
import type { TCertificateStatus } from '../statuses';

/**
 * The one transition table of certificates (docs/business-rules.md#certificate-status). A
 * revision is not a transition: the status stays, the revision counter goes up.
 */
export const CERTIFICATE_TRANSITIONS = [
  // An admin publishes an approved application.
  { name: 'publish', from: null, to: 'active', actor: 'admin' },
  // The scheduler, once the last valid day (WIB) is over.
  { name: 'expire', from: 'active', to: 'expired', actor: 'system' },
  { name: 'revoke', from: 'active', to: 'revoked', actor: 'admin' },
  // An upheld appeal of the revocation: active again, or expired when its last day has passed.
  { name: 'reinstate', from: 'revoked', to: 'active', actor: 'admin' },
  { name: 'reinstate_expired', from: 'revoked', to: 'expired', actor: 'admin' },
  // Publishing a renewal or upgrade of it (an expired one can still be renewed within the window).
  { name: 'supersede', from: 'active', to: 'superseded', actor: 'admin' },
  { name: 'supersede', from: 'expired', to: 'superseded', actor: 'admin' },
] as const satisfies readonly TTransitionRule<TCertificateStatus>[];
export type TCertificateTransitionName = (typeof CERTIFICATE_TRANSITIONS)[number]['name'];
