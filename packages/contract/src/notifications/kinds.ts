import { z } from 'zod';
import {
  REGISTRATION_DOCUMENT_LABELS_EN,
  REGISTRATION_DOCUMENT_LABELS_ID,
  isRegistrationDocumentType,
} from '../documents/document-types';
import type { TLanguage } from '../limits';
import { APPROVAL_ACTIONS, type TApprovalAction, type TNotificationType } from '../statuses';
import { format, type TCatalogueKey, type TTextParams } from '../texts/catalogue';
import { NOTIFICATION_TEXTS } from '../texts/notification-texts';
import { calendarDayText } from '../texts/server-texts';
import { localizeRejectionNote } from '../reviews/rejection-reasons';

/**
 * Notification kinds (docs/business-rules.md#notifications; docs/decisions/027). A notification is
 * stored as its kind and parameters and rendered in the reader's language when listed. Adding a
 * kind is one entry here: its parameters, its type, whether it is about the reader's own
 * account or company status (the web app then reloads the profile), the subject it is about (so
 * the notifications of every admin about it can be marked read once one acts), and how its id/en
 * text (`<kind>.title`, `<kind>.message` of the texts catalogue, docs/decisions/097) is filled in.
 */
export interface TNotificationText {
  title: string;
  message: string;
}

interface KindDefinition<P extends z.ZodType> {
  params: P;
  type: TNotificationType;
  /** About the reader's own account or company status: the list item carries `refresh_profile: true`. */
  refreshProfile: boolean;
  /** What the notification is about, e.g. `company:12`; null when nothing marks it read for the reader. */
  subject?: (params: z.infer<P>) => string;
  /** The title and message in one language, from the catalogue. */
  text: (params: z.infer<P>, lang: TLanguage) => TNotificationText;
}
const kind = <P extends z.ZodType>(definition: KindDefinition<P>) => definition;

type TTextKey = TCatalogueKey<typeof NOTIFICATION_TEXTS>;
/** The kinds that have texts in the catalogue (every one but `legacy`, whose rows carry their own). */
type TitleOf<K> = K extends `${infer N}.title` ? N : never;
type TKindWithText = TitleOf<TTextKey>;

/**
 * A kind's title and message in `lang`, its placeholders filled from `params`. A parameter holding a
 * calendar day `YYYY-MM-DD` (a due date, a last valid day) is written in words in the reader's
 * language ("4 Desember 2026", "4 December 2026"; docs/decisions/104), and a note that begins with
 * one of the admin's preset reasons shows that reason in the reader's language.
 */
const say = (
  lang: TLanguage,
  name: TKindWithText,
  params: TTextParams,
  message: 'message' | 'message_expired' = 'message',
): TNotificationText => ({
  title: NOTIFICATION_TEXTS[lang][`${name}.title`],
  message: format(NOTIFICATION_TEXTS[lang][`${name}.${message}` as TTextKey], readable(params, lang)),
});

const CALENDAR_DAY = /^\d{4}-\d{2}-\d{2}$/;
const NOTE_PARAMS = new Set(['note', 'reason', 'reasons']);

/** The parameters as a reader reads them: days in words, preset reasons in their language. */
function readable(params: TTextParams, lang: TLanguage): TTextParams {
  const out: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(params)) {
    if (typeof value !== 'string') out[key] = value;
    else if (CALENDAR_DAY.test(value)) out[key] = calendarDayText(value, lang);
    else out[key] = NOTE_PARAMS.has(key) ? localizeRejectionNote(value, lang) : value;
  }
  return out;
}

/** The label of a registration document type in one language (the type itself when unknown). */
export function documentLabel(type: string, lang: TLanguage): string {
  if (!isRegistrationDocumentType(type)) return type;
  return (lang === 'en' ? REGISTRATION_DOCUMENT_LABELS_EN : REGISTRATION_DOCUMENT_LABELS_ID)[type];
}

const zCompany = z.object({ companyId: z.number().int(), companyName: z.string() });
const zDocument = z.object({ documentType: z.string(), note: z.string().optional() });
const zInvoice = z.object({ uuidInvoice: z.string(), transId: z.string() });

