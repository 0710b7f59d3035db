/** The settings module's public face (docs/decisions/023): invoices and certificates read the settings they print. */
export { readSettings, writeSettings } from './settings-store';
