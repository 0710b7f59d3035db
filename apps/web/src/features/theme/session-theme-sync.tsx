import { useEffect } from 'react';
import { useSession } from '@/features/session';
import { useTheme } from './theme-context';

/** After login the theme comes from user.theme_preference. */
export function SessionThemeSync() {
  const { user } = useSession();
  const { setPreference } = useTheme();
  const saved = user?.theme_preference;
  useEffect(() => {
    if (saved) setPreference(saved);
  }, [saved, setPreference]);
  return null;
}