/** Subjects: what a notification is about (`<entity>:<id>`). */
export const notificationSubject = {
  company: (companyId: number) => `company:${companyId}`,
  document: (documentUuid: string) => `document:${documentUuid}`,
  invoice: (uuidInvoice: string) => `invoice:${uuidInvoice}`,
  application: (codeReg: string) => `application:${codeReg}`,
  approval: (uuid: string) => `approval:${uuid}`,
  appeal: (uuid: string) => `appeal:${uuid}`,
  complaint: (uuid: string) => `complaint:${uuid}`,
};

// Applications, invoice issuing and document requests (docs/business-rules.md#notifications).
const zApplication = z.object({ codeReg: z.string(), companyName: z.string() });
/** Rupiah as Indonesian invoices print it: "Rp 3.885.000" (the same in both languages). */
const rupiah = (amount: number) => `Rp ${String(Math.trunc(amount)).replace(/\B(?=(\d{3})+(?!\d))/g, '.')}`;

/** A four-eyes request as notifications name it: its action and the entity's label (a number, a transId). */
const zApproval = z.object({ uuid: z.string(), action: z.enum(APPROVAL_ACTIONS), entity: z.string() });
const approvalWhat = (p: { action: TApprovalAction; entity: string }, lang: TLanguage) =>
  format(NOTIFICATION_TEXTS[lang][`approval_action.${p.action}`], { entity: p.entity });

/** A certificate as notifications name it; `validUntil` is a WIB date `YYYY-MM-DD`. */
const zCertificate = z.object({ number: z.string(), codeReg: z.string(), validUntil: z.string() });

