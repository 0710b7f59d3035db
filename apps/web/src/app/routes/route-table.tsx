import type { ReactNode } from 'react';
import type { TAdminRole } from '@portal/contract';
import type { TRouteIconName } from '@/components/ui/route-icon';
import { LeaderProfilePage, SettingsPage, TwoFactorPage } from '@/features/account/pages';
import {
  AdminApplicationDetailPage,
  AdminApplicationsPage,
  AdminDocumentRequestsPage,
  AdminRenewalsPage,
  ApplicationDetailPage,
  ApplicationsPage,
  EditApplicationPage,
  NewApplicationPage,
} from '@/features/applications/pages';
import { AdminAdminsPage } from '@/features/admins/pages';
import { AdminApprovalsPage } from '@/features/approvals/pages';
import { AdminAppealsPage } from '@/features/appeals/pages';
import { AdminAuditPage } from '@/features/audit/pages';
import { SubBidangPage } from '@/features/catalogue/pages';
import {
  AdminCertificateDetailPage,
  AdminCertificatesPage,
  CertificateApplicationPage,
  CertificateDetailPage,
  CertificatesPage,
  SbuEditPage,
  SbuPreviewPage,
  PublishQueuePage,
  SbuPublishPage,
} from '@/features/certificates/pages';
import {
  AdminCompaniesPage,
  AdminCompanyDetailPage,
  AdminCompanyEditPage,
  CompanyPage,
} from '@/features/companies/pages';
import { AdminCalendarPage, AdminDashboardPage, AnalyticsPage, DashboardPage } from '@/features/dashboard/pages';
import { AdminDocumentsPage } from '@/features/documents/pages';
import { AdminCalculatorPage } from '@/features/fees/pages';
import { GuidePage } from '@/features/guide/pages';
import {
  AdminTransactionsPage,
  PaymentPage,
  PaymentVerificationPage,
  StatementImportPage,
  TransactionsPage,
} from '@/features/invoices/pages';
import { DocumentRegistrationPage } from '@/features/registrations/pages';
import { AdminUsersPage } from '@/features/users/pages';
import { ENTRY_ROUTES, page } from './entry-routes';

/**
 * Who reaches a route, and in which frame: `public` (no login, public frame), `guest` (the auth
 * pages; a logged-in user is sent on), `user` (login), `verified` (login and admin-verified
 * documents), `admin` (admins only).
 */
export type TRouteArea = 'public' | 'guest' | 'user' | 'verified' | 'admin';

/** Who sees a menu entry (items a user may not use are not rendered at all). */
export type TMenuVisibility = 'always' | 'unverified-only' | 'verified' | 'verified-with-certificate';

export interface TRouteMenu {
  /** `shell` key of the sidebar label. */
  label: string;
  /** Defaults to the route's title key; names the entry (and its React key). */
  key?: string;
  /** Where the entry links when the route itself has parameters. */
  to?: string;
  visibility?: TMenuVisibility;
  /** Other paths on which the entry counts as the current page: exact, or a prefix ending in '/*'. */
  activeOn?: string[];
  /** The entry links to `to` (another entry's screen) and is current only on its `activeOn` paths. */
  linkOnly?: true;
}

export interface TRouteDef {
  path: string;
  area: TRouteArea;
  /** `shell:titles.<title>`: the header and document title. */
  title: string;
  element: ReactNode;
  /** Starts loading the page (and its texts) before React asks for it. */
  preload?: () => Promise<unknown>;
  /** The icon of the route's menu entries. */
  icon?: TRouteIconName;
  /** '/' and '/dashboard': an admin is sent on to the admin dashboard. */
  adminGoesToAdminDashboard?: true;
  /** An entry in the area's sidebar (the user's, or the admin's), in table order. */
  menu?: TRouteMenu;
  /** A slot (1–5) in the mobile bottom bar of users and/or admins, with its short label. */
  bottomBar?: { label: string; user?: number; admin?: number };
  /**
   * Admin routes: the administrator roles that may use the screen besides `super_admin`, or `'any'`
   * (docs/business-rules.md#admin-roles). Its menu entries show only to them; others get the 403 page.
   */
  roles?: readonly TAdminRole[] | 'any';
}

