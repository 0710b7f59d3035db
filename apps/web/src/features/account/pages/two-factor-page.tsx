import { useEffect, useRef, useState, type FormEvent } from 'react';
import { AlertTriangle, Download, ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ZTotpCode } from '@portal/contract';
import { Button } from '@/components/ui/button';
import { Callout } from '@/components/ui/callout';
import { Card, CardContent } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { CopyButton } from '@/components/ui/copy-button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiError } from '@/lib/api-client';
import { reportSaveError, translateError } from '@/lib/errors';
import { serverFieldErrors, translateFieldMessage } from '@/lib/field-messages';
import { dashboardPathFor, isAdminUser, useSession } from '@/features/session';
import { useEnableSecondFactor, useSecondFactorSetup } from '../api/second-factor';
import { SecondFactorOff } from '../components/second-factor-off';

/** The secret in groups of four, as authenticator apps show it and as it is easier to type. */
export function groupSecret(secret: string): string {
  return (secret.match(/.{1,4}/g) ?? []).join(' ');
}

/** The server's SVG as an image URL: an <img> never runs what it draws (no innerHTML). */
function svgDataUrl(svg: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(svg)) binary += String.fromCharCode(byte);
  return `data:image/svg+xml;base64,${btoa(binary)}`;
}

const RECOVERY_FILE = 'portal-bski-recovery-codes.txt';

/** A step's heading, which takes the focus when the step opens (docs/decisions/037). */
function StepHeading({ children, focus }: { children: string; focus: boolean }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focus) ref.current?.focus();
  }, [focus]);
  return (
    <h2
      ref={ref}
      tabIndex={-1}
      className="text-lg font-semibold text-slate-900 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 dark:text-slate-100"
    >
      {children}
    </h2>
  );
}

/**
 * "Verifikasi Dua Langkah" (docs/business-rules.md#second-factor, docs/decisions/098): the QR code
 * and the secret for an authenticator app, a current code switches the factor on, and the ten
 * recovery codes are shown once. An administrator is kept here until it is on; a company user
 * may also switch it off again.
 */
export function TwoFactorPage() {
  const { user } = useSession();
  const [codes, setCodes] = useState<{ list: string[]; regenerated: boolean } | null>(null);
  if (codes?.regenerated) return <RecoveryCodes codes={codes.list} onDone={() => setCodes(null)} />;
  if (codes) return <RecoveryCodes codes={codes.list} />;
  // Only a company user may switch it off (an administrator's call answers 403).
  if (user?.mfa_enabled)
    return (
      <SecondFactorOff canDisable={!isAdminUser(user)} onNewCodes={(list) => setCodes({ list, regenerated: true })} />
    );
  return <Enrol onEnabled={(list) => setCodes({ list, regenerated: false })} />;
}

function Enrol({ onEnabled }: { onEnabled: (codes: string[]) => void }) {
  const { t } = useTranslation('settings');
  const setup = useSecondFactorSetup(true);
  const enable = useEnableSecondFactor();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = ZTotpCode.safeParse(code);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      document.getElementById('two-factor-code')?.focus();
      return;
    }
    setError(undefined);
    enable.mutate(
      { code: parsed.data },
      {
        onSuccess: (data) => onEnabled(data.recovery_codes),
        onError: (failure) => {
          const field = serverFieldErrors(failure, ['code'] as const).code;
          if (field || (failure instanceof ApiError && failure.code === 'MFA_CODE_INVALID')) {
            setError(field ?? translateError(failure).message);
            document.getElementById('two-factor-code')?.focus();
          } else reportSaveError(failure);
        },
      },
    );
  };

  return (
    <div className="max-w-3xl space-y-6">
      <Card>
        <CardContent className="space-y-4 pt-6">
          <StepHeading focus={false}>{t('twoFactor.setupTitle')}</StepHeading>
          <p className="text-sm text-slate-600 dark:text-slate-400">{t('twoFactor.why')}</p>
          {setup.isPending ? (
            <div>
              <p role="status" className="sr-only">
                {t('twoFactor.loading')}
              </p>
              <Skeleton className="size-48" />
            </div>
          ) : setup.isError ? (
            <Callout tone="danger" icon={AlertTriangle} title={t('twoFactor.loadFailedTitle')} role="alert">
              <p className="text-sm">{translateError(setup.error).message}</p>
              <Button variant="outline" size="sm" className="mt-2" onClick={() => void setup.refetch()}>
                {t('twoFactor.retry')}
              </Button>
            </Callout>
          ) : (
            <>
              <ol className="list-decimal space-y-1 pl-5 text-sm text-slate-700 dark:text-slate-300">
                <li>{t('twoFactor.step1')}</li>
                <li>{t('twoFactor.step2')}</li>
                <li>{t('twoFactor.step3')}</li>
              </ol>
              <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
                <img
                  src={svgDataUrl(setup.data.qr_svg)}
                  alt={t('twoFactor.qrAlt')}
                  width={192}
                  height={192}
                  className="size-48 shrink-0 rounded-md border border-slate-200 bg-white p-2 dark:border-slate-700"
                />
                <div className="min-w-0 space-y-2">
                  <p className="text-sm font-medium text-slate-900 dark:text-slate-100">{t('twoFactor.secretLabel')}</p>
                  <code
                    id="two-factor-secret"
                    className="block rounded-md bg-slate-100 px-3 py-2 font-mono text-base tracking-wider break-words text-slate-900 dark:bg-slate-800 dark:text-slate-100"
                  >
                    {groupSecret(setup.data.secret)}
                  </code>
                  <CopyButton
                    value={setup.data.secret}
                    label={t('twoFactor.copy')}
                    ariaLabel={t('twoFactor.copySecret')}
                    copiedLabel={t('twoFactor.copied')}
                    failedLabel={t('twoFactor.copyFailed')}
                  />
                </div>
              </div>
              <form
                noValidate
                onSubmit={onSubmit}
                aria-busy={enable.isPending || undefined}
                className="max-w-xs space-y-4"
              >
                <FormField
                  id="two-factor-code"
                  label={t('twoFactor.codeLabel')}
                  hint={t('twoFactor.codeHint')}
                  error={translateFieldMessage(error, t)}
                  required
                >
                  {(field) => (
                    <Input
                      {...field}
                      inputMode="numeric"
                      autoComplete="one-time-code"
                      spellCheck={false}
                      maxLength={9}
                      value={code}
                      onChange={(e) => setCode(e.target.value)}
                    />
                  )}
                </FormField>
                <Button type="submit" isLoading={enable.isPending}>
                  {t('twoFactor.enable')}
                </Button>
              </form>
            </>
          )}
        </CardContent>
      </Card>
    </div>
  );
}

