import { API, type TTheme } from '@portal/contract/constants';
import type { TUpdateSettingsResponse } from '@portal/contract';
import { apiPost } from '@/lib/api-client';

/** POST users/update-settings.php (SPEC §7). */
export function updateThemePreference(theme: TTheme): Promise<TUpdateSettingsResponse> {
  return apiPost<TUpdateSettingsResponse>(API.updateSettings, { theme_preference: theme });
}
