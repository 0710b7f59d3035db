/** The logs module's public face: what other modules may use (docs/decisions/023). */
export { purgeOldFrontendErrors } from './service';
