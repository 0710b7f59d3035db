import { lazyPage } from '@/lib/lazy-page';

export const SettingsPage = lazyPage(() => import('./settings-page'), 'SettingsPage', ['settings', 'errors']);
