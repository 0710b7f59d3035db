import { LeaderProfilePage, SettingsPage, TwoFactorPage } from '@/features/account/pages';
import {
  ApplicationDetailPage,
  ApplicationsPage,
  EditApplicationPage,
  NewApplicationPage,
} from '@/features/applications/pages';
import { SubBidangPage } from '@/features/catalogue/pages';
import { CertificateApplicationPage, CertificateDetailPage, CertificatesPage } from '@/features/certificates/pages';
import { CompanyPage } from '@/features/companies/pages';
import { AnalyticsPage, DashboardPage } from '@/features/dashboard/pages';
import { GuidePage } from '@/features/guide/pages';
import { PaymentPage, TransactionsPage } from '@/features/invoices/pages';
import { DocumentRegistrationPage } from '@/features/registrations/pages';
import { page, type TCompanyRouteDef } from './route-def';

/**
 * The company's area: the routes behind the login (`user`) and behind verified documents
 * (`verified`), in the order of the user sidebar. Part of the route table (route-table.tsx), which
 * loads with the signed-in router and the shells, never with the login page.
 */
export const COMPANY_ROUTES: readonly TCompanyRouteDef[] = [
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
];