export const NOTIFICATION_KINDS = {
  /** Rows written before kinds existed: their stored Indonesian text, shown as is in every language. */
  legacy: kind({
    params: z.object({ title: z.string(), message: z.string(), type: z.string().optional() }),
    type: 'info',
    refreshProfile: false,
    text: (p) => ({ title: p.title, message: p.message }),
  }),
  registration_approved: kind({
    params: z.object({ companyName: z.string() }),
    type: 'success',
    refreshProfile: true,
    text: (p, lang) => say(lang, 'registration_approved', p),
  }),
  registration_rejected: kind({
    params: z.object({ companyName: z.string(), reasons: z.string() }),
    type: 'error',
    refreshProfile: true,
    text: (p, lang) => say(lang, 'registration_rejected', p),
  }),
  document_verified: kind({
    params: zDocument,
    type: 'success',
    refreshProfile: true,
    text: (p, lang) => say(lang, 'document_verified', { document: documentLabel(p.documentType, lang) }),
  }),
  document_rejected: kind({
    params: zDocument,
    type: 'error',
    refreshProfile: true,
    text: (p, lang) =>
      say(lang, 'document_rejected', { document: documentLabel(p.documentType, lang), note: p.note ?? '-' }),
  }),
  /** To admins: a company replaced a rejected document while its registration is in review. */
  document_replaced: kind({
    params: zCompany.extend({ documentType: z.string(), documentUuid: z.string() }),
    type: 'info',
    refreshProfile: false,
    subject: (p) => notificationSubject.document(p.documentUuid),
    text: (p, lang) => say(lang, 'document_replaced', { ...p, document: documentLabel(p.documentType, lang) }),
  }),
  /** To admins: a company submitted its registration for verification. */
  company_submitted: kind({
    params: zCompany,
    type: 'info',
    refreshProfile: false,
    subject: (p) => notificationSubject.company(p.companyId),
    text: (p, lang) => say(lang, 'company_submitted', p),
  }),
  /** To a company that stopped before submitting its registration. */
  registration_reminder: kind({
    params: z.object({ companyName: z.string() }),
    type: 'warning',
    refreshProfile: false,
    text: (p, lang) => say(lang, 'registration_reminder', p),
  }),
  // Payments (docs/business-rules.md#payment-verification, #invoice-status).
  /** To admins: a company uploaded a transfer proof; the invoice waits in Verifikasi Pembayaran. */
  payment_proof_uploaded: kind({
    params: zInvoice.extend({ companyName: z.string() }),
    type: 'info',
    refreshProfile: false,
    subject: (p) => notificationSubject.invoice(p.uuidInvoice),
    text: (p, lang) => say(lang, 'payment_proof_uploaded', p),
  }),
  /** To the company: its payment was verified; the application is now under review. */
  invoice_paid: kind({
    params: zInvoice,
    type: 'success',
    refreshProfile: false,
    text: (p, lang) => say(lang, 'invoice_paid', p),
  }),
  /** To the company: the admin rejected its transfer proof (with the note); it may upload another. */
  payment_proof_rejected: kind({
    params: zInvoice.extend({ note: z.string() }),
    type: 'error',
    refreshProfile: false,
    text: (p, lang) => say(lang, 'payment_proof_rejected', p),
  }),
  /** To the company: an admin cancelled the invoice, or its due date passed; the application is a draft again. */
  invoice_cancelled: kind({
    params: zInvoice.extend({ cause: z.enum(['admin', 'expired']), reason: z.string().optional() }),
    type: 'warning',
    refreshProfile: false,
    text: (p, lang) =>
      say(
        lang,
        'invoice_cancelled',
        { ...p, reason: p.reason ?? '-' },
        p.cause === 'expired' ? 'message_expired' : 'message',
      ),
  }),
  /** To the company: the payment of its rejected application was refunded. */
  invoice_refunded: kind({
    params: zInvoice.extend({ reason: z.string() }),
    type: 'info',
    refreshProfile: false,
    text: (p, lang) => say(lang, 'invoice_refunded', p),
  }),
  /** To the company: its application was submitted (the invoice follows in its own notification). */
  application_submitted: kind({
    params: zApplication,
    type: 'success',
    refreshProfile: false,
    text: (p, lang) => say(lang, 'application_submitted', p),
  }),
  /** To admins: a company submitted an application. */
  application_received: kind({
    params: zApplication,
    type: 'info',
    refreshProfile: false,
    subject: (p) => notificationSubject.application(p.codeReg),
    text: (p, lang) => say(lang, 'application_received', p),
  }),
  /** To the company (with an e-mail): the invoice of its submitted application. */
  invoice_issued: kind({
    params: z.object({ codeReg: z.string(), transId: z.string(), total: z.number(), dueDate: z.string() }),
    type: 'info',
    refreshProfile: false,
    text: (p, lang) => say(lang, 'invoice_issued', { ...p, total: rupiah(p.total) }),
  }),
  /** To the company (with an e-mail). */
  application_approved: kind({
    params: zApplication,
    type: 'success',
    refreshProfile: false,
    text: (p, lang) => say(lang, 'application_approved', p),
  }),
  /** To the company (with an e-mail), with the admin's reason. */
  application_rejected: kind({
    params: zApplication.extend({ reason: z.string() }),
    type: 'error',
    refreshProfile: false,
    text: (p, lang) => say(lang, 'application_rejected', p),
  }),
  /** To the company (with an e-mail): an admin asks for another document. */
  document_request_created: kind({
    params: zApplication.extend({ title: z.string(), dueDate: z.string() }),
    type: 'warning',
    refreshProfile: false,
    text: (p, lang) => say(lang, 'document_request_created', p),
  }),
  /** To the company: an admin withdrew a request. */
  document_request_cancelled: kind({
    params: zApplication.extend({ title: z.string(), reason: z.string() }),
    type: 'info',
    refreshProfile: false,
    text: (p, lang) => say(lang, 'document_request_cancelled', p),
  }),
  /** To the company, once: a requested document is past its due date and still missing. */
  document_request_overdue: kind({
    params: zApplication.extend({ title: z.string(), dueDate: z.string() }),
    type: 'warning',
    refreshProfile: false,
    text: (p, lang) => say(lang, 'document_request_overdue', p),
  }),
  /** To admins: the company uploaded the requested document. */
  document_request_fulfilled: kind({
    params: zApplication.extend({ title: z.string() }),
    type: 'info',
    refreshProfile: false,
    subject: (p) => notificationSubject.application(p.codeReg),
    text: (p, lang) => say(lang, 'document_request_fulfilled', p),
  }),
  // Certificates (docs/business-rules.md#certificate-issue, #certificate-revision, #certificate-revocation).
  /** To the company (with an e-mail): its certificate was published; the link opens it. */
  certificate_published: kind({
    params: zCertificate,
    type: 'success',
    // The Sertifikat menu appears with the first active certificate.
    refreshProfile: true,
    text: (p, lang) => say(lang, 'certificate_published', p),
  }),
  /** To the company: an admin corrected the certificate's data (same number, new revision and PDF). */
  certificate_revised: kind({
    params: z.object({ number: z.string(), revision: z.number().int(), reason: z.string() }),
    type: 'info',
    refreshProfile: false,
    text: (p, lang) => say(lang, 'certificate_revised', p),
  }),
  /** To the company (with an e-mail): the certificate was revoked, with the admin's reason. */
  certificate_revoked: kind({
    params: z.object({ number: z.string(), reason: z.string() }),
    type: 'error',
    refreshProfile: true,
    text: (p, lang) => say(lang, 'certificate_revoked', p),
  }),
  // Certificates: expiry reminders (docs/business-rules.md#certificate-reminders).
  /** To the company (with an e-mail), once per threshold: the certificate's last valid day is near. */
  // Company staff (docs/business-rules.md#company-staff).
  /** To the company's owner: an invited staff member set a password and can now work for the company. */
  member_joined: kind({
    params: z.object({ name: z.string(), email: z.string(), companyName: z.string() }),
    type: 'success',
    refreshProfile: false,
    text: (p, lang) => say(lang, 'member_joined', p),
  }),
  certificate_expiring: kind({
    params: z.object({
      certificateUuid: z.string(),
      number: z.string(),
      validUntil: z.string(),
      daysLeft: z.number().int(),
    }),
    type: 'warning',
    refreshProfile: false,
    text: (p, lang) => say(lang, 'certificate_expiring', p),
  }),
  // Four eyes (docs/business-rules.md#four-eyes).
  /** To the administrators who may decide it: another administrator asks for their approval. */
  approval_requested: kind({
    params: zApproval.extend({ requester: z.string(), reason: z.string() }),
    type: 'warning',
    refreshProfile: false,
    subject: (p) => notificationSubject.approval(p.uuid),
    text: (p, lang) => say(lang, 'approval_requested', { ...p, what: approvalWhat(p, lang) }),
  }),
  /** To the requester: another administrator approved or rejected the request, with the reason. */
  approval_decided: kind({
    params: zApproval.extend({ decider: z.string(), decision: z.enum(['approved', 'rejected']), reason: z.string() }),
    type: 'info',
    refreshProfile: false,
    text: (p, lang) =>
      say(lang, 'approval_decided', {
        ...p,
        what: approvalWhat(p, lang),
        decision: NOTIFICATION_TEXTS[lang][`approval_decided.${p.decision}`],
      }),
  }),
  /** To the requester: nobody decided within 7 days. */
  approval_expired: kind({
    params: zApproval,
    type: 'warning',
    refreshProfile: false,
    text: (p, lang) => say(lang, 'approval_expired', { what: approvalWhat(p, lang) }),
  }),
  // Complaints and appeals (docs/business-rules.md#complaints-and-appeals).
  /** To admins: a company appealed a decision. */
  appeal_submitted: kind({
    params: z.object({ appealUuid: z.string(), companyName: z.string(), subjectLabel: z.string() }),
    type: 'warning',
    refreshProfile: false,
    subject: (p) => notificationSubject.appeal(p.appealUuid),
    text: (p, lang) => say(lang, 'appeal_submitted', p),
  }),
  /** To the company (with an e-mail): its appeal was received, and by when it is answered. */
  appeal_received: kind({
    params: z.object({ subjectLabel: z.string(), answerBy: z.string() }),
    type: 'info',
    refreshProfile: false,
    text: (p, lang) => say(lang, 'appeal_received', p),
  }),
  /** To the company (with an e-mail): the appeal was upheld and the subject reopened. */
  appeal_upheld: kind({
    params: z.object({ subjectLabel: z.string(), reason: z.string() }),
    type: 'success',
    refreshProfile: true,
    text: (p, lang) => say(lang, 'appeal_upheld', p),
  }),
  /** To the company (with an e-mail): the appeal was dismissed. */
  appeal_dismissed: kind({
    params: z.object({ subjectLabel: z.string(), reason: z.string() }),
    type: 'error',
    refreshProfile: false,
    text: (p, lang) => say(lang, 'appeal_dismissed', p),
  }),
  /** To admins: someone filed a complaint. */
  complaint_submitted: kind({
    params: z.object({ complaintUuid: z.string(), name: z.string(), subject: z.string() }),
    type: 'warning',
    refreshProfile: false,
    subject: (p) => notificationSubject.complaint(p.complaintUuid),
    text: (p, lang) => say(lang, 'complaint_submitted', p),
  }),
  /** To the complainant (e-mail; a notification too with an account): received, answered by when. */
  complaint_received: kind({
    params: z.object({ subject: z.string(), answerBy: z.string() }),
    type: 'info',
    refreshProfile: false,
    text: (p, lang) => say(lang, 'complaint_received', p),
  }),
  /** To the complainant (e-mail; a notification too with an account): the answer. */
  complaint_answered: kind({
    params: z.object({ subject: z.string(), answer: z.string() }),
    type: 'info',
    refreshProfile: false,
    text: (p, lang) => say(lang, 'complaint_answered', p),
  }),
  // Back office (docs/business-rules.md#exports).
  /** To the administrator who started it: a background export is ready to download. */
  export_ready: kind({
    params: z.object({ exportId: z.string(), fileName: z.string(), rows: z.number().int() }),
    type: 'success',
    refreshProfile: false,
    text: (p, lang) => say(lang, 'export_ready', p),
  }),
  /** To the administrator who started it: a background export could not be finished. */
  export_failed: kind({
    params: z.object({ exportId: z.string(), list: z.string() }),
    type: 'error',
    refreshProfile: false,
    text: (p, lang) => say(lang, 'export_failed', p),
  }),
} as const;

