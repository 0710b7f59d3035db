import { lazyPage } from '@/lib/lazy-page';

/** The auth pages, each its own chunk, for the route table (their texts are bundled for the first paint, but the OTP and register pages'). */
export const LoginPage = lazyPage(() => import('./pages/login-page'), 'LoginPage');
// Its texts are a namespace of their own (`register`), outside the login page's first JavaScript (docs/decisions/020, 022).
export const RegisterPage = lazyPage(() => import('./pages/register-page'), 'RegisterPage', ['register']);
export const ForgotPasswordPage = lazyPage(() => import('./pages/forgot-password-page'), 'ForgotPasswordPage');
export const ResetPasswordPage = lazyPage(() => import('./pages/reset-password-page'), 'ResetPasswordPage');
// Its texts are a namespace of their own, outside the login page's first JavaScript (docs/decisions/020).
export const VerifyOtpPage = lazyPage(() => import('./pages/verify-otp-page'), 'VerifyOtpPage', ['verifyOtp']);
