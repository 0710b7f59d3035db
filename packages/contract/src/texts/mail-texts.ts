import { defineCatalogue } from './catalogue';

/**
 * E-mail subjects and bodies (docs/business-rules.md#mail; docs/decisions/097). A mail is
 * Indonesian first with English below: it prints the Indonesian of its body's entries and then
 * an English part, which for most mails is one shorter `*.summary` entry (every entry has both
 * languages all the same). The layout (heading, button, footer) is the server's one mail layout;
 * the notification mails take their words from notification-texts.ts.
 */
export const MAIL_TEXTS = defineCatalogue({
  id: {
    // Shared by every mail
    subject: '{subject} - PORTAL BSKI',
    greeting: 'Halo {name},',
    open_link: 'Buka: {link}',
    open: 'Buka',
    footer: 'Email ini dikirim otomatis, mohon tidak membalas.',
    // The login code after many failed sign-ins (docs/business-rules.md#login)
    'login_code.subject': 'Kode login PORTAL BSKI',
    'login_code.intro': 'Ada banyak percobaan login yang gagal pada akun Anda, jadi login kali ini memerlukan kode:',
    'login_code.code_line':
      'Ada banyak percobaan login yang gagal pada akun Anda, jadi login kali ini memerlukan kode: {code}',
    'login_code.validity': 'Kode berlaku {minutes} menit dan hanya dapat digunakan sekali.',
    'login_code.not_you': 'Jika bukan Anda yang login, segera ganti password Anda.',
    'login_code.summary':
      'Ada banyak percobaan login yang gagal pada akun Anda; login ini memerlukan kode {code}, berlaku {minutes} menit.',
    // OTP (docs/business-rules.md#otp)
    'otp.subject': 'Kode OTP verifikasi email PORTAL BSKI',
    'otp.intro': 'Kode OTP untuk verifikasi email Anda:',
    'otp.code_line': 'Kode OTP untuk verifikasi email Anda di PORTAL BSKI: {otp}',
    'otp.validity': 'Kode berlaku {minutes} menit dan hanya dapat digunakan sekali.',
    'otp.keep_secret': 'Jangan berikan kode ini kepada siapa pun.',
    'otp.enter_at': 'Masukkan kode di: {link}',
    'otp.ignore': 'Jika Anda tidak mendaftar, abaikan email ini.',
    'otp.action': 'Verifikasi Email',
    'otp.summary': 'Kode verifikasi email Anda adalah {otp}, berlaku {minutes} menit.',
    'otp.summary_text':
      'Kode verifikasi email PORTAL BSKI Anda adalah {otp}. Kode berlaku {minutes} menit dan hanya dapat digunakan sekali.',
    // Password reset (docs/business-rules.md#password-reset)
    'reset.subject': 'Reset password PORTAL BSKI',
    'reset.request': 'Kami menerima permintaan untuk mengatur ulang password akun Anda.',
    'reset.open_link': 'Buka tautan berikut:',
    'reset.validity': 'Tautan berlaku {minutes} menit dan hanya dapat digunakan sekali.',
    'reset.ignore': 'Jika Anda tidak meminta reset password, abaikan email ini.',
    'reset.ignore_unchanged': 'Jika Anda tidak meminta reset password, abaikan email ini; password Anda tidak berubah.',
    'reset.action': 'Atur Ulang Password',
    'reset.summary': 'Untuk mengatur ulang password Anda, buka tautan di atas (berlaku {minutes} menit, sekali pakai).',
    'reset.summary_text':
      'Untuk mengatur ulang password PORTAL BSKI Anda, buka tautan di atas. Tautan berlaku {minutes} menit dan hanya dapat digunakan sekali.',
    // Registration decisions (docs/business-rules.md#approval)
    'registration_approved.subject': 'Registrasi {companyName} disetujui',
    'registration_approved.body':
      'Registrasi perusahaan {companyName} telah diverifikasi dan disetujui. Anda sekarang dapat mengajukan Permohonan SBU.',
    'registration_approved.summary':
      'Halo {name}, registrasi {companyName} telah diverifikasi dan disetujui. Anda sekarang dapat mengajukan Permohonan SBU.',
    'registration_approved.action': 'Buka Data Perusahaan',
    'registration_rejected.subject': 'Registrasi {companyName} perlu diperbaiki',
    'registration_rejected.body': 'Registrasi perusahaan {companyName} belum dapat disetujui.',
    'registration_rejected.reasons': 'Alasan:\n{reasons}',
    'registration_rejected.next':
      'Silakan perbaiki data atau unggah ulang dokumen, lalu kirim kembali untuk diverifikasi.',
    'registration_rejected.summary':
      'Halo {name}, registrasi {companyName} belum dapat disetujui. Silakan perbaiki data atau unggah ulang dokumen, lalu kirim sekali lagi. Alasannya tercantum di atas.',
    'document_rejected.subject': 'Dokumen {document} perlu diunggah ulang',
    'document_rejected.body': 'Dokumen {document} untuk registrasi {companyName} ditolak oleh admin.',
    'document_rejected.note': 'Catatan: {note}',
    'document_rejected.next': 'Silakan unggah dokumen pengganti; registrasi tetap dalam peninjauan.',
    'document_rejected.summary':
      'Halo {name}, dokumen {document} dari {companyName} ditolak oleh admin (catatan di atas). Silakan unggah dokumen pengganti; registrasi tetap dalam peninjauan.',
    'registration.action': 'Buka Dokumen Registrasi',
    // Registration reminder (docs/business-rules.md#reminders)
    'reminder.subject': 'Pengingat registrasi {companyName}',
    'reminder.incomplete': 'Registrasi {companyName} belum lengkap. Yang masih perlu dilengkapi:\n{items}',
    'reminder.complete': 'Data dan dokumen {companyName} sudah lengkap: kirim registrasi untuk diverifikasi.',
    'reminder.incomplete_summary':
      'Halo {name}, registrasi {companyName} belum lengkap. Hal-hal yang tercantum di atas masih kurang.',
    'reminder.complete_summary':
      'Halo {name}, data dan dokumen {companyName} sudah lengkap: silakan kirim registrasi untuk diverifikasi.',
    'reminder.item': '- {label}',
    'field.address': 'Alamat',
    'field.province': 'Provinsi',
    'field.regency_city': 'Kabupaten/Kota',
    'field.district': 'Kecamatan',
    'field.village': 'Kelurahan/Desa',
    'field.postal_code': 'Kode Pos',
    'field.phone': 'Telepon Perusahaan',
    'field.email': 'Email Perusahaan',
    'field.business_type': 'Jenis Usaha',
    'field.investment_value': 'Nilai Investasi',
    'field.employee_count': 'Jumlah Karyawan',
    'field.leader_name': 'Nama Pimpinan',
    'field.leader_position': 'Jabatan Pimpinan',
    'field.leader_nik': 'NIK Pimpinan',
    'field.leader_npwp': 'NPWP Pimpinan',
    'field.kta_kadin_number': 'Nomor KTA Kadin',
    'field.kta_date': 'Tanggal KTA',
    // Payments (docs/business-rules.md#payment-verification)
    'invoice_paid.subject': 'Pembayaran {transId} diterima',
    'invoice_paid.body':
      'Pembayaran tagihan {transId} telah diverifikasi. Permohonan SBU Anda kini sedang ditinjau. Kuitansi dapat diunduh dari halaman tagihan.',
    'invoice_paid.summary':
      'Halo {name}, pembayaran tagihan {transId} telah diverifikasi. Permohonan SBU Anda kini sedang ditinjau; kuitansi dapat diunduh dari halaman tagihan.',
    'proof_rejected.subject': 'Bukti pembayaran {transId} ditolak',
    'proof_rejected.body': 'Bukti transfer untuk tagihan {transId} belum dapat diterima.',
    'proof_rejected.note': 'Catatan admin: {note}',
    'proof_rejected.next': 'Silakan unggah bukti transfer yang benar dari halaman tagihan.',
    'proof_rejected.summary':
      'Halo {name}, bukti transfer tagihan {transId} belum dapat diterima (catatan admin di atas). Silakan unggah bukti yang benar dari halaman tagihan.',
    'invoice.action': 'Buka Tagihan',
  },
  en: {
    subject: '{subject} - PORTAL BSKI',
    greeting: 'Hello {name},',
    open_link: 'Open: {link}',
    open: 'Open',
    footer: 'This e-mail was sent automatically, please do not reply.',
    'login_code.subject': 'PORTAL BSKI sign-in code',
    'login_code.intro': 'There were many failed sign-ins on your account, so this sign-in needs a code:',
    'login_code.code_line': 'There were many failed sign-ins on your account, so this sign-in needs a code: {code}',
    'login_code.validity': 'It is valid for {minutes} minutes and can be used once.',
    'login_code.not_you': 'If it was not you signing in, change your password now.',
    'login_code.summary':
      'There were many failed sign-ins on your account, so this sign-in needs the code {code}, valid for {minutes} minutes.',
    'otp.subject': 'PORTAL BSKI e-mail verification code',
    'otp.intro': 'The OTP code to verify your e-mail:',
    'otp.code_line': 'The OTP code to verify your e-mail at PORTAL BSKI: {otp}',
    'otp.validity': 'It is valid for {minutes} minutes and can be used once.',
    'otp.keep_secret': 'Do not give this code to anyone.',
    'otp.enter_at': 'Enter it at: {link}',
    'otp.ignore': 'If you did not sign up, ignore this e-mail.',
    'otp.action': 'Verify e-mail',
    'otp.summary': 'Your e-mail verification code is {otp}, valid for {minutes} minutes.',
    'otp.summary_text':
      'Your PORTAL BSKI e-mail verification code is {otp}. It is valid for {minutes} minutes and can be used once.',
    'reset.subject': 'PORTAL BSKI password reset',
    'reset.request': 'We received a request to reset the password of your account.',
    'reset.open_link': 'Open the following link:',
    'reset.validity': 'The link is valid for {minutes} minutes and can be used once.',
    'reset.ignore': 'If you did not ask for this, ignore this e-mail.',
    'reset.ignore_unchanged': 'If you did not ask for this, ignore this e-mail; your password stays the same.',
    'reset.action': 'Reset password',
    'reset.summary': 'To reset your password, open the link above (valid for {minutes} minutes, single use).',
    'reset.summary_text':
      'To reset your PORTAL BSKI password, open the link above. It is valid for {minutes} minutes and works once.',
    'registration_approved.subject': 'Registration of {companyName} approved',
    'registration_approved.body':
      'The registration of {companyName} has been verified and approved. You can now apply for an SBU.',
    'registration_approved.summary':
      'Hello {name}, the registration of {companyName} has been verified and approved. You can now apply for an SBU.',
    'registration_approved.action': 'Open company data',
    'registration_rejected.subject': 'Registration of {companyName} needs corrections',
    'registration_rejected.body': 'The registration of {companyName} could not be approved yet.',
    'registration_rejected.reasons': 'Reasons:\n{reasons}',
    'registration_rejected.next':
      'Please fix the data or upload the documents again, then submit them for verification.',
    'registration_rejected.summary':
      'Hello {name}, the registration of {companyName} could not be approved yet. Please fix the data or upload the documents again and submit once more. Reasons are listed above.',
    'document_rejected.subject': 'Document {document} must be uploaded again',
    'document_rejected.body':
      'The document {document} of the registration of {companyName} was rejected by an administrator.',
    'document_rejected.note': 'Note: {note}',
    'document_rejected.next': 'Please upload a replacement; the registration stays under review.',
    'document_rejected.summary':
      'Hello {name}, the document {document} of {companyName} was rejected by an administrator (note above). Please upload a replacement; the registration stays under review.',
    'registration.action': 'Open registration documents',
    'reminder.subject': 'Registration reminder for {companyName}',
    'reminder.incomplete': 'The registration of {companyName} is not complete yet. Still missing:\n{items}',
    'reminder.complete':
      'The data and documents of {companyName} are complete: submit the registration for verification.',
    'reminder.incomplete_summary':
      'Hello {name}, the registration of {companyName} is not complete yet. The items listed above are still missing.',
    'reminder.complete_summary':
      'Hello {name}, the data and documents of {companyName} are complete: please submit the registration for verification.',
    'reminder.item': '- {label}',
    'field.address': 'Address',
    'field.province': 'Province',
    'field.regency_city': 'Regency/City',
    'field.district': 'District',
    'field.village': 'Village',
    'field.postal_code': 'Postal code',
    'field.phone': 'Company phone',
    'field.email': 'Company e-mail',
    'field.business_type': 'Business type',
    'field.investment_value': 'Investment value',
    'field.employee_count': 'Number of employees',
    'field.leader_name': "Leader's name",
    'field.leader_position': "Leader's position",
    'field.leader_nik': "Leader's NIK",
    'field.leader_npwp': "Leader's NPWP",
    'field.kta_kadin_number': 'KTA Kadin number',
    'field.kta_date': 'KTA date',
    'invoice_paid.subject': 'Payment {transId} received',
    'invoice_paid.body':
      'The payment of invoice {transId} has been verified. Your SBU application is now under review. The receipt can be downloaded from the invoice page.',
    'invoice_paid.summary':
      'Hello {name}, the payment of invoice {transId} has been verified. Your SBU application is now under review; the receipt can be downloaded from the invoice page.',
    'proof_rejected.subject': 'Payment proof {transId} rejected',
    'proof_rejected.body': 'The transfer proof of invoice {transId} could not be accepted.',
    'proof_rejected.note': "Administrator's note: {note}",
    'proof_rejected.next': 'Please upload a correct transfer proof from the invoice page.',
    'proof_rejected.summary':
      "Hello {name}, the transfer proof of invoice {transId} could not be accepted (administrator's note above). Please upload a correct proof from the invoice page.",
    'invoice.action': 'Open invoice',
  },
});
