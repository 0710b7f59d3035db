import { z } from 'zod';
import {
  REGISTRATION_DOCUMENT_LABELS_EN,
  REGISTRATION_DOCUMENT_LABELS_ID,
  isRegistrationDocumentType,
} from '../documents/document-types';
import type { TLanguage } from '../limits';
import type { TNotificationType } from '../statuses';

/**
 * Notification kinds (docs/business-rules.md#notifications; docs/decisions/027). A notification is
 * stored as its kind and parameters and rendered in the reader's language when listed. Adding a
 * kind is one entry here: its parameters, its type, whether it is about the reader's own
 * account or company status (the web app then reloads the profile), the subject it is about (so
 * the notifications of every admin about it can be marked read once one acts), and its id/en text.
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
  text: Record<TLanguage, (params: z.infer<P>) => TNotificationText>;
}
const kind = <P extends z.ZodType>(definition: KindDefinition<P>) => definition;

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
};

// Applications, invoice issuing and document requests (docs/business-rules.md#notifications).
const zApplication = z.object({ codeReg: z.string(), companyName: z.string() });
/** Rupiah as Indonesian invoices print it: "Rp 3.885.000" (the same in both languages). */
const rupiah = (amount: number) => `Rp ${String(Math.trunc(amount)).replace(/\B(?=(\d{3})+(?!\d))/g, '.')}`;

/** A certificate as notifications name it; `validUntil` is a WIB date `YYYY-MM-DD`. */
const zCertificate = z.object({ number: z.string(), codeReg: z.string(), validUntil: z.string() });