/**
 * The ten recovery codes, shown once: after enrolment ("Continue" goes on to the dashboard), or
 * after new ones were made (`onDone`: back to the settings of the factor).
 */
function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone?: () => void }) {
  const { t } = useTranslation('settings');
  const { refresh } = useSession();
  const navigate = useNavigate();
  const [saved, setSaved] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const text = codes.join('\n');

  const download = () => {
    const url = URL.createObjectURL(new Blob([`${text}\n`], { type: 'text/plain;charset=utf-8' }));
    const a = document.createElement('a');
    a.href = url;
    a.download = RECOVERY_FILE;
    document.body.append(a);
    a.click();
    a.remove();
    URL.revokeObjectURL(url);
  };

  const onContinue = async () => {
    if (onDone) return onDone();
    setLeaving(true);
    // The profile now says the factor is on: the guard lets every page open again.
    const user = await refresh().catch(() => null);
    navigate(dashboardPathFor(user), { replace: true });
  };

  return (
    <div className="max-w-3xl space-y-6">
      <p role="status" aria-live="polite" className="sr-only">
        {onDone ? t('twoFactor.regenerated') : t('twoFactor.enabled')}
      </p>
      <Card>
        <CardContent className="space-y-4 pt-6">
          <div className="flex items-center gap-2 text-emerald-700 dark:text-emerald-400">
            <ShieldCheck aria-hidden="true" className="size-5" />
            <p className="text-sm font-medium">{onDone ? t('twoFactor.regenerated') : t('twoFactor.enabled')}</p>
          </div>
          <StepHeading focus>{t('twoFactor.codesTitle')}</StepHeading>
          <p className="text-sm text-slate-600 dark:text-slate-400">{t('twoFactor.codesDescription')}</p>
          <ol
            aria-label={t('twoFactor.codesTitle')}
            className="grid grid-cols-1 gap-2 rounded-md bg-slate-100 p-4 font-mono text-sm text-slate-900 sm:grid-cols-2 dark:bg-slate-800 dark:text-slate-100"
          >
            {codes.map((c) => (
              <li key={c}>{c}</li>
            ))}
          </ol>
          <div className="flex flex-wrap gap-2">
            <CopyButton
              value={text}
              label={t('twoFactor.copy')}
              ariaLabel={t('twoFactor.copyCodes')}
              copiedLabel={t('twoFactor.copied')}
              failedLabel={t('twoFactor.copyFailed')}
            />
            <Button size="sm" variant="outline" onClick={download}>
              <Download aria-hidden="true" className="size-4" />
              {t('twoFactor.download')}
            </Button>
          </div>
          <Checkbox
            id="two-factor-saved"
            label={t('twoFactor.savedConfirm')}
            checked={saved}
            onChange={(e) => setSaved(e.target.checked)}
          />
          <Button disabled={!saved} isLoading={leaving} onClick={() => void onContinue()}>
            {onDone ? t('twoFactor.done') : t('twoFactor.continue')}
          </Button>
        </CardContent>
      </Card>
    </div>
  );
}
