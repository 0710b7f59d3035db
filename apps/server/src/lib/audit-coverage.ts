import { API } from '@portal/contract';

/**
 * Which state-changing route writes which audit actions, and which routes write none and why
 * (docs/business-rules.md#audited-actions, docs/decisions/085-audit-coverage.md). Every non-GET
 * route the app registers must be in exactly one of the two maps: test/audit-coverage.test.ts
 * enumerates the route table and fails for a new state-changing route that is in neither.
 *
 * An action is written only when the route's change happens (a save that changes nothing, a
 * refused request write none). Actions of `transition()` / `recordCreation()` are
 * `<machine>.<name>` (lib/transitions.ts); the others are written by the services named here.
 */

const route = (method: 'POST' | 'DELETE', url: string) => `${method} ${url}`;

/** Route → every action it may record (the first one is its main action). */
export const AUDITED_ROUTES: Readonly<Record<string, readonly string[]>> = {
  // Accounts (auth/*, account/*, users/*)
  [route('POST', API.register)]: ['user.register', 'company.register'],
  [route('POST', API.verifyOtp)]: ['user.verify_email'],
  [route('POST', API.resetPassword)]: ['user.reset_password'],
  [route('POST', API.changePendingEmail)]: ['user.change_email'],
  [route('POST', API.updateProfile)]: ['user.update', 'company.update'],
  [route('POST', API.changePassword)]: ['user.change_password'],
  [route('POST', API.adminUsersSetSuspended)]: ['user.suspend', 'user.reactivate'],
  [route('POST', API.adminUsersResendOtp)]: ['user.resend_otp'],
  // Companies and their registration
  [route('POST', API.companiesUpdate)]: ['company.update'],
  [route('POST', API.adminCompaniesUpdate)]: ['company.update'],
  [route('POST', API.registrationsSubmit)]: ['company.submit'],
  [route('POST', API.adminCompaniesVerify)]: ['company.verify', 'user.verify', 'company.reject'],
  [route('POST', API.adminCompaniesRemind)]: ['company.remind'],
  // Documents
  [route('POST', API.documentsUpload)]: ['document.upload'],
  [route('POST', API.documentsDelete)]: ['document.delete'],
  [route('POST', API.adminDocumentsReview)]: ['document.verify', 'document.reject'],
  [route('POST', API.adminDocumentsVerifyRemaining)]: ['document.verify'],
  // Applications and document requests (drafts here; status changes through transition())
  [route('POST', API.applicationsCreate)]: ['application.create'],
  [route('POST', API.applicationsUpdate)]: ['application.update'],
  [route('POST', API.applicationsDelete)]: ['application.delete'],
  [route('POST', API.applicationsSubmit)]: ['application.submit', 'invoice.issue'],
  [route('POST', API.applicationsWithdraw)]: ['application.withdraw', 'invoice.withdraw'],
  [route('POST', API.adminApplicationsDecide)]: ['application.approve', 'application.reject', 'invoice.cancel', 'document_request.cancel'],
  [route('POST', API.adminDocumentRequestsCreate)]: ['document_request.create'],
  [route('POST', API.adminDocumentRequestsCancel)]: ['document_request.cancel'],
  [route('POST', API.documentRequestsFulfil)]: ['document_request.fulfil'],
  // Payments
  [route('POST', API.transactionsUploadProof)]: ['invoice.upload_proof', 'document.upload'],
  [route('POST', API.adminPaymentsVerify)]: ['invoice.verify', 'application.pay', 'invoice.reject_proof'],
  [route('POST', API.adminTransactionsCancel)]: ['invoice.cancel', 'application.cancel_invoice'],
  [route('POST', API.adminTransactionsRefund)]: ['invoice.refund'],
  // Certificates
  [route('POST', API.adminCertificatesPublish)]: ['certificate.publish', 'application.complete', 'certificate.supersede', 'company.activate'],
  [route('POST', API.adminCertificatesUpdate)]: ['certificate.revise'],
  [route('POST', API.adminCertificatesRevoke)]: ['certificate.revoke'],
  // Administration
  [route('POST', API.adminSettingsUpdate)]: ['settings.update'],
  [route('POST', API.adminFeesUpdate)]: ['fees.update'],
  [route('POST', API.adminSubBidangSave)]: ['catalogue.save'],
  [route('POST', API.adminSubBidangSetActive)]: ['catalogue.activate', 'catalogue.deactivate'],
  [route('POST', API.adminCalendarSave)]: ['calendar.save'],
  [route('POST', API.adminCalendarDelete)]: ['calendar.delete'],
};

/** Non-GET routes that write no audit row, each with the reason. */
export const AUDIT_EXEMPT_ROUTES: Readonly<Record<string, string>> = {
  [route('POST', API.login)]: 'Signing in changes no user, company or record: sessions are not audited (the session table and the login rate limits keep them).',
  [route('POST', API.logout)]: 'Signing out ends a session only.',
  [route('POST', API.resendOtp)]: "A new confirmation code for one's own pending sign-up: a credential, no state of the account changes (an admin's resend is audited).",
  [route('POST', API.forgotPassword)]: 'Mails a reset link (a credential) and answers the same for every address; the reset itself is audited.',
  [route('POST', API.getUserByUuid)]: 'A read (POST to keep the uuid out of URLs): changes nothing.',
  [route('POST', API.updateSettings)]: "The user's own theme preference: a display choice, not a state of the account.",
  [route('POST', API.notificationsMarkRead)]: "Marks one's own notifications read: an inbox, not a record.",
  [route('POST', API.notificationsMarkAllRead)]: "Marks one's own notifications read: an inbox, not a record.",
  [route('DELETE', API.notificationsDelete)]: "Removes one's own notification: an inbox, not a record.",
  [route('POST', API.frontendError)]: "The web app's error report: a log line, not a change of anything.",
  [route('POST', API.feesQuote)]: 'Computes a fee from the current schedule: changes nothing.',
};
