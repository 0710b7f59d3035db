import { matchPath } from 'react-router';

/**
 * A page title per path (SPEC §2 header). Keys live in the `shell` namespace under `titles.`.
 * Order matters only where patterns overlap (static segments before parameters).
 */
export const PAGE_TITLE_ROUTES: readonly { pattern: string; key: string }[] = [
  // user area
  { pattern: '/', key: 'dashboard' },
  { pattern: '/dashboard', key: 'dashboard' },
  { pattern: '/document-registration', key: 'documentRegistration' },
  { pattern: '/profile', key: 'profile' },
  { pattern: '/guide', key: 'guide' },
  { pattern: '/settings', key: 'settings' },
  { pattern: '/analytics', key: 'analytics' },
  { pattern: '/sub-bidang', key: 'subBidang' },
  { pattern: '/company', key: 'company' },
  { pattern: '/applications', key: 'applications' },
  { pattern: '/applications/edit/:code_reg', key: 'applicationEdit' },
  { pattern: '/applications/:code_reg', key: 'applicationDetail' },
  { pattern: '/certificates', key: 'certificates' },
  { pattern: '/certificates/view/:certificateUuid', key: 'certificateView' },
  { pattern: '/renewal/sbu/:certificateUuid', key: 'renewal' },
  { pattern: '/transactions', key: 'transactions' },
  { pattern: '/payment/:uuid_invoice', key: 'payment' },
  // admin area
  { pattern: '/admin', key: 'adminDashboard' },
  { pattern: '/admin/dashboard', key: 'adminDashboard' },
  { pattern: '/admin/users', key: 'adminUsers' },
  { pattern: '/admin/companies', key: 'adminCompanies' },
  { pattern: '/admin/companies/edit/:companyId', key: 'adminCompanyEdit' },
  { pattern: '/admin/companies/:companyId', key: 'adminCompanyDetail' },
  { pattern: '/admin/applications', key: 'adminApplications' },
  { pattern: '/admin/renewals', key: 'adminRenewals' },
  { pattern: '/admin/applications/:code_reg', key: 'adminApplicationDetail' },
  { pattern: '/admin/sbu/publish/:applicationId', key: 'adminSbuPublish' },
  { pattern: '/admin/sbu/preview/:applicationId', key: 'adminSbuPreview' },
  { pattern: '/admin/sbu/edit/:certificateUuid', key: 'adminSbuEdit' },
  { pattern: '/admin/document-requests', key: 'adminDocumentRequests' },
  { pattern: '/admin/documents', key: 'adminDocuments' },
  { pattern: '/admin/transactions', key: 'adminTransactions' },
  { pattern: '/admin/payment-verification', key: 'adminPaymentVerification' },
  { pattern: '/admin/certificates', key: 'adminCertificates' },
  { pattern: '/admin/calculator', key: 'adminCalculator' },
  // auth pages
  { pattern: '/login', key: 'login' },
  { pattern: '/register', key: 'register' },
  { pattern: '/forgot-password', key: 'forgotPassword' },
  { pattern: '/reset-password/:token', key: 'resetPassword' },
  { pattern: '/verify-otp/:uuid', key: 'verifyOtp' },
  // public pages
  { pattern: '/sertifikat/:uuid', key: 'publicCertificate' },
  { pattern: '/invoice/:transId', key: 'publicInvoice' },
  { pattern: '/verify', key: 'verify' },
  { pattern: '/error', key: 'error' },
];

export const NOT_FOUND_TITLE_KEY = 'notFound';

/** The `shell:titles.*` key for a path; unknown paths get the not-found title. */
export function getPageTitleKey(pathname: string): string {
  for (const route of PAGE_TITLE_ROUTES) {
    if (matchPath({ path: route.pattern, end: true }, pathname)) return route.key;
  }
  return NOT_FOUND_TITLE_KEY;
}
