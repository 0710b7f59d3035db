import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { LANGUAGE_FLAGS, LANGUAGE_OPTIONS, toSupportedLanguage } from '@/lib/locale';

/** Language menu with flags; i18next's detector caches the choice under localStorage 'language'. */
export function LanguageMenu() {
  const { t, i18n } = useTranslation('shell');
  const current = toSupportedLanguage(i18n.resolvedLanguage ?? i18n.language);
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button
          variant="ghost"
          size="icon"
          aria-label={t('header.languageMenu', { language: t(`languages.${current}`) })}
        >
          <img
            src={LANGUAGE_FLAGS[current]}
            alt=""
            width={24}
            height={16}
            className="h-4 w-6 rounded-sm object-cover ring-1 ring-slate-300 dark:ring-slate-600"
          />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        <DropdownMenuLabel>{t('header.language')}</DropdownMenuLabel>
        <DropdownMenuRadioGroup value={current} onValueChange={(lng) => void i18n.changeLanguage(lng)}>
          {LANGUAGE_OPTIONS.map((o) => (
            <DropdownMenuRadioItem
              key={o.code}
              value={o.code}
              className="data-[state=checked]:bg-brand-50 data-[state=checked]:font-semibold data-[state=checked]:text-brand-700 dark:data-[state=checked]:bg-slate-800 dark:data-[state=checked]:text-sky-300"
            >
              <img
                src={o.flag}
                alt=""
                width={20}
                height={14}
                className="h-3.5 w-5 rounded-sm object-cover ring-1 ring-slate-300 dark:ring-slate-600"
              />
              <span lang={o.code}>{t(`languages.${o.code}`)}</span>
            </DropdownMenuRadioItem>
          ))}
        </DropdownMenuRadioGroup>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
