/**
 * The sections of docs/api.md, in order, and the OpenAPI tags of the same names. Each endpoint
 * names its section; `intro` and `outro` are the words around its table. The headings are cited
 * as anchors (`docs/api.md#documents`): renaming one breaks the links that the docs test checks.
 */
export const API_SECTIONS = {
  system: { title: 'System' },
  auth: { title: 'Auth' },
  account: { title: 'Account' },
  'company-registration': { title: 'Company registration' },
  'company-members': { title: 'Company members' },
  documents: { title: 'Documents' },
  notifications: { title: 'Notifications' },
  'error-reports': { title: 'Error reports' },
  'catalogue-and-fees': { title: 'Catalogue and fees' },
  applications: { title: 'Applications', intro: '`code_reg` goes in the query (GET) or the body (POST).' },
  invoices: { title: 'Invoices' },
  certificates: { title: 'Certificates' },
  dashboards: { title: 'Dashboards' },
  'admin-users': { title: 'Admin: users' },
  'admin-companies-and-documents': { title: 'Admin: companies and documents' },
  'verification-queue': {
    title: 'Verification queue',
    level: 3,
    outro:
      "File answers carry `Content-Security-Policy: sandbox; frame-ancestors 'self'`: the admin detail\n" +
      'shows `get_document.php` in a preview pane on the same origin; no other site may frame it.',
  },
  'admin-catalogue-fees-and-settings': { title: 'Admin: catalogue, fees and settings' },
  'working-day-calendar': {
    title: 'Working-day calendar',
    level: 3,
    intro: 'Collective-leave days (cuti bersama) for [working days](business-rules.md#working-days):',
  },
  'admin-applications-and-document-requests': { title: 'Admin: applications and document requests' },
  'admin-invoices-and-payments': {
    title: 'Admin: invoices and payments',
    outro:
      'Proof files and request documents are read through `documents/download.php` and\n' +
      '`admin/documents/get_document.php` like any document.',
  },
  'admin-certificates': { title: 'Admin: certificates' },
  'admin-dashboard-and-audit': { title: 'Admin: dashboard and audit' },
  'admin-staff-and-approvals': {
    title: 'Admin: staff and approvals',
    intro:
      'Administrators, their roles and the four-eyes requests ([Admin roles](business-rules.md#admin-roles), [Four eyes](business-rules.md#four-eyes)):',
  },
  'complaints-and-appeals': {
    title: 'Complaints and appeals',
    intro: 'ISO/IEC 17065 §7.13, as [built](business-rules.md#complaints-and-appeals).',
  },
  'admin-back-office': {
    title: 'Admin: queues, claims, notes, exports and setup',
    intro:
      'The work queues and their menu counts are described in [Queues](business-rules.md#queues); claims never\n' +
      'block a call: they only tell other administrators who is handling an item.',
  },
} as const satisfies Record<string, { title: string; level?: 2 | 3; intro?: string; outro?: string }>;

export type TApiSection = keyof typeof API_SECTIONS;