export type TNotificationKind = keyof typeof NOTIFICATION_KINDS;
export const NOTIFICATION_KIND_NAMES = Object.keys(NOTIFICATION_KINDS) as TNotificationKind[];
export type TNotificationParams<K extends TNotificationKind> = z.infer<(typeof NOTIFICATION_KINDS)[K]['params']>;

export const isNotificationKind = (value: string): value is TNotificationKind =>
  Object.hasOwn(NOTIFICATION_KINDS, value);

export interface TRenderedNotification extends TNotificationText {
  type: TNotificationType;
  refreshProfile: boolean;
}

/**
 * A stored notification in one language. An unknown kind or parameters that no longer parse
 * (a row older than a change of its kind) still show: as the generic text, never as an error.
 */
export function renderNotification(kindName: string, params: unknown, lang: TLanguage): TRenderedNotification {
  if (isNotificationKind(kindName)) {
    const def = NOTIFICATION_KINDS[kindName] as KindDefinition<z.ZodType>;
    const parsed = def.params.safeParse(params);
    if (parsed.success) {
      const type = kindName === 'legacy' ? legacyType(parsed.data) : def.type;
      return { ...def.text(parsed.data, lang), type, refreshProfile: def.refreshProfile };
    }
  }
  return { ...say(lang, 'fallback', {}), type: 'info', refreshProfile: false };
}

const TYPES: readonly string[] = ['success', 'warning', 'error', 'info'];
const legacyType = (p: unknown): TNotificationType => {
  const t = (p as { type?: string }).type;
  return t && TYPES.includes(t) ? (t as TNotificationType) : 'info';
};

/** The subject a kind's parameters name, or null. */
export function subjectOf<K extends TNotificationKind>(kindName: K, params: TNotificationParams<K>): string | null {
  const def = NOTIFICATION_KINDS[kindName] as KindDefinition<z.ZodType>;
  return def.subject ? def.subject(params) : null;
}
