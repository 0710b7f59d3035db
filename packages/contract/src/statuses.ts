/** Status values (docs/business-rules.md#status-labels and each status section). Never write these as literals elsewhere. */
export const USER_STATUSES = ['pending_verification', 'active', 'verified'] as const;
export type TUserStatus = (typeof USER_STATUSES)[number];
export const USER_STATUS = {
  PENDING_VERIFICATION: 'pending_verification',
  ACTIVE: 'active',
  VERIFIED: 'verified',
} as const satisfies Record<string, TUserStatus>;

export const ROLES = ['admin', 'user'] as const;
export type TRole = (typeof ROLES)[number];
export const ROLE = { ADMIN: 'admin', USER: 'user' } as const satisfies Record<string, TRole>;

export const THEMES = ['light', 'dark', 'system'] as const;
export type TTheme = (typeof THEMES)[number];

export const COMPANY_STATUSES = ['unverified', 'in_review', 'verified', 'rejected', 'active'] as const;
export type TCompanyStatus = (typeof COMPANY_STATUSES)[number];
export const COMPANY_STATUS = {
  UNVERIFIED: 'unverified',
  IN_REVIEW: 'in_review',
  VERIFIED: 'verified',
  REJECTED: 'rejected',
  ACTIVE: 'active',
} as const satisfies Record<string, TCompanyStatus>;

export const DOCUMENT_STATUSES = ['uploaded', 'verified', 'rejected'] as const;
export type TDocumentStatus = (typeof DOCUMENT_STATUSES)[number];

export const BUSINESS_ENTITY_TYPES = ['PT', 'CV', 'Firma', 'Koperasi', 'Perorangan', 'Lainnya'] as const;
export type TBusinessEntityType = (typeof BUSINESS_ENTITY_TYPES)[number];

export const NOTIFICATION_TYPES = ['success', 'warning', 'error', 'info'] as const;
export type TNotificationType = (typeof NOTIFICATION_TYPES)[number];

/** Applications (docs/business-rules.md#application-status). */
export const APPLICATION_STATUSES = [
  'draft',
  'submitted',
  'under_review',
  'approved',
  'rejected',
  'completed',
] as const;
export type TApplicationStatus = (typeof APPLICATION_STATUSES)[number];
export const APPLICATION_STATUS = {
  DRAFT: 'draft',
  SUBMITTED: 'submitted',
  UNDER_REVIEW: 'under_review',
  APPROVED: 'approved',
  REJECTED: 'rejected',
  COMPLETED: 'completed',
} as const satisfies Record<string, TApplicationStatus>;

/** Invoices (docs/business-rules.md#invoice-status). `failed` is kept for a future payment gateway. */
export const INVOICE_STATUSES = ['pending', 'waiting_confirmation', 'paid', 'failed', 'cancelled', 'refunded'] as const;
export type TInvoiceStatus = (typeof INVOICE_STATUSES)[number];
export const INVOICE_STATUS = {
  PENDING: 'pending',
  WAITING_CONFIRMATION: 'waiting_confirmation',
  PAID: 'paid',
  FAILED: 'failed',
  CANCELLED: 'cancelled',
  REFUNDED: 'refunded',
} as const satisfies Record<string, TInvoiceStatus>;

/** Document requests of an application under review (docs/business-rules.md#document-requests). */
export const DOCUMENT_REQUEST_STATUSES = ['open', 'fulfilled', 'cancelled'] as const;
export type TDocumentRequestStatus = (typeof DOCUMENT_REQUEST_STATUSES)[number];
export const DOCUMENT_REQUEST_STATUS = {
  OPEN: 'open',
  FULFILLED: 'fulfilled',
  CANCELLED: 'cancelled',
} as const satisfies Record<string, TDocumentRequestStatus>;

/** Certificates (docs/business-rules.md#certificate-status). */
export const CERTIFICATE_STATUSES = ['active', 'expired', 'revoked', 'superseded'] as const;
export type TCertificateStatus = (typeof CERTIFICATE_STATUSES)[number];
export const CERTIFICATE_STATUS = {
  ACTIVE: 'active',
  EXPIRED: 'expired',
  REVOKED: 'revoked',
  SUPERSEDED: 'superseded',
} as const satisfies Record<string, TCertificateStatus>;

