/** The system module's public face: the maintenance run and the start-up check of the server secret. */
export { MAINTENANCE_JOB, runMaintenance, sweepUploadLeftovers, type MaintenanceResult } from './maintenance';
export { assertSecretMatchesDatabase } from './settings';
