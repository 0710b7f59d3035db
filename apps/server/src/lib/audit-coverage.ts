import { apiPath } from '@portal/contract';

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
  [route('POST', apiPath('auth/register.php'))]: ['user.register', 'company.register'],
  [route('POST', apiPath('auth/verify-otp.php'))]: ['user.verify_email'],
  [route('POST', apiPath('auth/reset-password.php'))]: ['auth.password_reset', 'admin.joined', 'member.join'],
  // Sign-in, sign-out, the second factor and sessions (docs/decisions/098, 099)
  [route('POST', apiPath('auth/login.php'))]: ['auth.login', 'auth.login_failed'],
  [route('POST', apiPath('auth/verify-mfa.php'))]: ['auth.login', 'auth.login_failed'],
  [route('POST', apiPath('auth/logout.php'))]: ['auth.logout'],
  [route('POST', apiPath('account/mfa/enable.php'))]: ['auth.mfa_enabled'],
  [route('POST', apiPath('account/mfa/disable.php'))]: ['auth.mfa_disabled'],
  [route('POST', apiPath('account/mfa/recovery-codes.php'))]: ['auth.mfa_recovery_codes'],
  [route('POST', apiPath('account/sessions/revoke.php'))]: ['auth.sessions_revoked'],
  [route('POST', apiPath('auth/change-pending-email.php'))]: ['user.change_email'],
  [route('POST', apiPath('users/update-profile.php'))]: ['user.update', 'company.update'],
  [route('POST', apiPath('users/change-password.php'))]: ['auth.password_changed'],
  [route('POST', apiPath('admin/users/set-suspended.php'))]: ['user.suspend', 'user.reactivate'],
  [route('POST', apiPath('admin/users/resend-otp.php'))]: ['user.resend_otp'],
  // Companies and their registration
  [route('POST', apiPath('companies/update.php'))]: ['company.update'],
  [route('POST', apiPath('admin/companies/update.php'))]: ['company.update'],
  [route('POST', apiPath('registrations/submit.php'))]: ['company.submit'],
  [route('POST', apiPath('admin/companies/verify.php'))]: ['company.verify', 'user.verify', 'company.reject'],
  [route('POST', apiPath('admin/companies/remind.php'))]: ['company.remind'],
  // Company staff (docs/business-rules.md#company-staff); `member.join` is written by reset-password
  [route('POST', apiPath('company/members/invite.php'))]: ['member.invite'],
  [route('POST', apiPath('company/members/remove.php'))]: ['member.remove'],
  // Documents
  [route('POST', apiPath('documents/upload.php'))]: ['document.upload'],
  [route('POST', apiPath('documents/delete.php'))]: ['document.delete'],
  [route('POST', apiPath('admin/documents/review.php'))]: ['document.verify', 'document.reject'],
  [route('POST', apiPath('admin/documents/verify-remaining.php'))]: ['document.verify'],
  // Applications and document requests (drafts here; status changes through transition())
  [route('POST', apiPath('applications/create.php'))]: ['application.create'],
  [route('POST', apiPath('applications/update.php'))]: ['application.update'],
  [route('POST', apiPath('applications/delete.php'))]: ['application.delete'],
  [route('POST', apiPath('applications/submit.php'))]: ['application.submit', 'invoice.issue'],
  [route('POST', apiPath('applications/withdraw.php'))]: ['application.withdraw', 'invoice.withdraw'],
  [route('POST', apiPath('admin/applications/decide.php'))]: [
    'application.approve',
    'application.reject',
    'invoice.cancel',
    'document_request.cancel',
  ],
  [route('POST', apiPath('admin/document-requests/create.php'))]: ['document_request.create'],
  [route('POST', apiPath('admin/document-requests/cancel.php'))]: ['document_request.cancel'],
  [route('POST', apiPath('admin/document-requests/check.php'))]: ['document_request.check'],
  [route('POST', apiPath('document-requests/fulfil.php'))]: ['document_request.fulfil'],
  // Payments
  [route('POST', apiPath('transactions/upload_proof.php'))]: ['invoice.upload_proof', 'document.upload'],
  [route('POST', apiPath('admin/payments/verify.php'))]: ['invoice.verify', 'application.pay', 'invoice.reject_proof'],
  [route('POST', apiPath('admin/payments/verify-batch.php'))]: [
    'invoice.verify',
    'invoice.confirm_transfer',
    'application.pay',
  ],
  [route('POST', apiPath('admin/transactions/cancel.php'))]: ['invoice.cancel', 'application.cancel_invoice'],
  // Four eyes (docs/business-rules.md#four-eyes): carried out at once (with `approval.waived` when
  // other administrators exist but none could decide), or a request that waits.
  [route('POST', apiPath('admin/transactions/refund.php'))]: [
    'invoice.refund',
    'approval.requested',
    'approval.waived',
  ],
  // Certificates
  [route('POST', apiPath('admin/certificates/publish.php'))]: [
    'certificate.publish',
    'application.complete',
    'certificate.supersede',
    'company.activate',
  ],
  [route('POST', apiPath('admin/certificates/update.php'))]: [
    'certificate.revise',
    'approval.requested',
    'approval.waived',
  ],
  [route('POST', apiPath('admin/certificates/revoke.php'))]: [
    'certificate.revoke',
    'approval.requested',
    'approval.waived',
  ],
  [route('POST', apiPath('admin/certificates/publish-batch.php'))]: [
    'certificate.publish',
    'application.complete',
    'certificate.supersede',
    'company.activate',
  ],
  [route('POST', apiPath('admin/certificates/update.php'))]: ['certificate.revise'],
  [route('POST', apiPath('admin/certificates/revoke.php'))]: ['certificate.revoke'],
  // Administration
  [route('POST', apiPath('admin/settings/update.php'))]: [
    'settings.update',
    'setting.separation_of_duties',
    'approval.requested',
    'approval.waived',
  ],
  [route('POST', apiPath('admin/fees/update.php'))]: ['fees.update', 'approval.requested', 'approval.waived'],
  [route('POST', apiPath('admin/sub-bidang/save.php'))]: ['catalogue.save'],
  [route('POST', apiPath('admin/sub-bidang/set-active.php'))]: ['catalogue.activate', 'catalogue.deactivate'],
  [route('POST', apiPath('admin/sub-bidang/qualifications.php'))]: ['catalogue.qualifications'],
  [route('POST', apiPath('admin/calendar/save.php'))]: ['calendar.save'],
  [route('POST', apiPath('admin/calendar/delete.php'))]: ['calendar.delete'],
  // Staff and four eyes (docs/business-rules.md#admin-roles, #four-eyes)
  [route('POST', apiPath('admin/admins/invite.php'))]: ['admin.invited'],
  [route('POST', apiPath('admin/admins/update.php'))]: ['admin.roles_changed', 'admin.disabled', 'admin.enabled'],
  [route('POST', apiPath('admin/approvals/decide.php'))]: [
    'approval.decided',
    'certificate.revoke',
    'certificate.revise',
    'invoice.refund',
    'fees.update',
    'setting.separation_of_duties',
  ],
  [route('POST', apiPath('admin/approvals/withdraw.php'))]: ['approval.withdrawn'],
  // Complaints and appeals (docs/business-rules.md#complaints-and-appeals)
  [route('POST', apiPath('appeals/create.php'))]: ['appeal.create'],
  [route('POST', apiPath('admin/appeals/decide.php'))]: [
    'appeal.uphold',
    'appeal.dismiss',
    'application.reopen',
    'application.reopen_unpaid',
    'invoice.issue',
    'company.reopen',
    'certificate.reinstate',
    'certificate.reinstate_expired',
  ],
  [route('POST', apiPath('admin/appeals/review.php'))]: ['appeal.review'],
  [route('POST', apiPath('complaints/create.php'))]: ['complaint.create'],
  [route('POST', apiPath('admin/complaints/answer.php'))]: ['complaint.answer'],
  // Back office (docs/decisions/103)
  [route('POST', apiPath('admin/notes/add.php'))]: ['company.note', 'application.note', 'invoice.note'],
  [route('POST', apiPath('admin/exports/start.php'))]: [
    'export.applications',
    'export.companies',
    'export.users',
    'export.transactions',
    'export.certificates',
    'export.documents',
    'export.audit',
  ],
};

