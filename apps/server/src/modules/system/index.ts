/** The system module's public face: the maintenance run and the start-up check of the server secret. */
export { runMaintenance, type MaintenanceResult } from './maintenance';
export { assertSecretMatchesDatabase } from './settings';
