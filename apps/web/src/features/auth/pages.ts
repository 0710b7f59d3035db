import { lazyPage } from '@/lib/lazy-page';

/** The auth pages, each its own chunk, for the route table (their texts are bundled for the first paint). */
export const LoginPage = lazyPage(() => import('./pages/login-page'), 'LoginPage');
export const RegisterPage = lazyPage(() => import('./pages/register-page'), 'RegisterPage');
export const ForgotPasswordPage = lazyPage(() => import('./pages/forgot-password-page'), 'ForgotPasswordPage');
export const ResetPasswordPage = lazyPage(() => import('./pages/reset-password-page'), 'ResetPasswordPage');
export const VerifyOtpPage = lazyPage(() => import('./pages/verify-otp-page'), 'VerifyOtpPage');