/** Non-GET routes that write no audit row, each with the reason. */
export const AUDIT_EXEMPT_ROUTES: Readonly<Record<string, string>> = {
  [route('POST', apiPath('auth/resend-otp.php'))]:
    "A new confirmation code for one's own pending sign-up: a credential, no state of the account changes (an admin's resend is audited).",
  [route('POST', apiPath('auth/forgot-password.php'))]:
    'Mails a reset link (a credential) and answers the same for every address; the reset itself is audited.',
  [route('POST', apiPath('auth/get-user-by-uuid.php'))]: 'A read (POST to keep the uuid out of URLs): changes nothing.',
  [route('POST', apiPath('users/update-settings.php'))]:
    "The user's own theme preference: a display choice, not a state of the account.",
  [route('POST', apiPath('notifications/mark-read.php'))]:
    "Marks one's own notifications read: an inbox, not a record.",
  [route('POST', apiPath('notifications/mark-all-read.php'))]:
    "Marks one's own notifications read: an inbox, not a record.",
  [route('DELETE', apiPath('notifications/delete.php'))]: "Removes one's own notification: an inbox, not a record.",
  [route('POST', apiPath('logs/frontend-error.php'))]:
    "The web app's error report: a log line, not a change of anything.",
  [route('POST', apiPath('fees/quote.php'))]: 'Computes a fee from the current schedule: changes nothing.',
  // Public checks of certificates (docs/decisions/102): reads that log to the verification log, as verify.php does
  [route('POST', apiPath('certificates/verify-file.php'))]:
    'Checks an uploaded PDF against the issued revisions and drops it: a read (logged as a `file` verification).',
  [route('POST', apiPath('certificates/verify-credential.php'))]:
    'Checks a pasted credential: a read (logged as a `credential` verification).',
  [route('POST', apiPath('certificates/verify-batch.php'))]:
    'Looks up many numbers at once (POST for the length of the list): a read (logged as `batch` verifications).',
  [route('POST', apiPath('auth/check-availability.php'))]:
    'Tells whether sign-up would take an e-mail, phone, NPWP or NIB: a read (POST to keep the value out of URLs).',
  [route('POST', apiPath('admin/queue/claim.php'))]:
    'Tells the other administrators who is handling a queue item for 30 minutes: a note between colleagues that blocks nothing; the decision on the item is audited.',
  [route('POST', apiPath('admin/queue/release.php'))]:
    "Ends one's own claim on a queue item: a note between colleagues, not a change of the item.",
  [route('POST', apiPath('admin/payments/import-statement.php'))]:
    'Reads a bank statement and proposes matches: changes nothing (the confirmed set is verified, and audited, by verify-batch.php).',
};
