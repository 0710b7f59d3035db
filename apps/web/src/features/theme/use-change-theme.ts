import { useCallback } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TTheme } from '@portal/contract/constants';
import type { TProfileResponse } from '@portal/contract';
import { PROFILE_QUERY_KEY, useSession } from '@/features/session';
import { useTheme } from './theme-context';
import { updateThemePreference } from './update-settings';

/** SPEC §1: a theme change applies at once and, when logged in, is saved to the server. */
export function useChangeTheme(): { preference: TTheme; changeTheme: (theme: TTheme) => void; isSaving: boolean } {
  const { preference, setPreference } = useTheme();
  const { isAuthenticated } = useSession();
  const queryClient = useQueryClient();
  const { mutate, isPending } = useMutation({
    mutationFn: updateThemePreference,
    onSuccess: ({ theme_preference }) => {
      queryClient.setQueryData<TProfileResponse | null>(PROFILE_QUERY_KEY, (old) =>
        old ? { ...old, user: { ...old.user, theme_preference } } : old,
      );
    },
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
