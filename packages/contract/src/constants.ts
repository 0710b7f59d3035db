/** Constants only (no zod): cheap to import from any web chunk. */
export * from './limits';
export * from './statuses';
export * from './errors';
// Zod-free workflow rules (the web's calculator preview, action buttons and formats).
export * from './common/transitions';
export * from './common/business-date';
export * from './catalogue/qualifications';
export * from './fees/tax';
export * from './fees/compute-fee';
export * from './applications/application-types';
export * from './applications/transitions';
export * from './applications/code-reg';
export * from './applications/documents';
export * from './applications/legal-data';
export * from './invoices/transitions';
export * from './invoices/trans-id';
export * from './invoices/verification-code';
// Verification queue: waiting time and rejection reasons (zod-free).
export * from './common/working-days';
export * from './reviews/rejection-reasons';
// Certificate numbers, dates and the public page's path (zod-free: the public pages import them).
export * from './certificates/rules';
// Endpoint keys, their types and the path helper (zod-free at run time; docs/decisions/093).
export * from './endpoints/define';
export * from './endpoints/types';
