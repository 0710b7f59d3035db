import { KeyRound, Languages, Palette, ShieldCheck } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { THEMES } from '@portal/contract/constants';
import { buttonClasses } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { cn } from '@/components/ui/cn';
import { useSession } from '@/features/session';
import { mustEnrolSecondFactor, TWO_FACTOR_PATH } from '@/lib/second-factor';
import { LANGUAGE_OPTIONS, toSupportedLanguage } from '@/lib/locale';
import { useChangeTheme } from '@/features/theme';
import { ChangePasswordForm } from '../components/change-password-form';
import { MustChangePasswordNotice } from '../components/must-change-notice';
import { SessionsCard } from '../components/sessions-card';

/**
 * Settings: theme saved to the account, language kept on this device, the second factor's state
 * (docs/business-rules.md#second-factor), the account's sessions (#sessions), change password. While a generated password must change,
 * the notice says so and the theme (a server call the server would refuse) waits
 * (docs/decisions/014).
 */
export function SettingsPage() {
  const { t, i18n } = useTranslation('settings');
  const { mustChangePassword, user } = useSession();
  // Before the password change, or the second factor an administrator must enrol, the server refuses the theme.
  const locked = mustChangePassword || mustEnrolSecondFactor(user);
  const { preference, changeTheme, isSaving } = useChangeTheme();
  const language = toSupportedLanguage(i18n.resolvedLanguage ?? i18n.language);
  const optionClasses = (active: boolean) =>
    cn(
      'flex cursor-pointer items-center gap-2 rounded-md border px-4 py-2 text-sm font-medium has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-500',
      active
        ? 'border-brand-500 bg-brand-50 text-brand-700 dark:bg-slate-800 dark:text-white'
        : 'border-slate-300 text-slate-700 dark:border-slate-700 dark:text-slate-300',
    );
  return (
    <div className="max-w-3xl space-y-6">
      {mustChangePassword ? <MustChangePasswordNotice /> : null}
      {/* Saving a theme is a server call the server refuses until then. */}
      <Card hidden={locked}>
        <CardHeader>
          <CardTitle className="flex items-center gap-2">
            <Palette aria-hidden="true" className="size-5 text-brand-600" />
            {t('theme.title')}
          </CardTitle>
          <p className="text-sm text-slate-600 dark:text-slate-400">{t('theme.description')}</p>
        </CardHeader>
        <CardContent>
          <fieldset>
            <legend className="sr-only">{t('theme.title')}</legend>
            <div className="flex flex-wrap gap-2">
              {THEMES.map((theme) => (
                <label key={theme} className={optionClasses(preference === theme)}>
                  <input
                    type="radio"
                    name="theme"
                    value={theme}
                    checked={preference === theme}
                    onChange={() => changeTheme(theme)}
                    className="sr-only"
                  />
                  {t(`theme.options.${theme}`)}
                </label>
              ))}
            </div>
          </fieldset>
          <p aria-live="polite" className="mt-2 h-4 text-xs text-slate-500 dark:text-slate-400">
            {isSaving ? t('theme.saving') : ''}
          </p>
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle className="flex items-center gap-2">
            <Languages aria-hidden="true" className="size-5 text-brand-600" />
            {t('language.title')}
          </CardTitle>
          <p className="text-sm text-slate-600 dark:text-slate-400">{t('language.description')}</p>
        </CardHeader>
        <CardContent>
          <fieldset>
            <legend className="sr-only">{t('language.title')}</legend>
            <div className="flex flex-wrap gap-2">
              {LANGUAGE_OPTIONS.map((o) => (
                <label key={o.code} className={optionClasses(language === o.code)}>
                  <input
                    type="radio"
                    name="language"
                    value={o.code}
                    checked={language === o.code}
                    onChange={() => void i18n.changeLanguage(o.code)}
                    className="sr-only"
                  />
                  <img
                    src={o.flag}
                    alt=""
                    width={20}
                    height={14}
                    className="h-3.5 w-5 rounded-sm object-cover ring-1 ring-slate-300 dark:ring-slate-600"
                  />
                  <span lang={o.code}>{t(`language.options.${o.code}`)}</span>
                </label>
              ))}
            </div>
          </fieldset>
        </CardContent>
      </Card>

      <Card hidden={mustChangePassword}>
        <CardHeader>
          <CardTitle className="flex items-center gap-2">
            <ShieldCheck aria-hidden="true" className="size-5 text-brand-600" />
            {t('twoFactor.settingsTitle')}
          </CardTitle>
          <p className="text-sm text-slate-600 dark:text-slate-400">{t('twoFactor.settingsDescription')}</p>
        </CardHeader>
        <CardContent className="flex flex-wrap items-center gap-3">
          <span
            className={cn(
              'rounded-full px-2.5 py-0.5 text-xs font-medium',
              user?.mfa_enabled
                ? 'bg-emerald-100 text-emerald-800 dark:bg-emerald-950 dark:text-emerald-200'
                : 'bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-200',
            )}
          >
            {user?.mfa_enabled ? t('twoFactor.stateOn') : t('twoFactor.stateOff')}
          </span>
          <Link to={TWO_FACTOR_PATH} className={buttonClasses('outline', 'sm')}>
            {t('twoFactor.manage')}
          </Link>
        </CardContent>
      </Card>

      {/* The list is a server call the gates refuse until then. */}
      {locked ? null : <SessionsCard />}

      <Card>
        <CardHeader>
          <CardTitle className="flex items-center gap-2">
            <KeyRound aria-hidden="true" className="size-5 text-brand-600" />
            {t('password.title')}
          </CardTitle>
          <p className="text-sm text-slate-600 dark:text-slate-400">{t('password.description')}</p>
        </CardHeader>
        <CardContent>
          <ChangePasswordForm />
        </CardContent>
      </Card>
    </div>
  );
}
