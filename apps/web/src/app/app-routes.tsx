import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Route, Routes } from 'react-router';
import { LoadingScreen } from '@/components/ui/spinner';
import { AuthPagesGuard } from './guards/auth-pages-guard';
import { RedirectAdminToAdminDashboard } from './guards/redirect-admin-to-admin-dashboard';
import { RequireAdmin } from './guards/require-admin';
import { RequireAuth } from './guards/require-auth';
import { RequireVerified } from './guards/require-verified';
import { AuthLayout } from './layouts/auth-layout';
import { PublicLayout } from './layouts/public-layout';
import { NotFoundRoute } from './not-found-route';
import {
  AdminCompaniesPage,
  AdminCompanyDetailPage,
  AdminCompanyEditPage,
  AdminDocumentsPage,
  AdminShell,
  AdminUsersPage,
  CompanyPage,
  DocumentRegistrationPage,
  LeaderProfilePage,
  DashboardPage,
  ErrorPage,
  ForgotPasswordPage,
  LoginPage,
  NotFoundPage,
  PlaceholderPage,
  PublicInfoPage,
  RegisterPage,
  ResetPasswordPage,
  SettingsPage,
  UserShell,
  VerifyOtpPage,
} from './lazy-pages';

/** Every path of SPEC §2 with its guard (SPEC §4, §6). */
export function AppRoutes() {
  const { t } = useTranslation();
  return (
    <Suspense fallback={<LoadingScreen label={t('common:loadingApp')} />}>
      <Routes>
        {/* Public: no login, no sidebar. */}
        <Route element={<PublicLayout />}>
          <Route path="/sertifikat/:uuid" element={<PublicInfoPage page="publicCertificate" />} />
          <Route path="/invoice/:transId" element={<PublicInfoPage page="publicInvoice" />} />
          <Route path="/verify" element={<PublicInfoPage page="verify" />} />
          <Route path="/error" element={<ErrorPage />} />
        </Route>

        {/* Auth pages: a logged-in user is sent to the role's dashboard. */}
        <Route element={<AuthPagesGuard />}>
          <Route element={<AuthLayout />}>
            <Route path="/login" element={<LoginPage />} />
            <Route path="/register" element={<RegisterPage />} />
            <Route path="/forgot-password" element={<ForgotPasswordPage />} />
            <Route path="/reset-password/:token" element={<ResetPasswordPage />} />
            <Route path="/verify-otp/:uuid" element={<VerifyOtpPage />} />
          </Route>
        </Route>

        {/* User area: login needed. */}
        <Route element={<RequireAuth />}>
          <Route element={<UserShell />}>
            <Route element={<RedirectAdminToAdminDashboard />}>
              <Route index element={<DashboardPage />} />
              <Route path="/dashboard" element={<DashboardPage />} />
            </Route>
            <Route path="/document-registration" element={<DocumentRegistrationPage />} />
            <Route path="/profile" element={<LeaderProfilePage />} />
            <Route path="/guide" element={<PlaceholderPage page="guide" />} />
            <Route path="/settings" element={<SettingsPage />} />
            <Route path="/analytics" element={<PlaceholderPage page="analytics" />} />
            <Route path="/sub-bidang" element={<PlaceholderPage page="subBidang" />} />

            {/* Login and admin-verified documents needed (SPEC §2). */}
            <Route element={<RequireVerified />}>
              <Route path="/company" element={<CompanyPage />} />
              <Route path="/applications" element={<PlaceholderPage page="applications" />} />
              <Route path="/applications/:code_reg" element={<PlaceholderPage page="applicationDetail" />} />
              <Route path="/applications/edit/:code_reg" element={<PlaceholderPage page="applicationEdit" />} />
              <Route path="/certificates" element={<PlaceholderPage page="certificates" />} />
              <Route path="/certificates/view/:certificateUuid" element={<PlaceholderPage page="certificateView" />} />
              <Route path="/renewal/sbu/:certificateUuid" element={<PlaceholderPage page="renewal" />} />
              <Route path="/transactions" element={<PlaceholderPage page="transactions" />} />
              <Route path="/payment/:uuid_invoice" element={<PlaceholderPage page="payment" />} />
            </Route>
          </Route>
        </Route>

        {/* Admin area: admins only (the guard first, the shell as a second line). */}
        <Route path="/admin" element={<RequireAdmin />}>
          <Route element={<AdminShell />}>
            <Route index element={<PlaceholderPage page="adminDashboard" />} />
            <Route path="dashboard" element={<PlaceholderPage page="adminDashboard" />} />
            <Route path="users" element={<AdminUsersPage />} />
            <Route path="companies" element={<AdminCompaniesPage />} />
            <Route path="companies/:companyId" element={<AdminCompanyDetailPage />} />
            <Route path="companies/edit/:companyId" element={<AdminCompanyEditPage />} />
            <Route path="applications" element={<PlaceholderPage page="adminApplications" />} />
            <Route path="renewals" element={<PlaceholderPage page="adminRenewals" />} />
            <Route path="applications/:code_reg" element={<PlaceholderPage page="adminApplicationDetail" />} />
            <Route path="sbu/publish/:applicationId" element={<PlaceholderPage page="adminSbuPublish" />} />
            <Route path="sbu/preview/:applicationId" element={<PlaceholderPage page="adminSbuPreview" />} />
            <Route path="sbu/edit/:certificateUuid" element={<PlaceholderPage page="adminSbuEdit" />} />
            <Route path="document-requests" element={<PlaceholderPage page="adminDocumentRequests" />} />
            <Route path="documents" element={<AdminDocumentsPage />} />
            <Route path="transactions" element={<PlaceholderPage page="adminTransactions" />} />
            <Route path="payment-verification" element={<PlaceholderPage page="adminPaymentVerification" />} />
            <Route path="certificates" element={<PlaceholderPage page="adminCertificates" />} />
            <Route path="calculator" element={<PlaceholderPage page="adminCalculator" />} />
            <Route path="*" element={<NotFoundPage />} />
          </Route>
        </Route>

        <Route path="*" element={<NotFoundRoute />} />
      </Routes>
    </Suspense>
  );
}
