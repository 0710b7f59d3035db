/**
 * The notifications module's public face: `notify` (one user), `notifyMany`, `notifyAdmins` (every
 * active admin) and `markSubjectRead`, each taking the caller's transaction (docs/decisions/027).
 */
export { markSubjectRead, notify, notifyAdmins, notifyMany } from './service';
