/**
 * Claiming in the web app (docs/business-rules.md#claiming): "Saya tangani" on a queue item, the
 * handler's name, and the warning before acting on another clerk's item.
 */
export { ClaimControl, useClaimWarning, isLive, type TClaimTarget } from './claim';
