import { ACCOUNT_ENDPOINTS } from './account';
import { ADMINS_ENDPOINTS } from './admins';
import { APPEALS_ENDPOINTS } from './appeals';
import { APPLICATIONS_ENDPOINTS } from './applications';
import { APPROVALS_ENDPOINTS } from './approvals';
import { AUDIT_ENDPOINTS } from './audit';
import { AUTH_ENDPOINTS } from './auth';
import { CATALOGUE_ENDPOINTS } from './catalogue';
import { CERTIFICATES_ENDPOINTS } from './certificates';
import { COMPANIES_ENDPOINTS } from './companies';
import { DASHBOARD_ENDPOINTS } from './dashboard';
import { DOCUMENTS_ENDPOINTS } from './documents';
import { EXPORTS_ENDPOINTS } from './exports';
import { FEES_ENDPOINTS } from './fees';
import { INVOICES_ENDPOINTS } from './invoices';
import { LOGS_ENDPOINTS } from './logs';
import { MENU_COUNTS_ENDPOINTS } from './menu-counts';
import { MFA_ENDPOINTS } from './mfa';
import { NOTIFICATIONS_ENDPOINTS } from './notifications';
import { QUEUE_ENDPOINTS } from './queue';
import { REGIONS_ENDPOINTS } from './regions';
import { REGISTRATIONS_ENDPOINTS } from './registrations';
import { SETTINGS_ENDPOINTS } from './settings';
import { SETUP_ENDPOINTS } from './setup';
import { SYSTEM_ENDPOINTS } from './system';
import { USERS_ENDPOINTS } from './users';

/**
 * Every endpoint of the API, keyed by its path under /backend/api/ (docs/decisions/093). The server
 * registers a route for each, the web app's client calls them by key, and the OpenAPI document and
 * docs/api.md are generated from them.
 */
export const ENDPOINTS = {
  ...ACCOUNT_ENDPOINTS,
  ...ADMINS_ENDPOINTS,
  ...APPEALS_ENDPOINTS,
  ...APPLICATIONS_ENDPOINTS,
  ...APPROVALS_ENDPOINTS,
  ...AUDIT_ENDPOINTS,
  ...AUTH_ENDPOINTS,
  ...CATALOGUE_ENDPOINTS,
  ...CERTIFICATES_ENDPOINTS,
  ...COMPANIES_ENDPOINTS,
  ...DASHBOARD_ENDPOINTS,
  ...DOCUMENTS_ENDPOINTS,
  ...EXPORTS_ENDPOINTS,
  ...FEES_ENDPOINTS,
  ...INVOICES_ENDPOINTS,
  ...LOGS_ENDPOINTS,
  ...MENU_COUNTS_ENDPOINTS,
  ...MFA_ENDPOINTS,
  ...NOTIFICATIONS_ENDPOINTS,
  ...QUEUE_ENDPOINTS,
  ...REGIONS_ENDPOINTS,
  ...REGISTRATIONS_ENDPOINTS,
  ...SETTINGS_ENDPOINTS,
  ...SETUP_ENDPOINTS,
  ...SYSTEM_ENDPOINTS,
  ...USERS_ENDPOINTS,
};