/** Status badges: value → Indonesian label (English in the web app's i18n; docs/business-rules.md#status-labels). */
export const STATUS_BADGE_LABELS_ID = {
  pending: 'Menunggu Pembayaran',
  paid: 'Lunas',
  failed: 'Gagal',
  cancelled: 'Dibatalkan',
  refunded: 'Dikembalikan',
  waiting_confirmation: 'Verifikasi',
  review: 'Verifikasi',
  draft: 'Draft',
  submitted: 'Disubmit',
  under_review: 'Dalam Review',
  approved: 'Disetujui',
  rejected: 'Ditolak',
  completed: 'Selesai',
  active: 'Aktif',
  expired: 'Kadaluarsa',
  revoked: 'Dicabut',
  superseded: 'Diperbarui',
  // Document requests (docs/business-rules.md#status-labels); `cancelled` is shared with invoices.
  open: 'Menunggu Dokumen',
  fulfilled: 'Dipenuhi',
} as const;
export const STATUS_BADGE_UNKNOWN_ID = 'Tidak Diketahui';
export type TBadgeStatus = keyof typeof STATUS_BADGE_LABELS_ID;
type TBadged<T extends TBadgeStatus> = T;
/** Every application, invoice and document-request status has its badge (checked by the compiler). */
export type TWorkflowStatus = TBadged<
  TApplicationStatus | TInvoiceStatus | TDocumentRequestStatus | TCertificateStatus
>;

/** Users, companies and documents have their own labels (docs/business-rules.md#status-labels). */
export const ENTITY_STATUS_LABELS_ID = {
  pending_verification: 'Menunggu Verifikasi Email',
  active: 'Aktif',
  verified: 'Terverifikasi',
  suspended: 'Dinonaktifkan',
  unverified: 'Belum Diverifikasi',
  in_review: 'Sedang Ditinjau',
  rejected: 'Ditolak',
  uploaded: 'Diunggah',
} as const;
export type TEntityStatus = keyof typeof ENTITY_STATUS_LABELS_ID;

/**
 * What an administrator may do besides what every administrator does (docs/business-rules.md#admin-roles):
 * `users.role` stays `admin`; `admin_roles` holds one or more of these. A super admin may do
 * everything the others may, and manages the staff, the settings and the working calendar.
 */
export const ADMIN_ROLES = ['super_admin', 'verifier', 'finance', 'certification'] as const;
export type TAdminRole = (typeof ADMIN_ROLES)[number];
export const ADMIN_ROLE = {
  SUPER_ADMIN: 'super_admin',
  VERIFIER: 'verifier',
  FINANCE: 'finance',
  CERTIFICATION: 'certification',
} as const satisfies Record<string, TAdminRole>;

/** An administrator account in Manajemen Admin: invited (link not used yet), active, or disabled by a super admin. */
export const ADMIN_ACCOUNT_STATUSES = ['invited', 'active', 'disabled'] as const;
export type TAdminAccountStatus = (typeof ADMIN_ACCOUNT_STATUSES)[number];

/** A four-eyes request (docs/business-rules.md#four-eyes). */
export const APPROVAL_STATUSES = ['pending', 'approved', 'rejected', 'withdrawn', 'expired'] as const;
export type TApprovalStatus = (typeof APPROVAL_STATUSES)[number];
export const APPROVAL_STATUS = {
  PENDING: 'pending',
  APPROVED: 'approved',
  REJECTED: 'rejected',
  WITHDRAWN: 'withdrawn',
  EXPIRED: 'expired',
} as const satisfies Record<string, TApprovalStatus>;
/** An approval's own badges: `pending` is not the invoice's label (docs/business-rules.md#status-labels). */
export const APPROVAL_STATUS_LABELS_ID = {
  pending: 'Menunggu Persetujuan',
  approved: 'Disetujui',
  rejected: 'Ditolak',
  withdrawn: 'Ditarik',
  expired: 'Kadaluarsa',
} as const satisfies Record<TApprovalStatus, string>;

/** The actions that wait for a second administrator, and the role (besides a super admin) that decides each. */
export const APPROVAL_ACTION_ROLES = {
  'certificate.revoke': 'certification',
  'certificate.revise': 'certification',
  'invoice.refund': 'finance',
  'fees.update': 'finance',
  'setting.separation_of_duties': 'super_admin',
} as const satisfies Record<string, TAdminRole>;
export type TApprovalAction = keyof typeof APPROVAL_ACTION_ROLES;
export const APPROVAL_ACTIONS = Object.keys(APPROVAL_ACTION_ROLES) as TApprovalAction[];

/**
 * Who may change the settings besides a super admin: nobody. This list is admin/settings/update.php's
 * `roles` (so the server's gate), and the web app shows the settings forms by it.
 */
export const SETTINGS_UPDATE_ROLES: readonly TAdminRole[] = [];
