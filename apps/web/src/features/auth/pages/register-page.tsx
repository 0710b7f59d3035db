import { useRef, useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { useRegisterAccount, type TRegisterBody } from '../api/register-account';
import { AuthHeading } from '../components/auth-heading';
import { AccountStepFields, CompanyStepFields, ConfirmStepFields } from '../components/register-fields';
import { StepIndicator } from '../components/step-indicator';
import {
  firstStepWithError,
  REGISTER_DEFAULTS,
  REGISTER_FIELDS,
  REGISTER_STEPS,
  type TRegisterFormValues,
} from '../lib/register-steps';
import { useAvailabilityWhileTyping } from '../lib/use-availability';
import { serverFieldErrors } from '@/lib/field-messages';
import { useFocusFirstError } from '@/lib/focus-first-error';

/** The contract's validation (zod) loads at the first focus on a field, not with the page. */
const loadValidation = () => import('../lib/register-validation');

/** Registration in three steps, validated with the contract's schemas (zodResolver), then /verify-otp/{uuid}. */
export function RegisterPage() {
  const { t } = useTranslation('register');
  const navigate = useNavigate();
  const [step, setStepState] = useState(0);
  // The resolver reads the step through a ref: react-hook-form keeps the first resolver it gets.
  const stepRef = useRef(0);
  const setStep = (n: number) => {
    stepRef.current = n;
    setStepState(n);
  };

  // Each step validates with its own slice of the contract schema; the last one with all of it.
  const resolver: Resolver<TRegisterFormValues, unknown, TRegisterBody> = async (values, ctx, options) =>
    (await loadValidation()).registerStepResolver<TRegisterFormValues, TRegisterBody>(stepRef.current)(
      values,
      ctx,
      options,
    );
  const form = useForm<TRegisterFormValues, unknown, TRegisterBody>({
    resolver,
    defaultValues: REGISTER_DEFAULTS,
    mode: 'onTouched',
    shouldFocusError: false,
  });
  const { register, handleSubmit, trigger, setError, getValues, formState } = form;
  // A taken e-mail, phone, NPWP or NIB is said while typing; the form's own messages come first.
  const taken = useAvailabilityWhileTyping(form.control);
  const errors = { ...taken, ...formState.errors };

  const focus = useFocusFirstError();
  const mutation = useRegisterAccount({
    onSuccess: (data) => navigate(`/verify-otp/${encodeURIComponent(data.uuid)}`, { state: { email: data.email } }),
    onError: (error) => {
      // 409/422: put the server's messages back on their fields (the toast comes from the catalogue).
      const mapped = serverFieldErrors(error, REGISTER_FIELDS);
      const entries = Object.entries(mapped) as [keyof TRegisterFormValues, string][];
      for (const [f, message] of entries) setError(f, { type: 'server', message });
      const target = firstStepWithError(entries.map(([f]) => f));
      if (target >= 0) setStep(target);
      focus.request();
    },
  });

  const next = async () => {
    const ok = await trigger([...REGISTER_STEPS[step].fields]);
    if (ok) setStep(Math.min(step + 1, REGISTER_STEPS.length - 1));
    else focus.request();
  };
  const isLast = step === REGISTER_STEPS.length - 1;
  const onSubmit = handleSubmit((values) => mutation.mutate(values), focus.request);

  return (
    <>
      <AuthHeading title={t('register.title')} description={t('register.subtitle')} />
      <StepIndicator steps={REGISTER_STEPS.map((s) => t(`register.steps.${s.key}`))} current={step} />
      <form
        ref={focus.ref}
        noValidate
        onFocusCapture={() => void loadValidation()}
        onSubmit={(e) => {
          e.preventDefault();
          if (isLast) void onSubmit(e);
          else void next();
        }}
        className="space-y-4"
      >
        {step === 0 ? (
          <AccountStepFields register={register} errors={errors} password={form.watch('password')} />
        ) : null}
        {step === 1 ? <CompanyStepFields register={register} errors={errors} /> : null}
        {step === 2 ? <ConfirmStepFields register={register} errors={formState.errors} values={getValues()} /> : null}
        <div className="flex items-center justify-between gap-3 pt-2">
          {step > 0 ? (
            <Button variant="outline" onClick={() => setStep(Math.max(0, step - 1))}>
              {t('register.back')}
            </Button>
          ) : (
            <span />
          )}
          <Button type="submit" {...focus.submitProps} isLoading={mutation.isPending}>
            {isLast ? t('register.submit') : t('register.next')}
          </Button>
        </div>
      </form>
      <p className="mt-6 text-center text-sm text-slate-600 dark:text-slate-400">
        {t('register.hasAccount')}{' '}
        <Link
          to="/login"
          className="font-medium text-brand-600 underline-offset-2 hover:underline dark:text-sky-300 dark:underline"
        >
          {t('register.loginLink')}
        </Link>
      </p>
    </>
  );
}
