import { Monitor, Moon, Sun } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { THEMES, type TTheme } from '@portal/contract/constants';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { isTheme, useChangeTheme, useTheme } from '@/features/theme';

export const THEME_ICONS = { light: Sun, dark: Moon, system: Monitor } as const;

/** Light / dark / system, applied at once and saved to the server when logged in (docs/business-rules.md#languages). */
export function ThemeMenu() {
  const { t } = useTranslation('shell');
  const { resolved } = useTheme();
  const { preference, changeTheme } = useChangeTheme();
  const Icon = THEME_ICONS[resolved];
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" aria-label={t('header.themeMenu', { theme: t(`themes.${preference}`) })}>
          <Icon aria-hidden="true" className="size-5" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        <DropdownMenuLabel>{t('header.theme')}</DropdownMenuLabel>
        <DropdownMenuRadioGroup value={preference} onValueChange={(v) => isTheme(v) && changeTheme(v)}>
          {THEMES.map((theme: TTheme) => {
            const ItemIcon = THEME_ICONS[theme];
            return (
              <DropdownMenuRadioItem key={theme} value={theme}>
                <ItemIcon aria-hidden="true" className="size-4" />
                {t(`themes.${theme}`)}
              </DropdownMenuRadioItem>
            );
          })}
        </DropdownMenuRadioGroup>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
