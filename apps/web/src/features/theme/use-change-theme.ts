import { useCallback } from 'react';
import type { TTheme } from '@portal/contract/constants';
import { useSession } from '@/features/session';
import { useAction } from '@/hooks/use-action';
import { useTheme } from './theme-context';
import { updateThemePreference } from './update-settings';

/**
 * A theme change applies at once and, when logged in, is saved to the server. A plain call rather
 * than a mutation: this hook sits in the first chunk with the theme, which needs no query cache.
 */
export function useChangeTheme(): { preference: TTheme; changeTheme: (theme: TTheme) => void; isSaving: boolean } {
  const { preference, setPreference } = useTheme();
  const { isAuthenticated, updateProfile } = useSession();
  const { mutate, isPending } = useAction(updateThemePreference, {
    onSuccess: ({ theme_preference }) => updateProfile((old) => ({ ...old, user: { ...old.user, theme_preference } })),
  });

  const changeTheme = useCallback(
    (theme: TTheme) => {
      setPreference(theme);
      if (isAuthenticated) mutate(theme);
    },
    [isAuthenticated, mutate, setPreference],
  );

  return { preference, changeTheme, isSaving: isPending };
}
