/**
 * The companies feature's public face (docs/decisions/021): the company form, which the
 * registration screen reuses, and the rules on which company fields a form shows and locks.
 * Its page is in ./pages.ts, for the route table.
 */
export { CompanyForm } from './components/company-form';
export { isIdentityLocked, missingRegistrationFields, REGISTRATION_FORM_FIELDS } from './lib/company-form-model';
export { ApprovedDocuments as RegistrationDocumentsCard } from './components/approved-documents';
