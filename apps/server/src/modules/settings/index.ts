/** The settings module's public face (docs/decisions/023): invoices and certificates read the settings they print. */
/** Turning the separation of duties off, a four-eyes action, for the approvals module (docs/decisions/101). */
export { separationOfDutiesApprovalAction } from './service';
export { readSettings, writeSettings } from './settings-store';
