import {
  APPLICATION_TRANSITIONS,
  CERTIFICATE_TRANSITIONS,
  DOCUMENT_REQUEST_TRANSITIONS,
  INVOICE_TRANSITIONS,
} from '@portal/contract';

const named = (entity: string, rules: readonly { name: string }[]) => rules.map((r) => `${entity}.${r.name}`);

/**
 * Actions written by the services outside the transition tables (docs/business-rules.md#audit-trail).
 * An action not listed here (or in a transition table) is shown as written, so a new one never
 * shows an empty cell (docs/decisions/086).
 */
const SERVICE_ACTIONS = [
  'user.register',
  'user.update',
  'user.suspend',
  'user.reactivate',
  'user.verify',
  'user.verify_email',
  'user.change_email',
  'user.change_password',
  'user.reset_password',
  'user.resend_otp',
  'user.expire_signup',
  'company.register',
  'company.update',
  'company.submit',
  'company.verify',
  'company.reject',
  'company.remind',
  'company.activate',
  'document.upload',
  'document.delete',
  'document.verify',
  'document.reject',
  'application.update',
  'application.delete',
  'certificate.revise',
  'settings.update',
  'fees.update',
  'catalogue.save',
  'catalogue.activate',
  'catalogue.deactivate',
  'calendar.save',
  'calendar.delete',
  'company.reopen',
  'appeal.create',
  'appeal.uphold',
  'appeal.dismiss',
  'complaint.create',
  'complaint.answer',
];

/** Every action the log names in words (`adminAudit:actions.<entity>.<verb>`), offered as suggestions in the filter. */
export const KNOWN_ACTIONS: readonly string[] = [
  ...new Set([
    ...named('application', APPLICATION_TRANSITIONS),
    ...named('document_request', DOCUMENT_REQUEST_TRANSITIONS),
    ...named('invoice', INVOICE_TRANSITIONS),
    ...named('certificate', CERTIFICATE_TRANSITIONS),
    ...SERVICE_ACTIONS,
  ]),
].sort();

/** The i18n key of an action's words, or null for an action the screen does not know. */
export const actionKey = (action: string): string | null =>
  KNOWN_ACTIONS.includes(action) ? `actions.${action}` : null;
