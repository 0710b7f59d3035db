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
