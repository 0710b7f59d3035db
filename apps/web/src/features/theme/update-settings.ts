import { API, type TTheme } from '@portal/contract/constants';
import { apiPost } from '@/lib/api-client';

/** POST users/update-settings.php (SPEC §7). */
export function updateThemePreference(theme: TTheme): Promise<{ theme_preference: TTheme }> {
  return apiPost<{ theme_preference: TTheme }>(API.updateSettings, { theme_preference: theme });
}
