/**
 * The notifications module's public face: `notify` (one user), `notifyMany`, `notifyAdmins` (every
 * active admin), `markSubjectRead` and `markKindsReadFor`, each taking the caller's transaction (docs/decisions/027).
 */
export { markKindsReadFor, markSubjectRead, notify, notifyAdmins, notifyMany } from './service';
