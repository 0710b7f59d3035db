import { lazy } from 'react';

/**
 * Route-level code splitting: every page and both shells are separate chunks, so the login
 * page's first load stays small (issue §8: under 150 KB gzipped).
 */
export const UserShell = lazy(() => import('@/features/shell/user-shell').then((m) => ({ default: m.UserShell })));
export const AdminShell = lazy(() => import('@/features/shell/admin-shell').then((m) => ({ default: m.AdminShell })));

export const LoginPage = lazy(() => import('@/features/auth/pages/login-page').then((m) => ({ default: m.LoginPage })));
export const RegisterPage = lazy(() => import('@/features/auth/pages/register-page').then((m) => ({ default: m.RegisterPage })));
export const VerifyOtpPage = lazy(() => import('@/features/auth/pages/verify-otp-page').then((m) => ({ default: m.VerifyOtpPage })));
export const ForgotPasswordPage = lazy(() =>
  import('@/features/auth/pages/forgot-password-page').then((m) => ({ default: m.ForgotPasswordPage })),
);
export const ResetPasswordPage = lazy(() =>
  import('@/features/auth/pages/reset-password-page').then((m) => ({ default: m.ResetPasswordPage })),
);

export const DashboardPage = lazy(() => import('@/features/dashboard/dashboard-page').then((m) => ({ default: m.DashboardPage })));
export const SettingsPage = lazy(() => import('@/features/settings/settings-page').then((m) => ({ default: m.SettingsPage })));
export const PlaceholderPage = lazy(() =>
  import('@/features/placeholder/placeholder-page').then((m) => ({ default: m.PlaceholderPage })),
);

export const PublicInfoPage = lazy(() =>
  import('@/features/public-pages/public-info-page').then((m) => ({ default: m.PublicInfoPage })),
);
export const ErrorPage = lazy(() => import('@/features/status-pages/error-page').then((m) => ({ default: m.ErrorPage })));
export const NotFoundPage = lazy(() => import('@/features/status-pages/not-found-page').then((m) => ({ default: m.NotFoundPage })));

// Onboarding (issue 3)
export const DocumentRegistrationPage = lazy(() =>
  import('@/features/onboarding/pages/document-registration-page').then((m) => ({ default: m.DocumentRegistrationPage })),
);
export const LeaderProfilePage = lazy(() => import('@/features/leader-profile/pages/profile-page').then((m) => ({ default: m.LeaderProfilePage })));
export const CompanyPage = lazy(() => import('@/features/company/pages/company-page').then((m) => ({ default: m.CompanyPage })));
export const AdminUsersPage = lazy(() => import('@/features/admin-users/pages/admin-users-page').then((m) => ({ default: m.AdminUsersPage })));
export const AdminCompaniesPage = lazy(() =>
  import('@/features/admin-companies/pages/admin-companies-page').then((m) => ({ default: m.AdminCompaniesPage })),
);
export const AdminCompanyDetailPage = lazy(() =>
  import('@/features/admin-companies/pages/admin-company-detail-page').then((m) => ({ default: m.AdminCompanyDetailPage })),
);
export const AdminCompanyEditPage = lazy(() =>
  import('@/features/admin-companies/pages/admin-company-edit-page').then((m) => ({ default: m.AdminCompanyEditPage })),
);
export const AdminDocumentsPage = lazy(() =>
  import('@/features/admin-documents/pages/admin-documents-page').then((m) => ({ default: m.AdminDocumentsPage })),
);
