import type { TRouteIconName } from '@/components/ui/route-icon';
import { ForgotPasswordPage, LoginPage, RegisterPage, ResetPasswordPage, VerifyOtpPage } from '@/features/auth/pages';
import { CertificatePage, VerifyPage } from '@/features/certificates/entry-pages';
import { PublicInvoicePage } from '@/features/invoices/entry-pages';
import { TermsPage } from '@/features/public-pages/pages';
import { ErrorPage } from '@/features/status-pages/pages';
import type { TLazyPage } from '@/lib/lazy-page';
import { page, type TEntryRouteDef, type TRouteDef } from './route-def';

/** The props of a screen that explains a route by its title and icon (the public info screens). */
type TInfoScreenProps = { page: string; icon: TRouteIconName; param?: string };

/** Such a screen for a route: its title, icon and the route parameter it shows as reference. */
export const infoScreen =
  (Screen: TLazyPage<TInfoScreenProps>) =>
  (title: string, icon: TRouteIconName, param?: string): Pick<TRouteDef, 'title' | 'icon' | 'element' | 'preload'> => ({
    title,
    icon,
    element: <Screen page={title} icon={icon} param={param} />,
    preload: Screen.preload,
  });

/**
 * The routes a visitor reaches before signing in: the public and the auth pages. They open the
 * route table (route-table.tsx) and are the only part of it in the first chunk; the areas behind
 * the login (company-routes.tsx, admin-routes.tsx), with their menus, load with their own router
 * (signed-in-routes.tsx, docs/decisions/020).
 */
export const ENTRY_ROUTES: readonly TEntryRouteDef[] = [
  // Public: no login, no sidebar.
  {
    path: '/sertifikat/:uuid',
    area: 'public',
    title: 'publicCertificate',
    icon: 'shieldCheck',
    ...page(CertificatePage),
  },
  { path: '/invoice/:transId', area: 'public', title: 'publicInvoice', icon: 'receipt', ...page(PublicInvoicePage) },
  { path: '/verify', area: 'public', title: 'verify', icon: 'fileSearch', ...page(VerifyPage) },
  { path: '/error', area: 'public', title: 'error', ...page(ErrorPage) },
  { path: '/terms', area: 'public', title: 'terms', ...page(TermsPage) },

  // Auth pages.
  { path: '/login', area: 'guest', title: 'login', ...page(LoginPage) },
  { path: '/register', area: 'guest', title: 'register', ...page(RegisterPage) },
  { path: '/forgot-password', area: 'guest', title: 'forgotPassword', ...page(ForgotPasswordPage) },
  { path: '/reset-password/:token', area: 'guest', title: 'resetPassword', ...page(ResetPasswordPage) },
  { path: '/verify-otp/:uuid', area: 'guest', title: 'verifyOtp', ...page(VerifyOtpPage) },
];
