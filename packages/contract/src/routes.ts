/** Every API path, named once for the server routes and the web fetchers (SPEC §7, DOMAIN.md). */
export const API = {
  csrfToken: '/backend/api/auth/csrf-token.php',
  register: '/backend/api/auth/register.php',
  verifyOtp: '/backend/api/auth/verify-otp.php',
  resendOtp: '/backend/api/auth/resend-otp.php',
  login: '/backend/api/auth/login.php',
  logout: '/backend/api/auth/logout.php',
  forgotPassword: '/backend/api/auth/forgot-password.php',
  resetPassword: '/backend/api/auth/reset-password.php',
  getUserByUuid: '/backend/api/auth/get-user-by-uuid.php',
  profile: '/backend/api/users/profile.php',
  updateSettings: '/backend/api/users/update-settings.php',
  certificatesList: '/backend/api/certificates/list.php',
  notificationsList: '/backend/api/notifications/list.php',
  notificationsMarkRead: '/backend/api/notifications/mark-read.php',
  notificationsMarkAllRead: '/backend/api/notifications/mark-all-read.php',
  notificationsDelete: '/backend/api/notifications/delete.php',
  frontendError: '/backend/api/logs/frontend-error.php',
  health: '/backend/api/health.php',
  publicConfig: '/backend/api/system/public-config.php',
} as const;
export type TApiPath = (typeof API)[keyof typeof API];
