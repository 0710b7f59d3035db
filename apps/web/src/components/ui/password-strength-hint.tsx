import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TPasswordAssessment } from '@portal/contract/password-strength';
import { cn } from '@/components/ui/cn';

/**
 * The strength of a new password, under its field (register, reset-password, change-password;
 * docs/decisions/098). It asks the contract's check, the one the server applies: the
 * common-password list and zxcvbn with its Indonesian and English dictionaries. Those are large, so
 * they load on the first keystroke (a dynamic import: never in the first JavaScript of /login or
 * /register), and the verdict follows the typing after a short pause. The server stays the rule: a
 * refused password comes back as a 422 on the field.
 */
const loadCheck = () => import('@portal/contract/password-strength');

const LEVELS = ['weak', 'weak', 'weak', 'good', 'strong'] as const;
const BAR = { weak: 'bg-red-500', good: 'bg-amber-500', strong: 'bg-emerald-600' } as const;

export function PasswordStrengthHint({ password, id }: { password: string; id?: string }) {
  const { t } = useTranslation('common');
  const [verdict, setVerdict] = useState<TPasswordAssessment | null>(null);

  useEffect(() => {
    if (!password) {
      setVerdict(null);
      return;
    }
    let current = true;
    const timer = setTimeout(() => {
      loadCheck()
        .then((m) => m.assessPassword(password))
        .then((v) => current && setVerdict(v))
        .catch(() => current && setVerdict(null));
    }, 150);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [password]);

  if (!password || !verdict) return <p id={id} aria-live="polite" className="sr-only" />;
  const level = LEVELS[verdict.score];
  return (
    <div id={id} aria-live="polite" className="space-y-1" data-testid="password-strength">
      <div className="flex gap-1" aria-hidden="true">
        {[0, 1, 2].map((i) => (
          <span
            key={i}
            className={cn(
              'h-1.5 flex-1 rounded-full',
              i <= ['weak', 'good', 'strong'].indexOf(level) ? BAR[level] : 'bg-slate-200 dark:bg-slate-700',
            )}
          />
        ))}
      </div>
      <p className="text-xs text-slate-600 dark:text-slate-300">
        {t(`passwordStrength.${level}`)}
        {verdict.acceptable ? '' : ` ${t(verdict.common ? 'passwordStrength.common' : 'passwordStrength.refused')}`}
      </p>
    </div>
  );
}

/**
 * The same hint for a form that does not hold the password's value in state (an uncontrolled
 * react-hook-form field): it follows the input element `inputId` itself.
 */
export function PasswordStrengthFor({ inputId }: { inputId: string }) {
  const [password, setPassword] = useState('');
  useEffect(() => {
    const input = document.getElementById(inputId);
    if (!(input instanceof HTMLInputElement)) return;
    const follow = () => setPassword(input.value);
    input.addEventListener('input', follow);
    return () => input.removeEventListener('input', follow);
  }, [inputId]);
  return <PasswordStrengthHint password={password} />;
}
