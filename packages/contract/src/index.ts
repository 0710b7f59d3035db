export * from './limits';
export * from './statuses';
export * from './errors';
// The id/en text catalogues (docs/decisions/097)
export * from './texts';
export * from './common/envelope';
export * from './common/fields';
export * from './common/list';
export * from './auth/schemas';
export * from './auth/change-pending-email';
export * from './users/schemas';
export * from './notifications/schemas';
export * from './notifications/kinds';
export * from './logs/schemas';
export * from './documents/document-types';
export * from './documents/schemas';
export * from './companies/schemas';
export * from './companies/member-roles';
export * from './companies/members';
export * from './auth/availability';
export * from './regions/schemas';
export * from './account/schemas';
export * from './account/security';
export * from './admin/users';
export * from './admin/companies';
export * from './admin/documents';
export * from './admin/exports';
export * from './system/schemas';
// Issue 9: catalogue, fees, applications, invoices
export * from './common/labels';
export * from './common/exports';
export * from './common/transitions';
export * from './common/business-date';
export * from './common/working-days';
export * from './common/applicant-clock';
export * from './common/deep-links';
export * from './common/applicant-clock-schema';
export * from './common/workflow-fields';
export * from './common/status-event';
export * from './catalogue/qualifications';
export * from './catalogue/schemas';
export * from './fees/tax';
export * from './fees/compute-fee';
export * from './fees/schemas';
export * from './fees/default-schedule';
export * from './settings/schemas';
export * from './applications/application-types';
export * from './applications/transitions';
export * from './applications/code-reg';
export * from './applications/documents';
export * from './applications/legal-data';
export * from './applications/fields';
export * from './applications/schemas';
export * from './applications/admin';
export * from './applications/document-requests';
export * from './invoices/transitions';
export * from './invoices/trans-id';
export * from './invoices/verification-code';
export * from './invoices/urls';
export * from './invoices/schemas';
export * from './invoices/public';
export * from './invoices/admin';
// Verification queue, reviewer history, rejection reasons (docs/api.md#verification-queue)
export * from './common/format-money';
export * from './common/format-ids';
export * from './reviews/rejection-reasons';
export * from './reviews/schemas';
// Certificates (docs/api.md#certificates)
export * from './certificates/transitions';
export * from './certificates/rules';
export * from './certificates/schemas';
export * from './certificates/verifiable';
// Dashboards, analytics and the working-day calendar (docs/api.md#dashboards)
export * from './dashboard';
// Audit trail (docs/business-rules.md#audit-trail)
export * from './audit/schemas';
// Administrators' roles and four-eyes requests (docs/decisions/101)
export * from './admins/schemas';
export * from './approvals/schemas';
// Complaints and appeals (docs/business-rules.md#complaints-and-appeals)
export * from './appeals/schemas';
// Back office: queues, claiming, bulk work, bank statements, exports, first-run setup (docs/decisions/103)
export * from './queue/queues';
export * from './queue/schemas';
export * from './certificates/batch';
export * from './invoices/statement';
export * from './exports/schemas';
export * from './setup/schemas';
// Endpoints, each defined once (docs/decisions/093)
export * from './endpoints/define';
export * from './endpoints/error-codes';
export * from './endpoints/sections';
export * from './endpoints/types';
export * from './endpoints/index';
