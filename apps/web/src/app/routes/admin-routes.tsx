import {
  AdminApplicationDetailPage,
  AdminApplicationsPage,
  AdminDocumentRequestsPage,
  AdminRenewalsPage,
} from '@/features/applications/pages';
import { AdminAdminsPage } from '@/features/admins/pages';
import { AdminApprovalsPage } from '@/features/approvals/pages';
import { AdminAppealsPage } from '@/features/appeals/pages';
import { AdminAuditPage } from '@/features/audit/pages';
import { SubBidangPage } from '@/features/catalogue/pages';
import {
  AdminCertificateDetailPage,
  AdminCertificatesPage,
  SbuEditPage,
  SbuPreviewPage,
  PublishQueuePage,
  SbuPublishPage,
} from '@/features/certificates/pages';
import { AdminCompaniesPage, AdminCompanyDetailPage, AdminCompanyEditPage } from '@/features/companies/pages';
import { AdminCalendarPage, AdminDashboardPage } from '@/features/dashboard/pages';
import { AdminDocumentsPage } from '@/features/documents/pages';
import { AdminCalculatorPage } from '@/features/fees/pages';
import { AdminTransactionsPage, PaymentVerificationPage, StatementImportPage } from '@/features/invoices/pages';
import { AdminUsersPage } from '@/features/users/pages';
import { page, type TAdminRouteDef } from './route-def';

/**
 * The admin area (`area: 'admin'`, set below for all), in the order of the admin sidebar: each route
 * names the administrator roles that may use it (docs/business-rules.md#admin-roles). Part of the
 * route table (route-table.tsx), which loads with the signed-in router and the shells, never with
 * the login page.
 */