/**
 * The one route table: the router, the page titles, the user and admin sidebars and the bottom bars
 * all derive from it (docs/decisions/022). The sidebars list their
 * entries in the order of this table. It opens with the routes before sign-in (entry-routes.tsx,
 * in the first chunk); this file, with everything behind the login, loads with the signed-in
 * router and the shells.
 */
export const ROUTES: readonly TRouteDef[] = [
  ...ENTRY_ROUTES,

  // User area, in the order of the user sidebar.
  { path: '/', area: 'user', title: 'dashboard', adminGoesToAdminDashboard: true, ...page(DashboardPage) },
  {
    path: '/dashboard',
    area: 'user',
    title: 'dashboard',
    icon: 'layoutDashboard',
    adminGoesToAdminDashboard: true,
    menu: { label: 'nav.dashboard', activeOn: ['/'] },
    bottomBar: { label: 'bottomBar.dashboard', user: 1 },
    ...page(DashboardPage),
  },
  {
    path: '/profile',
    area: 'user',
    title: 'profile',
    icon: 'userRound',
    menu: { label: 'nav.profile' },
    bottomBar: { label: 'bottomBar.profile', user: 5, admin: 5 },
    ...page(LeaderProfilePage),
  },
  {
    path: '/document-registration',
    area: 'user',
    title: 'documentRegistration',
    icon: 'fileText',
    menu: { label: 'nav.documentRegistration', visibility: 'unverified-only' },
    ...page(DocumentRegistrationPage),
  },
  {
    path: '/company',
    area: 'verified',
    title: 'company',
    icon: 'building',
    menu: { label: 'nav.company', visibility: 'verified' },
    ...page(CompanyPage),
  },
  {
    path: '/applications',
    area: 'verified',
    title: 'applications',
    icon: 'clipboardList',
    menu: { label: 'nav.applications', visibility: 'verified' },
    bottomBar: { label: 'bottomBar.applications', user: 2 },
    ...page(ApplicationsPage),
  },
  // "Ajukan Permohonan": a static segment, so it wins over ':code_reg' (docs/decisions/055).
  {
    path: '/applications/new',
    area: 'verified',
    title: 'applicationNew',
    icon: 'filePlus',
    ...page(NewApplicationPage),
  },
  {
    path: '/applications/:code_reg',
    area: 'verified',
    title: 'applicationDetail',
    icon: 'clipboardList',
    ...page(ApplicationDetailPage),
  },
  {
    path: '/applications/edit/:code_reg',
    area: 'verified',
    title: 'applicationEdit',
    icon: 'filePen',
    ...page(EditApplicationPage),
  },
  {
    path: '/certificates',
    area: 'verified',
    title: 'certificates',
    icon: 'award',
    menu: { label: 'nav.certificates', visibility: 'verified-with-certificate', activeOn: ['/renewal/*'] },
    bottomBar: { label: 'bottomBar.certificates', user: 3 },
    ...page(CertificatesPage),
  },
  {
    path: '/certificates/view/:certificateUuid',
    area: 'verified',
    title: 'certificateView',
    icon: 'award',
    ...page(CertificateDetailPage),
  },
  // Renewal, and upgrade with `?type=upgrade` (docs/decisions/072).
  {
    path: '/renewal/sbu/:certificateUuid',
    area: 'verified',
    title: 'renewal',
    icon: 'refresh',
    ...page(CertificateApplicationPage),
  },
  {
    path: '/transactions',
    area: 'verified',
    title: 'transactions',
    icon: 'receipt',
    menu: { label: 'nav.transactions', visibility: 'verified', activeOn: ['/payment/*'] },
    bottomBar: { label: 'bottomBar.transactions', user: 4 },
    ...page(TransactionsPage),
  },
  { path: '/payment/:uuid_invoice', area: 'verified', title: 'payment', icon: 'creditCard', ...page(PaymentPage) },
  { path: '/guide', area: 'user', title: 'guide', icon: 'bookOpen', menu: { label: 'nav.guide' }, ...page(GuidePage) },
  {
    path: '/sub-bidang',
    area: 'user',
    title: 'subBidang',
    icon: 'listTree',
    menu: { label: 'nav.subBidang' },
    ...page(SubBidangPage),
  },
  { path: '/analytics', area: 'user', title: 'analytics', icon: 'chart', ...page(AnalyticsPage) },
  {
    path: '/settings',
    area: 'user',
    title: 'settings',
    icon: 'settings',
    menu: { label: 'nav.settings', visibility: 'verified' },
    ...page(SettingsPage),
  },
  // Enrolling the second factor: an administrator is kept here until it is on (docs/decisions/098).
  { path: '/account/two-factor', area: 'user', title: 'twoFactor', icon: 'shieldCheck', ...page(TwoFactorPage) },

  // Admin area, in the order of the admin sidebar.
  {
    path: '/admin',
    area: 'admin',
    roles: 'any',
    title: 'adminDashboard',
    icon: 'layoutDashboard',
    ...page(AdminDashboardPage),
  },
  {
    path: '/admin/dashboard',
    area: 'admin',
    roles: 'any',
    title: 'adminDashboard',
    icon: 'layoutDashboard',
    ...page(AdminDashboardPage),
    menu: { label: 'adminNav.dashboard', activeOn: ['/admin'] },
    bottomBar: { label: 'bottomBar.dashboard', admin: 1 },
  },
  {
    path: '/admin/users',
    area: 'admin',
    roles: ['verifier'],
    title: 'adminUsers',
    icon: 'users',
    menu: { label: 'adminNav.users' },
    ...page(AdminUsersPage),
  },
  {
    path: '/admin/companies',
    area: 'admin',
    roles: ['verifier'],
    title: 'adminCompanies',
    icon: 'building',
    menu: { label: 'adminNav.companies' },
    ...page(AdminCompaniesPage),
  },
  {
    path: '/admin/companies/:companyId',
    area: 'admin',
    roles: ['verifier'],
    title: 'adminCompanyDetail',
    ...page(AdminCompanyDetailPage),
  },
  {
    path: '/admin/companies/edit/:companyId',
    area: 'admin',
    roles: ['verifier'],
    title: 'adminCompanyEdit',
    ...page(AdminCompanyEditPage),
  },
  {
    path: '/admin/applications',
    area: 'admin',
    roles: ['certification'],
    title: 'adminApplications',
    icon: 'clipboardList',
    ...page(AdminApplicationsPage),
    menu: { label: 'adminNav.applications', activeOn: ['/admin/sbu/publish/*', '/admin/sbu/preview/*'] },
    bottomBar: { label: 'bottomBar.applications', admin: 2 },
  },
  {
    path: '/admin/applications/:code_reg',
    area: 'admin',
    roles: ['certification'],
    title: 'adminApplicationDetail',
    icon: 'clipboardList',
    ...page(AdminApplicationDetailPage),
  },
  {
    path: '/admin/sbu/publish/:applicationId',
    area: 'admin',
    roles: ['certification'],
    title: 'adminSbuPublish',
    icon: 'send',
    ...page(SbuPublishPage),
  },
  {
    path: '/admin/sbu/preview/:applicationId',
    area: 'admin',
    roles: ['certification'],
    title: 'adminSbuPreview',
    icon: 'scanEye',
    ...page(SbuPreviewPage),
  },
  {
    path: '/admin/renewals',
    area: 'admin',
    roles: ['certification'],
    title: 'adminRenewals',
    icon: 'refresh',
    menu: { label: 'adminNav.renewals' },
    ...page(AdminRenewalsPage),
  },
  {
    path: '/admin/document-requests',
    area: 'admin',
    roles: ['certification'],
    title: 'adminDocumentRequests',
    icon: 'filePlus',
    ...page(AdminDocumentRequestsPage),
    menu: { label: 'adminNav.documentRequests' },
  },
  {
    path: '/admin/certificates',
    area: 'admin',
    roles: ['certification'],
    title: 'adminCertificates',
    icon: 'badgeCheck',
    ...page(AdminCertificatesPage),
    menu: { label: 'adminNav.certificates' },
    bottomBar: { label: 'bottomBar.certificates', admin: 3 },
  },
  // Antrean Penerbitan SBU: opened from the dashboard's queue card (the sidebar keeps its fixed entries, docs/business-rules.md#menus).
  {
    path: '/admin/publish-queue',
    area: 'admin',
    roles: ['certification'],
    title: 'adminPublishQueue',
    icon: 'badgeCheck',
    ...page(PublishQueuePage),
  },
  {
    path: '/admin/certificates/:certificateUuid',
    area: 'admin',
    roles: ['certification'],
    title: 'adminCertificateDetail',
    icon: 'badgeCheck',
    ...page(AdminCertificateDetailPage),
  },
  // 'Revisi Data SBU' lists the issued certificates to pick one; it is current while one is edited
  // (only then: on the list and a certificate's detail, Daftar SBU Terbit is).
  {
    path: '/admin/sbu/edit/:certificateUuid',
    area: 'admin',
    roles: ['certification'],
    title: 'adminSbuEdit',
    icon: 'filePen',
    ...page(SbuEditPage),
    menu: {
      label: 'adminNav.sbuRevision',
      key: 'adminSbuRevision',
      to: '/admin/certificates',
      activeOn: ['/admin/sbu/edit/*'],
      linkOnly: true,
    },
  },
  {
    path: '/admin/transactions',
    area: 'admin',
    roles: ['finance'],
    title: 'adminTransactions',
    icon: 'receipt',
    ...page(AdminTransactionsPage),
    menu: { label: 'adminNav.transactions' },
    bottomBar: { label: 'bottomBar.transactions', admin: 4 },
  },
  {
    path: '/admin/payment-verification',
    area: 'admin',
    roles: ['finance'],
    title: 'adminPaymentVerification',
    icon: 'creditCard',
    ...page(PaymentVerificationPage),
    menu: { label: 'adminNav.paymentVerification' },
  },
  // Impor Mutasi Bank: opened from the payment queue (docs/business-rules.md#bank-statement).
  {
    path: '/admin/payment-verification/statement',
    area: 'admin',
    roles: ['finance'],
    title: 'adminPaymentVerification',
    icon: 'creditCard',
    ...page(StatementImportPage),
  },
  {
    path: '/admin/calculator',
    area: 'admin',
    roles: ['finance'],
    title: 'adminCalculator',
    icon: 'calculator',
    menu: { label: 'adminNav.calculator', activeOn: ['/admin/sub-bidang'] },
    ...page(AdminCalculatorPage),
  },
  // Catalogue administration: reached from Kalkulator SBU (the sidebar keeps its listed entries).
  {
    path: '/admin/sub-bidang',
    area: 'admin',
    roles: ['certification'],
    title: 'adminSubBidang',
    icon: 'listTree',
    ...page(SubBidangPage),
  },
  // Kalender Kerja: reached from the dashboard's queues and from Kalkulator SBU (not in the sidebar).
  { path: '/admin/calendar', area: 'admin', roles: [], title: 'adminCalendar', ...page(AdminCalendarPage) },
  // Banding & Keluhan: the appeal and complaint queues (not in the sidebar, whose entries are fixed: docs/business-rules.md#menus, #complaints-and-appeals).
  { path: '/admin/appeals', area: 'admin', roles: 'any', title: 'adminAppeals', ...page(AdminAppealsPage) },
  {
    path: '/admin/documents',
    area: 'admin',
    roles: ['verifier'],
    title: 'adminDocuments',
    icon: 'folderOpen',
    menu: { label: 'adminNav.documents' },
    ...page(AdminDocumentsPage),
  },
  // Added after the fixed admin sidebar entries (docs/business-rules.md#menus) (Log Audit stays last): the four-eyes queue.
  {
    path: '/admin/approvals',
    area: 'admin',
    roles: 'any',
    title: 'adminApprovals',
    icon: 'shieldCheck',
    menu: { label: 'adminNav.approvals' },
    ...page(AdminApprovalsPage),
  },
  // Super admins: the staff (docs/business-rules.md#admin-roles).
  {
    path: '/admin/admins',
    area: 'admin',
    roles: [],
    title: 'adminAdmins',
    icon: 'users',
    menu: { label: 'adminNav.admins' },
    ...page(AdminAdminsPage),
  },
  {
    path: '/admin/audit',
    area: 'admin',
    roles: 'any',
    title: 'adminAudit',
    icon: 'scrollText',
    menu: { label: 'adminNav.audit' },
    ...page(AdminAuditPage),
  },
];
