/**
 * Menus of SPEC §2 as data, and the pure filter of SPEC §4/§6. Items a user may not use are not
 * rendered at all (DOMAIN.md "Reading the spec"), so filtering happens before rendering.
 * Labels are keys of the `shell` namespace; icons are attached by the components.
 */

/** Who may see an item. */
export type TMenuVisibility =
  | 'always'
  /** Dokumen Registrasi: hidden once documents are verified. */
  | 'unverified-only'
  /** Needs admin-verified company documents. */
  | 'verified'
  /** Sertifikat: verified documents and an active certificate. */
  | 'verified-with-certificate';

export interface TMenuItem {
  key: string;
  to: string;
  labelKey: string;
  visibility: TMenuVisibility;
  /** Other paths on which this item counts as the current page: exact, or a prefix when ending in '/*'. */
  activeOn?: string[];
}

export interface TMenuAccess {
  isDocumentVerified: boolean;
  hasActiveCertificate: boolean;
}

export function isMenuItemVisible(item: Pick<TMenuItem, 'visibility'>, access: TMenuAccess): boolean {
  switch (item.visibility) {
    case 'always':
      return true;
    case 'unverified-only':
      return !access.isDocumentVerified;
    case 'verified':
      return access.isDocumentVerified;
    case 'verified-with-certificate':
      return access.isDocumentVerified && access.hasActiveCertificate;
  }
}

export function visibleMenuItems<T extends Pick<TMenuItem, 'visibility'>>(items: readonly T[], access: TMenuAccess): T[] {
  return items.filter((item) => isMenuItemVisible(item, access));
}

function pathMatches(pathname: string, base: string): boolean {
  return pathname === base || pathname.startsWith(`${base}/`);
}

/** aria-current: the item's own path (and sub-paths) or one of its extra paths. */
export function isMenuItemActive(item: Pick<TMenuItem, 'to' | 'activeOn'>, pathname: string): boolean {
  if (pathMatches(pathname, item.to)) return true;
  return (item.activeOn ?? []).some((p) => (p.endsWith('/*') ? pathname.startsWith(p.slice(0, -1)) : pathname === p));
}

/** SPEC §2 user sidebar, in order. */
export const USER_MENU: readonly TMenuItem[] = [
  { key: 'dashboard', to: '/dashboard', labelKey: 'nav.dashboard', visibility: 'always', activeOn: ['/'] },
  { key: 'profile', to: '/profile', labelKey: 'nav.profile', visibility: 'always' },
  { key: 'documentRegistration', to: '/document-registration', labelKey: 'nav.documentRegistration', visibility: 'unverified-only' },
  { key: 'company', to: '/company', labelKey: 'nav.company', visibility: 'verified' },
  { key: 'applications', to: '/applications', labelKey: 'nav.applications', visibility: 'verified' },
  {
    key: 'certificates',
    to: '/certificates',
    labelKey: 'nav.certificates',
    visibility: 'verified-with-certificate',
    activeOn: ['/renewal/*'],
  },
  { key: 'transactions', to: '/transactions', labelKey: 'nav.transactions', visibility: 'verified', activeOn: ['/payment/*'] },
  { key: 'guide', to: '/guide', labelKey: 'nav.guide', visibility: 'always' },
  { key: 'subBidang', to: '/sub-bidang', labelKey: 'nav.subBidang', visibility: 'always' },
  { key: 'settings', to: '/settings', labelKey: 'nav.settings', visibility: 'verified' },
];

/** SPEC §2 mobile bottom bar (under 1024 px), same filters as the sidebar. */
export const USER_BOTTOM_BAR: readonly TMenuItem[] = [
  { key: 'dashboard', to: '/dashboard', labelKey: 'bottomBar.dashboard', visibility: 'always', activeOn: ['/'] },
  { key: 'applications', to: '/applications', labelKey: 'bottomBar.applications', visibility: 'verified' },
  { key: 'certificates', to: '/certificates', labelKey: 'bottomBar.certificates', visibility: 'verified-with-certificate', activeOn: ['/renewal/*'] },
  { key: 'transactions', to: '/transactions', labelKey: 'bottomBar.transactions', visibility: 'verified', activeOn: ['/payment/*'] },
  { key: 'profile', to: '/profile', labelKey: 'bottomBar.profile', visibility: 'always' },
];

/** SPEC §2 admin sidebar, in order. 'Revisi Data SBU' also links to /admin/certificates. */
export const ADMIN_MENU: readonly TMenuItem[] = [
  { key: 'adminDashboard', to: '/admin/dashboard', labelKey: 'adminNav.dashboard', visibility: 'always', activeOn: ['/admin'] },
  { key: 'adminUsers', to: '/admin/users', labelKey: 'adminNav.users', visibility: 'always' },
  { key: 'adminCompanies', to: '/admin/companies', labelKey: 'adminNav.companies', visibility: 'always' },
  {
    key: 'adminApplications',
    to: '/admin/applications',
    labelKey: 'adminNav.applications',
    visibility: 'always',
    activeOn: ['/admin/sbu/publish/*', '/admin/sbu/preview/*'],
  },
  { key: 'adminRenewals', to: '/admin/renewals', labelKey: 'adminNav.renewals', visibility: 'always' },
  { key: 'adminDocumentRequests', to: '/admin/document-requests', labelKey: 'adminNav.documentRequests', visibility: 'always' },
  { key: 'adminCertificates', to: '/admin/certificates', labelKey: 'adminNav.certificates', visibility: 'always' },
  { key: 'adminSbuRevision', to: '/admin/certificates', labelKey: 'adminNav.sbuRevision', visibility: 'always', activeOn: ['/admin/sbu/edit/*'] },
  { key: 'adminTransactions', to: '/admin/transactions', labelKey: 'adminNav.transactions', visibility: 'always' },
  { key: 'adminPaymentVerification', to: '/admin/payment-verification', labelKey: 'adminNav.paymentVerification', visibility: 'always' },
  { key: 'adminCalculator', to: '/admin/calculator', labelKey: 'adminNav.calculator', visibility: 'always' },
  { key: 'adminDocuments', to: '/admin/documents', labelKey: 'adminNav.documents', visibility: 'always' },
];

/** The admin's own bottom bar: the same five slots, pointing into the admin area. */
export const ADMIN_BOTTOM_BAR: readonly TMenuItem[] = [
  { key: 'adminDashboard', to: '/admin/dashboard', labelKey: 'bottomBar.dashboard', visibility: 'always', activeOn: ['/admin'] },
  { key: 'adminApplications', to: '/admin/applications', labelKey: 'bottomBar.applications', visibility: 'always' },
  { key: 'adminCertificates', to: '/admin/certificates', labelKey: 'bottomBar.certificates', visibility: 'always' },
  { key: 'adminTransactions', to: '/admin/transactions', labelKey: 'bottomBar.transactions', visibility: 'always' },
  { key: 'profile', to: '/profile', labelKey: 'bottomBar.profile', visibility: 'always' },
];