const ADMIN_AREA: readonly Omit<TAdminRouteDef, 'area'>[] = [
  {
    path: '/admin',
    roles: 'any',
    title: 'adminDashboard',
    icon: 'layoutDashboard',
    ...page(AdminDashboardPage),
  },
  {
    path: '/admin/dashboard',
    roles: 'any',
    title: 'adminDashboard',
    icon: 'layoutDashboard',
    ...page(AdminDashboardPage),
    menu: { label: 'adminNav.dashboard', activeOn: ['/admin'] },
    bottomBar: { label: 'bottomBar.dashboard', admin: 1 },
  },
  {
    path: '/admin/users',
    roles: ['verifier'],
    title: 'adminUsers',
    icon: 'users',
    menu: { label: 'adminNav.users' },
    ...page(AdminUsersPage),
  },
  {
    path: '/admin/companies',
    roles: ['verifier'],
    title: 'adminCompanies',
    icon: 'building',
    menu: { label: 'adminNav.companies' },
    ...page(AdminCompaniesPage),
  },
  {
    path: '/admin/companies/:companyId',
    roles: ['verifier'],
    title: 'adminCompanyDetail',
    ...page(AdminCompanyDetailPage),
  },
  {
    path: '/admin/companies/edit/:companyId',
    roles: ['verifier'],
    title: 'adminCompanyEdit',
    ...page(AdminCompanyEditPage),
  },
  {
    path: '/admin/applications',
    roles: ['certification'],
    title: 'adminApplications',
    icon: 'clipboardList',
    ...page(AdminApplicationsPage),
    menu: { label: 'adminNav.applications', activeOn: ['/admin/sbu/publish/*', '/admin/sbu/preview/*'] },
    bottomBar: { label: 'bottomBar.applications', admin: 2 },
  },
  {
    path: '/admin/applications/:code_reg',
    roles: ['certification'],
    title: 'adminApplicationDetail',
    icon: 'clipboardList',
    ...page(AdminApplicationDetailPage),
  },
  {
    path: '/admin/sbu/publish/:applicationId',
    roles: ['certification'],
    title: 'adminSbuPublish',
    icon: 'send',
    ...page(SbuPublishPage),
  },
  {
    path: '/admin/sbu/preview/:applicationId',
    roles: ['certification'],
    title: 'adminSbuPreview',
    icon: 'scanEye',
    ...page(SbuPreviewPage),
  },
  {
    path: '/admin/renewals',
    roles: ['certification'],
    title: 'adminRenewals',
    icon: 'refresh',
    menu: { label: 'adminNav.renewals' },
    ...page(AdminRenewalsPage),
  },
  {
    path: '/admin/document-requests',
    roles: ['certification'],
    title: 'adminDocumentRequests',
    icon: 'filePlus',
    ...page(AdminDocumentRequestsPage),
    menu: { label: 'adminNav.documentRequests' },
  },
  {
    path: '/admin/certificates',
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
    roles: ['certification'],
    title: 'adminPublishQueue',
    icon: 'badgeCheck',
    ...page(PublishQueuePage),
  },
  {
    path: '/admin/certificates/:certificateUuid',
    roles: ['certification'],
    title: 'adminCertificateDetail',
    icon: 'badgeCheck',
    ...page(AdminCertificateDetailPage),
  },
  // 'Revisi Data SBU' lists the issued certificates to pick one; it is current while one is edited
  // (only then: on the list and a certificate's detail, Daftar SBU Terbit is).
  {
    path: '/admin/sbu/edit/:certificateUuid',
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
    roles: ['finance'],
    title: 'adminTransactions',
    icon: 'receipt',
    ...page(AdminTransactionsPage),
    menu: { label: 'adminNav.transactions' },
    bottomBar: { label: 'bottomBar.transactions', admin: 4 },
  },
  {
    path: '/admin/payment-verification',
    roles: ['finance'],
    title: 'adminPaymentVerification',
    icon: 'creditCard',
    ...page(PaymentVerificationPage),
    menu: { label: 'adminNav.paymentVerification' },
  },
  // Impor Mutasi Bank: opened from the payment queue (docs/business-rules.md#bank-statement).
  {
    path: '/admin/payment-verification/statement',
    roles: ['finance'],
    title: 'adminPaymentVerification',
    icon: 'creditCard',
    ...page(StatementImportPage),
  },
  {
    path: '/admin/calculator',
    roles: ['finance'],
    title: 'adminCalculator',
    icon: 'calculator',
    menu: { label: 'adminNav.calculator', activeOn: ['/admin/sub-bidang'] },
    ...page(AdminCalculatorPage),
  },
  // Catalogue administration: reached from Kalkulator SBU (the sidebar keeps its listed entries).
  {
    path: '/admin/sub-bidang',
    roles: ['certification'],
    title: 'adminSubBidang',
    icon: 'listTree',
    ...page(SubBidangPage),
  },
  // Kalender Kerja: reached from the dashboard's queues and from Kalkulator SBU (not in the sidebar).
  { path: '/admin/calendar', roles: [], title: 'adminCalendar', ...page(AdminCalendarPage) },
  // Banding & Keluhan: the appeal and complaint queues (not in the sidebar, whose entries are fixed: docs/business-rules.md#menus, #complaints-and-appeals).
  { path: '/admin/appeals', roles: 'any', title: 'adminAppeals', ...page(AdminAppealsPage) },
  {
    path: '/admin/documents',
    roles: ['verifier'],
    title: 'adminDocuments',
    icon: 'folderOpen',
    menu: { label: 'adminNav.documents' },
    ...page(AdminDocumentsPage),
  },
  // Added after the fixed admin sidebar entries (docs/business-rules.md#menus) (Log Audit stays last): the four-eyes queue.
  {
    path: '/admin/approvals',
    roles: 'any',
    title: 'adminApprovals',
    icon: 'shieldCheck',
    menu: { label: 'adminNav.approvals' },
    ...page(AdminApprovalsPage),
  },
  // Super admins: the staff (docs/business-rules.md#admin-roles).
  {
    path: '/admin/admins',
    roles: [],
    title: 'adminAdmins',
    icon: 'users',
    menu: { label: 'adminNav.admins' },
    ...page(AdminAdminsPage),
  },
  {
    path: '/admin/audit',
    roles: 'any',
    title: 'adminAudit',
    icon: 'scrollText',
    menu: { label: 'adminNav.audit' },
    ...page(AdminAuditPage),
  },
];

export const ADMIN_ROUTES: readonly TAdminRouteDef[] = ADMIN_AREA.map((r) => ({ ...r, area: 'admin' }));
