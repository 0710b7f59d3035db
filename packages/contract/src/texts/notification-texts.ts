import { defineCatalogue } from './catalogue';

/**
 * Notification titles and messages (docs/business-rules.md#notifications; docs/decisions/027, 097):
 * `<kind>.title` and `<kind>.message` for each kind of notifications/kinds.ts, which renders them.
 * `{document}` is a document type's label and `{total}` an amount as "Rp 3.885.000", both already
 * in the reader's language; the other placeholders are the kind's parameters.
 */
export const NOTIFICATION_TEXTS = defineCatalogue({
  id: {
    'fallback.title': 'Pemberitahuan',
    'fallback.message': 'Buka untuk melihat detailnya.',
    'registration_approved.title': 'Registrasi perusahaan disetujui',
    'registration_approved.message':
      'Data dan dokumen {companyName} telah diverifikasi. Anda sekarang dapat mengajukan Permohonan SBU.',
    'registration_rejected.title': 'Registrasi perusahaan ditolak',
    'registration_rejected.message': 'Registrasi {companyName} perlu diperbaiki. Alasan: {reasons}',
    'document_verified.title': 'Dokumen registrasi diverifikasi',
    'document_verified.message': '{document} telah diverifikasi.',
    'document_rejected.title': 'Dokumen registrasi ditolak',
    'document_rejected.message': '{document} ditolak. Unggah penggantinya. Catatan admin: {note}',
    'document_replaced.title': 'Dokumen pengganti perlu ditinjau',
    'document_replaced.message': '{companyName} mengunggah ulang {document} yang ditolak.',
    'company_submitted.title': 'Registrasi baru perlu diverifikasi',
    'company_submitted.message': '{companyName} mengirim data dan dokumen registrasi untuk diverifikasi.',
    'registration_reminder.title': 'Lengkapi registrasi perusahaan',
    'registration_reminder.message':
      'Registrasi {companyName} belum dikirim untuk diverifikasi. Lengkapi data dan dokumen, lalu kirim untuk diverifikasi.',
    'payment_proof_uploaded.title': 'Bukti pembayaran perlu diverifikasi',
    'payment_proof_uploaded.message': '{companyName} mengunggah bukti transfer untuk tagihan {transId}.',
    'invoice_paid.title': 'Pembayaran diterima',
    'invoice_paid.message': 'Pembayaran tagihan {transId} telah diverifikasi. Permohonan Anda kini sedang ditinjau.',
    'payment_proof_rejected.title': 'Bukti pembayaran ditolak',
    'payment_proof_rejected.message':
      'Bukti transfer tagihan {transId} ditolak. Unggah bukti yang benar. Catatan admin: {note}',
    'invoice_cancelled.title': 'Tagihan dibatalkan',
    'invoice_cancelled.message':
      'Tagihan {transId} dibatalkan oleh admin. Permohonan kembali menjadi draf dan dapat diajukan lagi. Alasan: {reason}',
    'invoice_cancelled.message_expired':
      'Tagihan {transId} dibatalkan karena melewati jatuh tempo. Permohonan kembali menjadi draf dan dapat diajukan lagi.',
    'invoice_refunded.title': 'Pembayaran dikembalikan',
    'invoice_refunded.message': 'Pembayaran tagihan {transId} dikembalikan. Alasan: {reason}',
    'application_submitted.title': 'Permohonan SBU diajukan',
    'application_submitted.message':
      'Permohonan {codeReg} telah diajukan. Silakan lakukan pembayaran tagihan agar permohonan dapat ditinjau.',
    'application_received.title': 'Permohonan SBU baru',
    'application_received.message': '{companyName} mengajukan permohonan {codeReg}.',
    'invoice_issued.title': 'Tagihan diterbitkan',
    'invoice_issued.message':
      'Tagihan {transId} untuk permohonan {codeReg} sebesar {total} jatuh tempo pada {dueDate}.',
    'application_approved.title': 'Permohonan SBU disetujui',
    'application_approved.message': 'Permohonan {codeReg} telah disetujui. Sertifikat akan segera diterbitkan.',
    'application_rejected.title': 'Permohonan SBU ditolak',
    'application_rejected.message': 'Permohonan {codeReg} ditolak. Alasan: {reason}',
    'document_request_created.title': 'Dokumen tambahan diperlukan',
    'document_request_created.message': 'Admin meminta "{title}" untuk permohonan {codeReg}, paling lambat {dueDate}.',
    'document_request_cancelled.title': 'Permintaan dokumen dibatalkan',
    'document_request_cancelled.message':
      'Permintaan "{title}" untuk permohonan {codeReg} dibatalkan. Alasan: {reason}',
    'document_request_overdue.title': 'Dokumen yang diminta terlambat',
    'document_request_overdue.message':
      '"{title}" untuk permohonan {codeReg} belum diunggah dan telah melewati batas {dueDate}. Unggah segera agar permohonan dapat diproses.',
    'document_request_fulfilled.title': 'Dokumen yang diminta telah diunggah',
    'document_request_fulfilled.message': '{companyName} mengunggah "{title}" untuk permohonan {codeReg}.',
    'certificate_published.title': 'Sertifikat SBU diterbitkan',
    'certificate_published.message':
      'Sertifikat {number} untuk permohonan {codeReg} telah diterbitkan dan berlaku sampai {validUntil}.',
    'certificate_revised.title': 'Data sertifikat SBU direvisi',
    'certificate_revised.message': 'Sertifikat {number} direvisi (revisi {revision}): {reason}',
    'certificate_revoked.title': 'Sertifikat SBU dicabut',
    'certificate_revoked.message': 'Sertifikat {number} telah dicabut. Alasan: {reason}',
    'certificate_expiring.title': 'Sertifikat akan segera berakhir',
    'certificate_expiring.message':
      'Sertifikat {number} berlaku sampai {validUntil} ({daysLeft} hari lagi). Ajukan perpanjangan agar SBU Anda tetap berlaku.',
    'export_ready.title': 'Ekspor siap diunduh',
    'export_ready.message': '{fileName} ({rows} baris) sudah selesai dibuat.',
    'export_failed.title': 'Ekspor gagal',
    'export_failed.message': 'Ekspor daftar {list} tidak dapat diselesaikan. Silakan mulai lagi.',
  },
  en: {
    'fallback.title': 'Notification',
    'fallback.message': 'Open it to see the details.',
    'registration_approved.title': 'Company registration approved',
    'registration_approved.message':
      'The data and documents of {companyName} have been verified. You can now apply for an SBU.',
    'registration_rejected.title': 'Company registration rejected',
    'registration_rejected.message': 'The registration of {companyName} needs corrections. Reasons: {reasons}',
    'document_verified.title': 'Registration document verified',
    'document_verified.message': '{document} has been verified.',
    'document_rejected.title': 'Registration document rejected',
    'document_rejected.message': "{document} was rejected. Please upload a replacement. Administrator's note: {note}",
    'document_replaced.title': 'Replacement document to review',
    'document_replaced.message': '{companyName} uploaded the rejected {document} again.',
    'company_submitted.title': 'New registration to verify',
    'company_submitted.message': '{companyName} submitted its company data and documents for verification.',
    'registration_reminder.title': 'Complete your company registration',
    'registration_reminder.message':
      'The registration of {companyName} has not been submitted yet. Complete the data and documents, then submit it for verification.',
    'payment_proof_uploaded.title': 'Payment proof to verify',
    'payment_proof_uploaded.message': '{companyName} uploaded a transfer proof for invoice {transId}.',
    'invoice_paid.title': 'Payment received',
    'invoice_paid.message': 'The payment of invoice {transId} has been verified. Your application is now under review.',
    'payment_proof_rejected.title': 'Payment proof rejected',
    'payment_proof_rejected.message':
      "The transfer proof of invoice {transId} was rejected. Please upload a correct one. Administrator's note: {note}",
    'invoice_cancelled.title': 'Invoice cancelled',
    'invoice_cancelled.message':
      'Invoice {transId} was cancelled by an administrator. The application is a draft again and can be submitted once more. Reason: {reason}',
    'invoice_cancelled.message_expired':
      'Invoice {transId} was cancelled because its due date passed. The application is a draft again and can be submitted once more.',
    'invoice_refunded.title': 'Payment refunded',
    'invoice_refunded.message': 'The payment of invoice {transId} was refunded. Reason: {reason}',
    'application_submitted.title': 'SBU application submitted',
    'application_submitted.message':
      'Application {codeReg} has been submitted. Please pay its invoice so that it can be reviewed.',
    'application_received.title': 'New SBU application',
    'application_received.message': '{companyName} submitted application {codeReg}.',
    'invoice_issued.title': 'Invoice issued',
    'invoice_issued.message': 'Invoice {transId} for application {codeReg} of {total} is due on {dueDate}.',
    'application_approved.title': 'SBU application approved',
    'application_approved.message': 'Application {codeReg} has been approved. The certificate will be issued shortly.',
    'application_rejected.title': 'SBU application rejected',
    'application_rejected.message': 'Application {codeReg} was rejected. Reason: {reason}',
    'document_request_created.title': 'Additional document required',
    'document_request_created.message': 'An administrator asks for "{title}" for application {codeReg}, due {dueDate}.',
    'document_request_cancelled.title': 'Document request cancelled',
    'document_request_cancelled.message':
      'The request for "{title}" for application {codeReg} was cancelled. Reason: {reason}',
    'document_request_overdue.title': 'Requested document overdue',
    'document_request_overdue.message':
      '"{title}" for application {codeReg} has not been uploaded and was due {dueDate}. Upload it soon so the application can proceed.',
    'document_request_fulfilled.title': 'Requested document uploaded',
    'document_request_fulfilled.message': '{companyName} uploaded "{title}" for application {codeReg}.',
    'certificate_published.title': 'SBU certificate issued',
    'certificate_published.message':
      'Certificate {number} for application {codeReg} has been issued and is valid until {validUntil}.',
    'certificate_revised.title': 'SBU certificate data revised',
    'certificate_revised.message': 'Certificate {number} was revised (revision {revision}): {reason}',
    'certificate_revoked.title': 'SBU certificate revoked',
    'certificate_revoked.message': 'Certificate {number} has been revoked. Reason: {reason}',
    'certificate_expiring.title': 'Certificate will expire soon',
    'certificate_expiring.message':
      'Certificate {number} is valid until {validUntil} ({daysLeft} days left). Apply for a renewal to keep your SBU valid.',
    'export_ready.title': 'Export ready to download',
    'export_ready.message': '{fileName} ({rows} rows) is ready.',
    'export_failed.title': 'Export failed',
    'export_failed.message': 'The export of the {list} list could not be finished. Please start it again.',
  },
});
