import { STATUS_BADGE_LABELS_ID } from '../statuses';
import type { TLanguage } from '../limits';
import { defineCatalogue, format, type TCatalogueKey, type TTextParams } from './catalogue';

/**
 * What the server says in the envelope's `message` when it says more than its code (success and
 * error answers; docs/business-rules.md#envelope, docs/decisions/097). The envelope carries the
 * Indonesian text and the entry's key as `message_key` (with `message_params` when the text has
 * placeholders); the web app shows the text of that key in the reader's language.
 *
 * Two placeholders are written out per language by `renderServerText`: `{status}` holds a status
 * value (`draft`) and shows its badge label; `{date}` holds a calendar day `YYYY-MM-DD` and shows
 * it in words ("26 Agustus 2029", "26 August 2029"). Every other value is shown as it is.
 */
export const SERVER_TEXTS = defineCatalogue({
  id: {
    // Identity (docs/business-rules.md#identity)
    'auth.csrf_token': 'Token keamanan dibuat.',
    'auth.registered': 'Registrasi berhasil. Kode OTP telah dikirim ke email Anda.',
    'auth.registered_mail_failed': 'Registrasi berhasil, tetapi email OTP gagal dikirim. Silakan kirim ulang kode OTP.',
    'auth.otp_verified': 'Email berhasil diverifikasi.',
    'auth.otp_sent': 'Kode OTP telah dikirim ke email Anda.',
    'auth.email_changed': 'Alamat email diubah. Kode OTP baru telah dikirim ke alamat baru.',
    'auth.logged_in': 'Login berhasil.',
    'auth.otp_required': 'Akun belum diverifikasi. Silakan masukkan kode OTP yang dikirim ke email Anda.',
    'auth.logged_out': 'Logout berhasil.',
    'auth.mfa_required': 'Masukkan kode dari aplikasi autentikator Anda untuk menyelesaikan login.',
    'auth.login_code_required':
      'Ada banyak percobaan login yang gagal pada akun ini. Jika email dan password benar, kode login telah dikirim ke email akun; masukkan kode tersebut.',
    // Identical for known and unknown addresses: it must not say whether the e-mail exists.
    'auth.forgot_password': 'Jika email terdaftar, tautan untuk mengatur ulang password telah dikirim.',
    'auth.password_reset': 'Password berhasil diubah. Silakan login dengan password baru.',
    'auth.wrong_password': 'Password tidak sesuai.',
    // Account and users
    'account.sessions_ended': 'Sesi diakhiri.',
    'account.mfa_setup': 'Pindai kode QR dengan aplikasi autentikator, lalu masukkan kodenya.',
    'account.mfa_enabled': 'Verifikasi dua langkah aktif. Simpan kode pemulihan di tempat yang aman.',
    'account.mfa_disabled': 'Verifikasi dua langkah dinonaktifkan.',
    'account.mfa_recovery_codes': 'Kode pemulihan baru dibuat. Kode lama tidak berlaku lagi.',
    'audit.chain_intact': 'Rantai audit utuh.',
    'audit.chain_broken': 'Rantai audit rusak: ada baris yang diubah, disisipkan, atau dihapus.',
    'account.profile_saved': 'Profil berhasil disimpan.',
    'account.password_changed': 'Password berhasil diubah. Sesi lain telah diakhiri.',
    'account.leader_ids_locked': 'NIK dan NPWP pimpinan tidak dapat diubah setelah diverifikasi.',
    'users.settings_saved': 'Pengaturan berhasil disimpan.',
    'users.suspended': 'Pengguna dinonaktifkan.',
    'users.reactivated': 'Pengguna diaktifkan kembali.',
    'users.otp_resent': 'Kode OTP baru telah dikirim.',
    'users.resend_not_pending': 'Akun ini tidak sedang menunggu konfirmasi email.',
    'users.resend_suspended': 'Akun ini dinonaktifkan.',
    // Companies and registration (docs/business-rules.md#company-data, #company-status)
    'companies.no_company': 'Akun ini tidak memiliki data perusahaan.',
    'companies.saved': 'Data perusahaan berhasil disimpan.',
    'companies.identity_locked_in_review': 'Data identitas tidak dapat diubah selama registrasi ditinjau admin.',
    'companies.identity_locked_verified': 'Data identitas perusahaan tidak dapat diubah setelah diverifikasi.',
    'companies.required_cleared': 'Data yang diperlukan untuk verifikasi tidak dapat dikosongkan.',
    'companies.unknown_region': 'Wilayah yang dipilih tidak dikenal.',
    'registrations.submitted': 'Registrasi berhasil dikirim untuk diverifikasi.',
    'registrations.already_submitted': 'Registrasi sudah dikirim untuk ditinjau atau sudah disetujui.',
    'registrations.incomplete': 'Data perusahaan atau dokumen wajib belum lengkap.',
    'registrations.document_verified': 'Dokumen diverifikasi.',
    'registrations.document_rejected': 'Dokumen ditolak.',
    'registrations.company_approved': 'Perusahaan berhasil diverifikasi.',
    'registrations.company_rejected': 'Registrasi perusahaan ditolak.',
    'registrations.documents_verified': '{count} dokumen diverifikasi.',
    'registrations.reminder_sent': 'Pengingat dikirim.',
    'registrations.not_current': 'Hanya dokumen terkini yang dapat ditinjau.',
    'registrations.not_registration_document': 'Hanya dokumen registrasi yang ditinjau di sini.',
    'registrations.not_in_review': 'Registrasi perusahaan ini tidak sedang ditinjau.',
    'registrations.documents_unverified': 'Semua dokumen wajib harus terverifikasi sebelum perusahaan disetujui.',
    'registrations.remind_not_stalled': 'Pengingat hanya untuk perusahaan yang belum mengirim registrasi.',
    'registrations.remind_too_soon': 'Pengingat untuk perusahaan ini sudah dikirim dalam 24 jam terakhir.',
    // Documents and uploads (docs/business-rules.md#document-status, #files)
    'documents.uploaded': 'Dokumen berhasil diunggah.',
    'documents.deleted': 'Dokumen berhasil dihapus.',
    'documents.in_review':
      'Dokumen tidak dapat diubah selama registrasi sedang ditinjau admin, kecuali dokumen yang ditolak admin.',
    'documents.verified_document': 'Dokumen yang sudah diverifikasi tidak dapat diganti atau dihapus.',
    'documents.registration_closed': 'Registrasi perusahaan sudah disetujui; dokumen registrasi tidak dapat diubah.',
    'documents.not_draft':
      'Dokumen pendukung hanya dapat diubah selama permohonan berstatus Draft (status saat ini {status}).',
    'documents.answers_request': 'Dokumen ini sudah dikirim untuk memenuhi permintaan dokumen dan tidak dapat dihapus.',
    'files.not_found': 'File tidak ditemukan.',
    'upload.empty_file': 'Gagal mengunggah file: file kosong.',
    'upload.bad_type': 'Gagal mengunggah file: hanya PDF, JPG, atau PNG yang diterima.',
    'upload.too_large': 'Gagal mengunggah file: ukuran maksimal 5 MB.',
    'upload.truncated': 'Gagal mengunggah file: unggahan terputus sebelum selesai.',
    'upload.malformed': 'Gagal mengunggah file: format unggahan tidak valid.',
    // Catalogue, fees, settings, calendar
    'catalogue.sub_bidang_unavailable': 'Sub-bidang tidak tersedia: {codes}.',
    'catalogue.added': 'Sub-bidang ditambahkan.',
    'catalogue.updated': 'Sub-bidang diperbarui.',
    'catalogue.qualifications_saved': 'Aturan kualifikasi disimpan.',
    'catalogue.activated': 'Sub-bidang diaktifkan kembali.',
    'catalogue.deactivated': 'Sub-bidang dinonaktifkan.',
    'fees.saved': 'Tarif disimpan. Berlaku untuk tagihan yang diterbitkan setelah ini.',
    'settings.saved': 'Pengaturan disimpan.',
    'calendar.leave_saved': 'Hari cuti bersama disimpan.',
    'calendar.leave_deleted': 'Hari cuti bersama dihapus.',
    'logs.report_received': 'Laporan kesalahan diterima.',
    // Applications (docs/business-rules.md#application-status)
    'transition.refused': 'Perubahan status tidak diizinkan: status saat ini {status}.',
    'applications.draft_saved': 'Draft permohonan tersimpan.',
    'applications.draft_deleted': 'Draft permohonan dihapus.',
    'applications.submitted': 'Permohonan diajukan. Tagihan telah diterbitkan.',
    'applications.withdrawn': 'Permohonan ditarik kembali menjadi draft; tagihannya dibatalkan.',
    'applications.requested_document_sent': 'Dokumen yang diminta telah dikirim.',
    'applications.approved': 'Permohonan disetujui.',
    'applications.rejected': 'Permohonan ditolak.',
    'applications.document_request_sent': 'Permintaan dokumen dikirim ke perusahaan.',
    'applications.document_request_cancelled': 'Permintaan dokumen dibatalkan.',
    'applications.document_request_checked': 'Jawaban perusahaan ditandai sudah diperiksa.',
    // Back office (docs/business-rules.md#queues, #bulk-work, #bank-statement, #exports)
    'queue.claimed': 'Item ini sekarang Anda tangani selama 30 menit.',
    'queue.released': 'Item ini dilepas.',
    'notes.added': 'Catatan internal disimpan.',
    'certificates.batch_done': '{published} sertifikat diterbitkan, {failed} gagal.',
    'invoices.batch_done': '{verified} pembayaran diverifikasi, {failed} gagal.',
    'invoices.statement_amount_differs':
      'Jumlah pada mutasi (Rp {amount}) tidak sama dengan total tagihan (Rp {total}).',
    'invoices.statement_read': 'Mutasi dibaca: {matched} cocok, {ambiguous} perlu dipilih, {unmatched} tidak cocok.',
    'invoices.statement_unreadable': 'Berkas tidak dapat dibaca sebagai CSV atau XLSX mutasi rekening.',
    'invoices.statement_no_header':
      'Baris judul dengan kolom tanggal, keterangan dan kredit tidak ditemukan. Pilih kolomnya secara manual.',
    'invoices.statement_column_missing': 'Kolom "{column}" tidak ada pada berkas.',
    'invoices.statement_too_long': 'Berkas berisi lebih dari {max} baris. Pisahkan mutasinya per periode.',
    'exports.started': 'Ekspor {rows} baris dibuat di latar belakang. Anda akan diberi tahu saat siap.',
    'exports.not_ready': 'Ekspor ini belum selesai.',
    'exports.failed': 'Ekspor ini gagal. Silakan mulai lagi.',
    'exports.csv_only': 'Daftar ini hanya dapat diekspor sebagai CSV.',
    'applications.incomplete': 'Permohonan belum lengkap.',
    'applications.withdraw_after_proof':
      'Permohonan tidak dapat ditarik: bukti pembayaran sedang diverifikasi atau tagihan sudah dibayar.',
    'applications.approve_open_request':
      'Permohonan belum dapat disetujui: masih ada permintaan dokumen yang belum dipenuhi.',
    'applications.approve_unpaid': 'Permohonan belum dapat disetujui: tagihan belum lunas.',
    // Invoices and payments (docs/business-rules.md#invoice-status)
    'invoices.not_found': 'Tagihan tidak ditemukan.',
    'invoices.proof_uploaded': 'Bukti pembayaran berhasil diunggah dan menunggu verifikasi.',
    'invoices.payment_verified': 'Pembayaran diverifikasi.',
    'invoices.proof_rejected': 'Bukti pembayaran ditolak.',
    'invoices.cancelled': 'Tagihan dibatalkan.',
    'invoices.refunded': 'Pembayaran dikembalikan.',
    'invoices.past_due':
      'Tagihan telah melewati jatuh tempo dan akan dibatalkan; ajukan kembali permohonan untuk tagihan baru.',
    'invoices.refund_needs_rejection':
      'Pembayaran hanya dapat dikembalikan setelah permohonannya ditolak. Tolak permohonan terlebih dahulu.',
    // Certificates (docs/business-rules.md#certificates)
    'certificates.not_found': 'Sertifikat tidak ditemukan.',
    'certificates.already_published': 'Sertifikat untuk permohonan ini sudah diterbitkan.',
    'certificates.body_name_missing': 'Nama lembaga sertifikasi belum diisi di Pengaturan.',
    'certificates.published': 'Sertifikat diterbitkan.',
    'certificates.revised': 'Data sertifikat direvisi.',
    'certificates.revoked': 'Sertifikat dicabut.',
    'certificates.nothing_changed': 'Tidak ada data yang berubah.',
    'certificates.renewal_opens': 'Perpanjangan dapat diajukan mulai {date}.',
    'certificates.renewal_closed': 'Masa perpanjangan sertifikat ini sudah berakhir pada {date}.',
    'certificates.already_applied': 'Sertifikat ini sudah diajukan dalam permohonan {codeReg}.',
    // Administrators and four eyes (docs/business-rules.md#admin-roles, #four-eyes, #separation-of-duties)
    'admins.invited': 'Undangan dikirim ke {email}.',
    'admins.updated': 'Data administrator disimpan.',
    'admins.last_super_admin': 'Super admin aktif terakhir tidak dapat kehilangan perannya atau dinonaktifkan.',
    'admins.disable_self': 'Anda tidak dapat menonaktifkan akun Anda sendiri.',
    'admins.reset_mfa_self': 'Anda tidak dapat mereset verifikasi dua langkah akun Anda sendiri.',
    'users.admin_not_here': 'Akun administrator hanya dapat dinonaktifkan oleh super admin di Manajemen Admin.',
    'approvals.requested': 'Menunggu persetujuan administrator lain.',
    'approvals.already_pending': 'Permintaan yang sama sudah menunggu persetujuan administrator lain.',
    'approvals.approved': 'Permintaan disetujui dan dijalankan.',
    'approvals.rejected': 'Permintaan ditolak.',
    'approvals.withdrawn': 'Permintaan ditarik.',
    'approvals.not_pending': 'Permintaan ini tidak lagi menunggu persetujuan.',
    'approvals.not_yours': 'Hanya administrator yang mengajukan permintaan ini yang dapat menariknya.',
    'approvals.waived_no_second_admin':
      'Tidak ada administrator lain yang dapat menyetujui: tindakan dijalankan tanpa persetujuan kedua.',
    'approvals.waived_first_run':
      'Penyiapan awal (belum ada tagihan yang terbit): tindakan dijalankan tanpa persetujuan kedua.',
    'settings.separation_of_duties_pending':
      'Pengaturan lain disimpan; penonaktifan pemisahan tugas menunggu persetujuan super admin lain.',
    // Complaints and appeals (docs/business-rules.md#complaints-and-appeals)
    'appeals.created': 'Banding diajukan. Kami menjawab paling lambat {date}.',
    'appeals.decided': 'Keputusan banding disimpan.',
    'appeals.review_started': 'Banding sedang ditinjau.',
    'appeals.window_closed': 'Batas waktu banding sudah lewat: banding dapat diajukan sampai {date}.',
    'appeals.exists': 'Keputusan ini sudah diajukan banding.',
    'appeals.not_refused':
      'Hanya permohonan atau registrasi yang ditolak dan sertifikat yang dicabut dapat diajukan banding.',
    'appeals.documents_invalid': 'Dokumen pendukung harus berupa unggahan Anda sendiri dengan kategori lainnya.',
    'appeals.separation_of_duties':
      'Anda mengambil keputusan yang dibanding; banding ini harus diputus administrator lain.',
    'appeals.only_admin_note':
      'Diputus oleh administrator yang mengambil keputusan semula karena ia satu-satunya administrator aktif.',
    'complaints.created': 'Keluhan diterima. Kami menjawab paling lambat {date}.',
    'complaints.answered': 'Jawaban keluhan dikirim.',
    'complaints.contact_required': 'Isi nama dan email agar kami dapat menjawab keluhan Anda.',
    // Reasons and notes the server stores itself (audit trail, invoice, certificate timeline)
    'audit.signup_expired': 'E-mail tidak dikonfirmasi dalam 24 jam.',
    'invoices.withdrawn_reason': 'Permohonan ditarik oleh perusahaan.',
    'certificates.superseded_note': 'Diperbarui oleh {number}',
    // Company staff (docs/business-rules.md#company-staff)
    'members.invited': 'Undangan dikirim ke {email}.',
    'members.invite_renewed': 'Undangan baru dikirim ke {email}; tautan sebelumnya tidak berlaku lagi.',
    'members.invite_mail_failed': 'Undangan dibuat, tetapi email gagal dikirim. Kirim ulang undangan ke {email}.',
    'members.limit_reached':
      'Perusahaan sudah memiliki {max} staf (undangan yang belum diterima ikut dihitung). Keluarkan salah satu sebelum mengundang lagi.',
    'members.removed': 'Anggota dikeluarkan dan sesinya telah diakhiri.',
    'members.removed_reason': 'Dikeluarkan dari {companyName} oleh pemilik akun perusahaan.',
    'members.email_taken': 'Email ini sudah memiliki akun PORTAL BSKI dan tidak dapat diundang.',
    // The applicant's clock and legal data (docs/business-rules.md#applications)
    'applications.legal_dates_implausible':
      'Periksa tanggal data legal: tanggal tidak boleh di masa depan, dan tanggal NIB tidak boleh sebelum tanggal akta pendirian.',
  },
  en: {
    'auth.csrf_token': 'Security token created.',
    'auth.registered': 'Registration successful. An OTP code has been sent to your e-mail.',
    'auth.registered_mail_failed':
      'Registration successful, but the OTP e-mail could not be sent. Please send the OTP code again.',
    'auth.otp_verified': 'E-mail verified.',
    'auth.otp_sent': 'An OTP code has been sent to your e-mail.',
    'auth.email_changed': 'E-mail address changed. A new OTP code has been sent to the new address.',
    'auth.logged_in': 'Logged in.',
    'auth.otp_required': 'The account is not verified yet. Please enter the OTP code sent to your e-mail.',
    'auth.logged_out': 'Logged out.',
    'auth.mfa_required': 'Enter the code from your authenticator app to finish signing in.',
    'auth.login_code_required':
      "There were many failed sign-ins on this account. If the e-mail and password are right, a sign-in code has been sent to the account's e-mail; enter that code.",
    'auth.forgot_password': 'If the e-mail is registered, a link to reset the password has been sent.',
    'auth.password_reset': 'Password changed. Please log in with the new password.',
    'auth.wrong_password': 'The password is not correct.',
    'account.sessions_ended': 'Sessions ended.',
    'account.mfa_setup': 'Scan the QR code with an authenticator app, then enter its code.',
    'account.mfa_enabled': 'Two-step verification is on. Keep the recovery codes in a safe place.',
    'account.mfa_disabled': 'Two-step verification is off.',
    'account.mfa_recovery_codes': 'New recovery codes were made. The old ones no longer work.',
    'audit.chain_intact': 'The audit chain is intact.',
    'audit.chain_broken': 'The audit chain is broken: a row was changed, inserted or removed.',
    'account.profile_saved': 'Profile saved.',
    'account.password_changed': 'Password changed. Other sessions have been ended.',
    'account.leader_ids_locked': "The leader's NIK and NPWP cannot be changed once verified.",
    'users.settings_saved': 'Settings saved.',
    'users.suspended': 'User suspended.',
    'users.reactivated': 'User reactivated.',
    'users.otp_resent': 'A new OTP code has been sent.',
    'users.resend_not_pending': 'This account is not awaiting e-mail confirmation.',
    'users.resend_suspended': 'This account is suspended.',
    'companies.no_company': 'This account has no company data.',
    'companies.saved': 'Company data saved.',
    'companies.identity_locked_in_review':
      'Identity data cannot be changed while an administrator reviews the registration.',
    'companies.identity_locked_verified': "The company's identity data cannot be changed once verified.",
    'companies.required_cleared': 'Data needed for the verification cannot be emptied.',
    'companies.unknown_region': 'The selected region is not known.',
    'registrations.submitted': 'Registration submitted for verification.',
    'registrations.already_submitted': 'The registration has already been submitted for review or approved.',
    'registrations.incomplete': 'The company data or required documents are not complete.',
    'registrations.document_verified': 'Document verified.',
    'registrations.document_rejected': 'Document rejected.',
    'registrations.company_approved': 'Company verified.',
    'registrations.company_rejected': 'Company registration rejected.',
    'registrations.documents_verified': '{count} documents verified.',
    'registrations.reminder_sent': 'Reminder sent.',
    'registrations.not_current': 'Only the current document can be reviewed.',
    'registrations.not_registration_document': 'Only registration documents are reviewed here.',
    'registrations.not_in_review': 'This company registration is not under review.',
    'registrations.documents_unverified': 'Every required document must be verified before the company is approved.',
    'registrations.remind_not_stalled': 'Reminders are only for companies that have not submitted their registration.',
    'registrations.remind_too_soon': 'A reminder was already sent to this company in the last 24 hours.',
    'documents.uploaded': 'Document uploaded.',
    'documents.deleted': 'Document deleted.',
    'documents.in_review':
      'Documents cannot be changed while an administrator reviews the registration, except documents the administrator rejected.',
    'documents.verified_document': 'A verified document cannot be replaced or deleted.',
    'documents.registration_closed':
      'The company registration has been approved; registration documents cannot be changed.',
    'documents.not_draft':
      'Supporting documents can only be changed while the application is a Draft (current status {status}).',
    'documents.answers_request': 'This document was sent to fulfil a document request and cannot be deleted.',
    'files.not_found': 'File not found.',
    'upload.empty_file': 'Upload failed: the file is empty.',
    'upload.bad_type': 'Upload failed: only PDF, JPG or PNG files are accepted.',
    'upload.too_large': 'Upload failed: the maximum size is 5 MB.',
    'upload.truncated': 'Upload failed: the upload was cut off before it finished.',
    'upload.malformed': 'Upload failed: the upload is malformed.',
    'catalogue.sub_bidang_unavailable': 'Sub-bidang not available: {codes}.',
    'catalogue.added': 'Sub-bidang added.',
    'catalogue.updated': 'Sub-bidang updated.',
    'catalogue.qualifications_saved': 'Qualification rule saved.',
    'catalogue.activated': 'Sub-bidang reactivated.',
    'catalogue.deactivated': 'Sub-bidang deactivated.',
    'fees.saved': 'Fees saved. They apply to invoices issued from now on.',
    'settings.saved': 'Settings saved.',
    'calendar.leave_saved': 'Collective leave day saved.',
    'calendar.leave_deleted': 'Collective leave day deleted.',
    'logs.report_received': 'Error report received.',
    'transition.refused': 'This status change is not allowed: the current status is {status}.',
    'applications.draft_saved': 'Application draft saved.',
    'applications.draft_deleted': 'Application draft deleted.',
    'applications.submitted': 'Application submitted. The invoice has been issued.',
    'applications.withdrawn': 'Application withdrawn to a draft; its invoice was cancelled.',
    'applications.requested_document_sent': 'The requested document has been sent.',
    'applications.approved': 'Application approved.',
    'applications.rejected': 'Application rejected.',
    'applications.document_request_sent': 'Document request sent to the company.',
    'applications.document_request_cancelled': 'Document request cancelled.',
    'applications.document_request_checked': "The company's answer is marked as looked at.",
    'queue.claimed': 'You are now handling this item for 30 minutes.',
    'queue.released': 'The item has been released.',
    'notes.added': 'Internal note saved.',
    'certificates.batch_done': '{published} certificates published, {failed} failed.',
    'invoices.batch_done': '{verified} payments verified, {failed} failed.',
    'invoices.statement_amount_differs':
      "The amount on the statement (Rp {amount}) is not the invoice's total (Rp {total}).",
    'invoices.statement_read': 'Statement read: {matched} matched, {ambiguous} to choose, {unmatched} unmatched.',
    'invoices.statement_unreadable': 'The file cannot be read as a CSV or XLSX account statement.',
    'invoices.statement_no_header':
      'No header row with a date, a description and a credit column was found. Choose the columns yourself.',
    'invoices.statement_column_missing': 'The file has no column "{column}".',
    'invoices.statement_too_long': 'The file holds more than {max} lines. Split the statement by period.',
    'exports.started': 'Exporting {rows} rows in the background. You will be notified when it is ready.',
    'exports.not_ready': 'This export is not finished yet.',
    'exports.failed': 'This export failed. Please start it again.',
    'exports.csv_only': 'This list can only be exported as CSV.',
    'applications.incomplete': 'The application is not complete.',
    'applications.withdraw_after_proof':
      'The application cannot be withdrawn: the payment proof is being verified or the invoice is already paid.',
    'applications.approve_open_request': 'The application cannot be approved yet: a document request is still open.',
    'applications.approve_unpaid': 'The application cannot be approved yet: the invoice is not paid.',
    'invoices.not_found': 'Invoice not found.',
    'invoices.proof_uploaded': 'Payment proof uploaded; it awaits verification.',
    'invoices.payment_verified': 'Payment verified.',
    'invoices.proof_rejected': 'Payment proof rejected.',
    'invoices.cancelled': 'Invoice cancelled.',
    'invoices.refunded': 'Payment refunded.',
    'invoices.past_due':
      'The invoice is past its due date and will be cancelled; submit the application again for a new invoice.',
    'invoices.refund_needs_rejection':
      'A payment can only be refunded once its application has been rejected. Reject the application first.',
    'certificates.not_found': 'Certificate not found.',
    'certificates.already_published': 'The certificate for this application has already been issued.',
    'certificates.body_name_missing': "The certification body's name has not been filled in under Settings.",
    'certificates.published': 'Certificate issued.',
    'certificates.revised': 'Certificate data revised.',
    'certificates.revoked': 'Certificate revoked.',
    'certificates.nothing_changed': 'No data has changed.',
    'certificates.renewal_opens': 'A renewal can be applied for from {date}.',
    'certificates.renewal_closed': 'The renewal period of this certificate ended on {date}.',
    'certificates.already_applied': 'This certificate is already named in application {codeReg}.',
    'admins.invited': 'Invitation sent to {email}.',
    'admins.updated': 'Administrator saved.',
    'admins.last_super_admin': 'The last active super admin cannot lose the role or be disabled.',
    'admins.disable_self': 'You cannot disable your own account.',
    'admins.reset_mfa_self': 'You cannot reset the two-step verification of your own account.',
    'users.admin_not_here': 'An administrator account is disabled only by a super admin, in Manajemen Admin.',
    'approvals.requested': 'Waiting for the approval of another administrator.',
    'approvals.already_pending': 'The same request is already waiting for the approval of another administrator.',
    'approvals.approved': 'Request approved and carried out.',
    'approvals.rejected': 'Request rejected.',
    'approvals.withdrawn': 'Request withdrawn.',
    'approvals.not_pending': 'This request no longer waits for approval.',
    'approvals.not_yours': 'Only the administrator who made this request can withdraw it.',
    'approvals.waived_no_second_admin':
      'No other administrator could approve it: the action was carried out without a second approval.',
    'approvals.waived_first_run':
      'First-run setup (no invoice issued yet): the action was carried out without a second approval.',
    'settings.separation_of_duties_pending':
      'The other settings were saved; turning off the separation of duties waits for the approval of another super admin.',
    // Complaints and appeals (docs/business-rules.md#complaints-and-appeals)
    'appeals.created': 'Appeal filed. We will answer by {date}.',
    'appeals.decided': 'Appeal decision saved.',
    'appeals.review_started': 'The appeal is under review.',
    'appeals.window_closed': 'The time to appeal has passed: an appeal could be filed until {date}.',
    'appeals.exists': 'This decision has already been appealed.',
    'appeals.not_refused': 'Only a rejected application or registration, or a revoked certificate, can be appealed.',
    'appeals.documents_invalid': 'Supporting files must be your own uploads of the category other.',
    'appeals.separation_of_duties':
      'You took the decision under appeal; another administrator must decide this appeal.',
    'appeals.only_admin_note':
      'Decided by the administrator who took the original decision, as the only active administrator.',
    'complaints.created': 'Complaint received. We will answer by {date}.',
    'complaints.answered': 'Complaint answer sent.',
    'complaints.contact_required': 'Give your name and e-mail address so that we can answer your complaint.',
    'audit.signup_expired': 'E-mail not confirmed within 24 hours.',
    'invoices.withdrawn_reason': 'Application withdrawn by the company.',
    'certificates.superseded_note': 'Renewed by {number}',
    'members.invited': 'Invitation sent to {email}.',
    'members.invite_renewed': 'A new invitation was sent to {email}; the earlier link no longer works.',
    'members.invite_mail_failed':
      'The invitation was created, but the e-mail could not be sent. Send the invitation to {email} again.',
    'members.limit_reached':
      'The company already has {max} staff (pending invitations count too). Remove one before inviting another.',
    'members.removed': 'The member was removed and their sessions were ended.',
    'members.removed_reason': "Removed from {companyName} by the company's owner.",
    'members.email_taken': 'This e-mail already has a PORTAL BSKI account and cannot be invited.',
    'applications.legal_dates_implausible':
      'Check the dates of the legal data: a date cannot be in the future, and the NIB date cannot be before the date of the deed of establishment.',
  },
});

