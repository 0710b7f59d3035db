/**
 * The notifications module's public face: `notify` (one user), `notifyMany`, `notifyAdmins` (every
 * active admin), `notifyCompany` (every member of a company), `markSubjectRead` and `markKindsReadFor`,
 * each taking the caller's transaction (docs/decisions/027).
 */
export { markKindsReadFor, markSubjectRead, notify, notifyAdmins, notifyCompany, notifyMany } from './service';
