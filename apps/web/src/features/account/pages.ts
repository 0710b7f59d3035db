import { lazyPage } from '@/lib/lazy-page';

export const LeaderProfilePage = lazyPage(() => import('./pages/profile-page'), 'LeaderProfilePage', [
  'profile',
  'company',
  'status',
  'errors',
]);
export const SettingsPage = lazyPage(() => import('./pages/settings-page'), 'SettingsPage', ['settings', 'errors']);
export const TwoFactorPage = lazyPage(() => import('./pages/two-factor-page'), 'TwoFactorPage', ['settings', 'errors']);