export type TServerTextKey = TCatalogueKey<typeof SERVER_TEXTS>;

export const isServerTextKey = (key: string): key is TServerTextKey => Object.hasOwn(SERVER_TEXTS.id, key);

/** The locale a language writes dates in: day, month, year in both ("4 Desember 2026", "4 December 2026"). */
const DATE_LOCALES: Record<TLanguage, string> = { id: 'id-ID', en: 'en-GB' };

/** A calendar day `YYYY-MM-DD` in words ("26 Agustus 2029"), without moving it through a time zone. */
export function calendarDayText(isoDate: string, lang: TLanguage): string {
  const d = new Date(`${isoDate}T00:00:00Z`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(isoDate) || Number.isNaN(d.getTime())) return isoDate;
  return new Intl.DateTimeFormat(DATE_LOCALES[lang], {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(d);
}

/** The Indonesian badge label of a status (the value itself when it has none). */
const statusLabelId = (status: string): string => (STATUS_BADGE_LABELS_ID as Record<string, string>)[status] ?? status;

/**
 * A server text in one language with its placeholders filled: `{status}` through `statusLabel`
 * (the Indonesian badge label by default; the web app passes its own English ones), `{date}` in
 * words, every other value as it is.
 */
export function renderServerText(
  key: TServerTextKey,
  params: TTextParams = {},
  lang: TLanguage = 'id',
  statusLabel: (status: string) => string = statusLabelId,
): string {
  const filled: Record<string, string | number> = { ...params };
  if (typeof params.status === 'string') filled.status = statusLabel(params.status);
  if (typeof params.date === 'string') filled.date = calendarDayText(params.date, lang);
  return format(SERVER_TEXTS[lang][key], filled);
}

/** The 409 `INVALID_TRANSITION` message, naming the current status by its (Indonesian) label. */
export const transitionRefusedMessage = (currentLabel: string): string =>
  format(SERVER_TEXTS.id['transition.refused'], { status: currentLabel });
