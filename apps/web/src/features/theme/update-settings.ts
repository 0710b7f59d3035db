import { type TTheme } from '@portal/contract/constants';
import type { TUpdateSettingsResponse } from '@portal/contract';
import { apiPost } from '@/lib/api-client';

/** POST users/update-settings.php (docs/api.md#account). */
export function updateThemePreference(theme: TTheme): Promise<TUpdateSettingsResponse> {
  return apiPost('users/update-settings.php', { theme_preference: theme });
}