export const NOTIFICATION_KINDS = {
  /** Rows written before kinds existed: their stored Indonesian text, shown as is in every language. */
  legacy: kind({
    params: z.object({ title: z.string(), message: z.string(), type: z.string().optional() }),
    type: 'info',
    refreshProfile: false,
    text: { id: (p) => ({ title: p.title, message: p.message }), en: (p) => ({ title: p.title, message: p.message }) },
  }),
  registration_approved: kind({
    params: z.object({ companyName: z.string() }),
    type: 'success',
    refreshProfile: true,
    text: {
      id: (p) => ({
        title: 'Registrasi perusahaan disetujui',
        message: `Data dan dokumen ${p.companyName} telah diverifikasi. Anda sekarang dapat mengajukan Permohonan SBU.`,
      }),
      en: (p) => ({
        title: 'Company registration approved',
        message: `The data and documents of ${p.companyName} have been verified. You can now apply for an SBU.`,
      }),
    },
  }),
  registration_rejected: kind({
    params: z.object({ companyName: z.string(), reasons: z.string() }),
    type: 'error',
    refreshProfile: true,
    text: {
      id: (p) => ({
        title: 'Registrasi perusahaan ditolak',
        message: `Registrasi ${p.companyName} perlu diperbaiki. Alasan: ${p.reasons}`,
      }),
      en: (p) => ({
        title: 'Company registration rejected',
        message: `The registration of ${p.companyName} needs corrections. Reasons: ${p.reasons}`,
      }),
    },
  }),
  document_verified: kind({
    params: zDocument,
    type: 'success',
    refreshProfile: true,
    text: {
      id: (p) => ({
        title: 'Dokumen registrasi diverifikasi',
        message: `${documentLabel(p.documentType, 'id')} telah diverifikasi.`,
      }),
      en: (p) => ({
        title: 'Registration document verified',
        message: `${documentLabel(p.documentType, 'en')} has been verified.`,
      }),
    },
  }),
  document_rejected: kind({
    params: zDocument,
    type: 'error',
    refreshProfile: true,
    text: {
      id: (p) => ({
        title: 'Dokumen registrasi ditolak',
        message: `${documentLabel(p.documentType, 'id')} ditolak. Unggah penggantinya. Catatan admin: ${p.note ?? '-'}`,
      }),
      en: (p) => ({
        title: 'Registration document rejected',
        message: `${documentLabel(p.documentType, 'en')} was rejected. Please upload a replacement. Administrator's note: ${p.note ?? '-'}`,
      }),
    },
  }),
  /** To admins: a company replaced a rejected document while its registration is in review. */
  document_replaced: kind({
    params: zCompany.extend({ documentType: z.string(), documentUuid: z.string() }),
    type: 'info',
    refreshProfile: false,
    subject: (p) => notificationSubject.document(p.documentUuid),
    text: {
      id: (p) => ({
        title: 'Dokumen pengganti perlu ditinjau',
        message: `${p.companyName} mengunggah ulang ${documentLabel(p.documentType, 'id')} yang ditolak.`,
      }),
      en: (p) => ({
        title: 'Replacement document to review',
        message: `${p.companyName} uploaded the rejected ${documentLabel(p.documentType, 'en')} again.`,
      }),
    },
  }),
  /** To admins: a company submitted its registration for verification. */
  company_submitted: kind({
    params: zCompany,
    type: 'info',
    refreshProfile: false,
    subject: (p) => notificationSubject.company(p.companyId),
    text: {
      id: (p) => ({
        title: 'Registrasi baru perlu diverifikasi',
        message: `${p.companyName} mengirim data dan dokumen registrasi untuk diverifikasi.`,
      }),
      en: (p) => ({
        title: 'New registration to verify',
        message: `${p.companyName} submitted its company data and documents for verification.`,
      }),
    },
  }),
  /** To a company that stopped before submitting its registration. */
  registration_reminder: kind({
    params: z.object({ companyName: z.string() }),
    type: 'warning',
    refreshProfile: false,
    text: {
      id: (p) => ({
        title: 'Lengkapi registrasi perusahaan',
        message: `Registrasi ${p.companyName} belum dikirim untuk diverifikasi. Lengkapi data dan dokumen, lalu kirim untuk diverifikasi.`,
      }),
      en: (p) => ({
        title: 'Complete your company registration',
        message: `The registration of ${p.companyName} has not been submitted yet. Complete the data and documents, then submit it for verification.`,
      }),
    },
  }),
  // Payments (docs/business-rules.md#payment-verification, #invoice-status).
  /** To admins: a company uploaded a transfer proof; the invoice waits in Verifikasi Pembayaran. */
  payment_proof_uploaded: kind({
    params: zInvoice.extend({ companyName: z.string() }),
    type: 'info',
    refreshProfile: false,
    subject: (p) => notificationSubject.invoice(p.uuidInvoice),
    text: {
      id: (p) => ({
        title: 'Bukti pembayaran perlu diverifikasi',
        message: `${p.companyName} mengunggah bukti transfer untuk tagihan ${p.transId}.`,
      }),
      en: (p) => ({
        title: 'Payment proof to verify',
        message: `${p.companyName} uploaded a transfer proof for invoice ${p.transId}.`,
      }),
    },
  }),
  /** To the company: its payment was verified; the application is now under review. */
  invoice_paid: kind({
    params: zInvoice,
    type: 'success',
    refreshProfile: false,
    text: {
      id: (p) => ({
        title: 'Pembayaran diterima',
        message: `Pembayaran tagihan ${p.transId} telah diverifikasi. Permohonan Anda kini sedang ditinjau.`,
      }),
      en: (p) => ({
        title: 'Payment received',
        message: `The payment of invoice ${p.transId} has been verified. Your application is now under review.`,
      }),
    },
  }),
  /** To the company: the admin rejected its transfer proof (with the note); it may upload another. */
  payment_proof_rejected: kind({
    params: zInvoice.extend({ note: z.string() }),
    type: 'error',
    refreshProfile: false,
    text: {
      id: (p) => ({
        title: 'Bukti pembayaran ditolak',
        message: `Bukti transfer tagihan ${p.transId} ditolak. Unggah bukti yang benar. Catatan admin: ${p.note}`,
      }),
      en: (p) => ({
        title: 'Payment proof rejected',
        message: `The transfer proof of invoice ${p.transId} was rejected. Please upload a correct one. Administrator's note: ${p.note}`,
      }),
    },
  }),
  /** To the company: an admin cancelled the invoice, or its due date passed; the application is a draft again. */
  invoice_cancelled: kind({
    params: zInvoice.extend({ cause: z.enum(['admin', 'expired']), reason: z.string().optional() }),
    type: 'warning',
    refreshProfile: false,
    text: {
      id: (p) => ({
        title: 'Tagihan dibatalkan',
        message:
          p.cause === 'expired'
            ? `Tagihan ${p.transId} dibatalkan karena melewati jatuh tempo. Permohonan kembali menjadi draf dan dapat diajukan lagi.`
            : `Tagihan ${p.transId} dibatalkan oleh admin. Permohonan kembali menjadi draf dan dapat diajukan lagi. Alasan: ${p.reason ?? '-'}`,
      }),
      en: (p) => ({
        title: 'Invoice cancelled',
        message:
          p.cause === 'expired'
            ? `Invoice ${p.transId} was cancelled because its due date passed. The application is a draft again and can be submitted once more.`
            : `Invoice ${p.transId} was cancelled by an administrator. The application is a draft again and can be submitted once more. Reason: ${p.reason ?? '-'}`,
      }),
    },
  }),
  /** To the company: the payment of its rejected application was refunded. */
  invoice_refunded: kind({
    params: zInvoice.extend({ reason: z.string() }),
    type: 'info',
    refreshProfile: false,
    text: {
      id: (p) => ({
        title: 'Pembayaran dikembalikan',
        message: `Pembayaran tagihan ${p.transId} dikembalikan. Alasan: ${p.reason}`,
      }),
      en: (p) => ({
        title: 'Payment refunded',
        message: `The payment of invoice ${p.transId} was refunded. Reason: ${p.reason}`,
      }),
    },
  }),
  /** To the company: its application was submitted (the invoice follows in its own notification). */
  application_submitted: kind({
    params: zApplication,
    type: 'success',
    refreshProfile: false,
    text: {
      id: (p) => ({
        title: 'Permohonan SBU diajukan',
        message: `Permohonan ${p.codeReg} telah diajukan. Silakan lakukan pembayaran tagihan agar permohonan dapat ditinjau.`,
      }),
      en: (p) => ({
        title: 'SBU application submitted',
        message: `Application ${p.codeReg} has been submitted. Please pay its invoice so that it can be reviewed.`,
      }),
    },
  }),
  /** To admins: a company submitted an application. */
  application_received: kind({
    params: zApplication,
    type: 'info',
    refreshProfile: false,
    subject: (p) => notificationSubject.application(p.codeReg),
    text: {
      id: (p) => ({ title: 'Permohonan SBU baru', message: `${p.companyName} mengajukan permohonan ${p.codeReg}.` }),
      en: (p) => ({ title: 'New SBU application', message: `${p.companyName} submitted application ${p.codeReg}.` }),
    },
  }),
  /** To the company (with an e-mail): the invoice of its submitted application. */
  invoice_issued: kind({
    params: z.object({ codeReg: z.string(), transId: z.string(), total: z.number(), dueDate: z.string() }),
    type: 'info',
    refreshProfile: false,
    text: {
      id: (p) => ({
        title: 'Tagihan diterbitkan',
        message: `Tagihan ${p.transId} untuk permohonan ${p.codeReg} sebesar ${rupiah(p.total)} jatuh tempo pada ${p.dueDate}.`,
      }),
      en: (p) => ({
        title: 'Invoice issued',
        message: `Invoice ${p.transId} for application ${p.codeReg} of ${rupiah(p.total)} is due on ${p.dueDate}.`,
      }),
    },
  }),
  /** To the company (with an e-mail). */
  application_approved: kind({
    params: zApplication,
    type: 'success',
    refreshProfile: false,
    text: {
      id: (p) => ({
        title: 'Permohonan SBU disetujui',
        message: `Permohonan ${p.codeReg} telah disetujui. Sertifikat akan segera diterbitkan.`,
      }),
      en: (p) => ({
        title: 'SBU application approved',
        message: `Application ${p.codeReg} has been approved. The certificate will be issued shortly.`,
      }),
    },
  }),
  /** To the company (with an e-mail), with the admin's reason. */
  application_rejected: kind({
    params: zApplication.extend({ reason: z.string() }),
    type: 'error',
    refreshProfile: false,
    text: {
      id: (p) => ({ title: 'Permohonan SBU ditolak', message: `Permohonan ${p.codeReg} ditolak. Alasan: ${p.reason}` }),
      en: (p) => ({
        title: 'SBU application rejected',
        message: `Application ${p.codeReg} was rejected. Reason: ${p.reason}`,
      }),
    },
  }),
  /** To the company (with an e-mail): an admin asks for another document. */
  document_request_created: kind({
    params: zApplication.extend({ title: z.string(), dueDate: z.string() }),
    type: 'warning',
    refreshProfile: false,
    text: {
      id: (p) => ({
        title: 'Dokumen tambahan diperlukan',
        message: `Admin meminta "${p.title}" untuk permohonan ${p.codeReg}, paling lambat ${p.dueDate}.`,
      }),
      en: (p) => ({
        title: 'Additional document required',
        message: `An administrator asks for "${p.title}" for application ${p.codeReg}, due ${p.dueDate}.`,
      }),
    },
  }),
  /** To the company: an admin withdrew a request. */
  document_request_cancelled: kind({
    params: zApplication.extend({ title: z.string(), reason: z.string() }),
    type: 'info',
    refreshProfile: false,
    text: {
      id: (p) => ({
        title: 'Permintaan dokumen dibatalkan',
        message: `Permintaan "${p.title}" untuk permohonan ${p.codeReg} dibatalkan. Alasan: ${p.reason}`,
      }),
      en: (p) => ({
        title: 'Document request cancelled',
        message: `The request for "${p.title}" for application ${p.codeReg} was cancelled. Reason: ${p.reason}`,
      }),
    },
  }),
  /** To the company, once: a requested document is past its due date and still missing. */
  document_request_overdue: kind({
    params: zApplication.extend({ title: z.string(), dueDate: z.string() }),
    type: 'warning',
    refreshProfile: false,
    text: {
      id: (p) => ({
        title: 'Dokumen yang diminta terlambat',
        message: `"${p.title}" untuk permohonan ${p.codeReg} belum diunggah dan telah melewati batas ${p.dueDate}. Unggah segera agar permohonan dapat diproses.`,
      }),
      en: (p) => ({
        title: 'Requested document overdue',
        message: `"${p.title}" for application ${p.codeReg} has not been uploaded and was due ${p.dueDate}. Upload it soon so the application can proceed.`,
      }),
    },
  }),
  /** To admins: the company uploaded the requested document. */
  document_request_fulfilled: kind({
    params: zApplication.extend({ title: z.string() }),
    type: 'info',
    refreshProfile: false,
    subject: (p) => notificationSubject.application(p.codeReg),
    text: {
      id: (p) => ({
        title: 'Dokumen yang diminta telah diunggah',
        message: `${p.companyName} mengunggah "${p.title}" untuk permohonan ${p.codeReg}.`,
      }),
      en: (p) => ({
        title: 'Requested document uploaded',
        message: `${p.companyName} uploaded "${p.title}" for application ${p.codeReg}.`,
      }),
    },
  }),
  // Certificates (docs/business-rules.md#certificate-issue, #certificate-revision, #certificate-revocation).
  /** To the company (with an e-mail): its certificate was published; the link opens it. */
  certificate_published: kind({
    params: zCertificate,
    type: 'success',
    // The Sertifikat menu appears with the first active certificate.
    refreshProfile: true,
    text: {
      id: (p) => ({
        title: 'Sertifikat SBU diterbitkan',
        message: `Sertifikat ${p.number} untuk permohonan ${p.codeReg} telah diterbitkan dan berlaku sampai ${p.validUntil}.`,
      }),
      en: (p) => ({
        title: 'SBU certificate issued',
        message: `Certificate ${p.number} for application ${p.codeReg} has been issued and is valid until ${p.validUntil}.`,
      }),
    },
  }),
  /** To the company: an admin corrected the certificate's data (same number, new revision and PDF). */
  certificate_revised: kind({
    params: z.object({ number: z.string(), revision: z.number().int(), reason: z.string() }),
    type: 'info',
    refreshProfile: false,
    text: {
      id: (p) => ({
        title: 'Data sertifikat SBU direvisi',
        message: `Sertifikat ${p.number} direvisi (revisi ${p.revision}): ${p.reason}`,
      }),
      en: (p) => ({
        title: 'SBU certificate data revised',
        message: `Certificate ${p.number} was revised (revision ${p.revision}): ${p.reason}`,
      }),
    },
  }),
  /** To the company (with an e-mail): the certificate was revoked, with the admin's reason. */
  certificate_revoked: kind({
    params: z.object({ number: z.string(), reason: z.string() }),
    type: 'error',
    refreshProfile: true,
    text: {
      id: (p) => ({
        title: 'Sertifikat SBU dicabut',
        message: `Sertifikat ${p.number} telah dicabut. Alasan: ${p.reason}`,
      }),
      en: (p) => ({
        title: 'SBU certificate revoked',
        message: `Certificate ${p.number} has been revoked. Reason: ${p.reason}`,
      }),
    },
  }),
  // Certificates: expiry reminders (docs/business-rules.md#certificate-reminders).
  /** To the company (with an e-mail), once per threshold: the certificate's last valid day is near. */
  certificate_expiring: kind({
    params: z.object({
      certificateUuid: z.string(),
      number: z.string(),
      validUntil: z.string(),
      daysLeft: z.number().int(),
    }),
    type: 'warning',
    refreshProfile: false,
    text: {
      id: (p) => ({
        title: 'Sertifikat akan segera berakhir',
        message: `Sertifikat ${p.number} berlaku sampai ${p.validUntil} (${p.daysLeft} hari lagi). Ajukan perpanjangan agar SBU Anda tetap berlaku.`,
      }),
      en: (p) => ({
        title: 'Certificate will expire soon',
        message: `Certificate ${p.number} is valid until ${p.validUntil} (${p.daysLeft} days left). Apply for a renewal to keep your SBU valid.`,
      }),
    },
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
      return { ...def.text[lang](parsed.data), type, refreshProfile: def.refreshProfile };
    }
  }
  return { ...FALLBACK_TEXT[lang], type: 'info', refreshProfile: false };
}

const FALLBACK_TEXT: Record<TLanguage, TNotificationText> = {
  id: { title: 'Pemberitahuan', message: 'Buka untuk melihat detailnya.' },
  en: { title: 'Notification', message: 'Open it to see the details.' },
};

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
