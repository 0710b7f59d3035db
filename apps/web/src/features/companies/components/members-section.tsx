import { useState } from 'react';
import { UserPlus, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { COMPANY_MEMBER_ROLE, MEMBERS_SECTION_ID } from '@portal/contract/constants';
import type { TCompanyMember } from '@portal/contract';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { cn } from '@/components/ui/cn';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/toast';
import { reportSaveError } from '@/lib/errors';
import { serverFieldErrors, translateFieldMessage } from '@/lib/field-messages';
import { formatDate } from '@/lib/format-date';
import { useCompanyMembers, useInviteMember, useRemoveMember } from '../api/members';

const INVITE_FIELDS = ['email', 'name'] as const;
type TInviteField = (typeof INVITE_FIELDS)[number];

const STATUS_TONE: Record<TCompanyMember['status'], string> = {
  active: 'bg-emerald-50 text-emerald-800 dark:bg-emerald-900/40 dark:text-emerald-100',
  invited: 'bg-sky-50 text-sky-800 dark:bg-sky-900/40 dark:text-sky-100',
  invitation_expired: 'bg-amber-50 text-amber-900 dark:bg-amber-900/40 dark:text-amber-100',
};

/**
 * "Anggota Perusahaan" under Data Perusahaan (docs/business-rules.md#company-staff): the owner and
 * the staff. The owner invites by e-mail (a link to set a password) and removes staff, after a
 * confirmation; staff see the list only, without those controls.
 */
export function MembersSection({ isOwner }: { isOwner: boolean }) {
  const { t, i18n } = useTranslation('company');
  const query = useCompanyMembers();
  const [removing, setRemoving] = useState<TCompanyMember | null>(null);
  const remove = useRemoveMember();
  const data = query.data;
  const staffCount = data ? data.items.filter((m) => m.role === COMPANY_MEMBER_ROLE.STAFF).length : 0;
  const full = data ? staffCount >= data.max_staff : false;
  const locale = i18n.language === 'en' ? 'en-GB' : 'id-ID';

  return (
    <Card id={MEMBERS_SECTION_ID} role="region" tabIndex={-1} aria-labelledby="members-title">
      <CardHeader className="space-y-1">
        <CardTitle id="members-title" className="flex items-center gap-2">
          <Users aria-hidden="true" className="size-5" />
          {t('members.title')}
        </CardTitle>
        <p className="text-sm text-slate-600 dark:text-slate-400">
          {isOwner ? t('members.descriptionOwner') : t('members.descriptionStaff')}
        </p>
      </CardHeader>
      <CardContent className="space-y-4">
        {query.isPending ? (
          <div className="space-y-2" aria-busy="true" aria-label={t('members.loading')}>
            <Skeleton className="h-12 w-full" />
            <Skeleton className="h-12 w-full" />
          </div>
        ) : query.isError || !data ? (
          <div role="alert" className="flex flex-wrap items-center gap-3 text-sm text-red-700 dark:text-red-300">
            {t('members.loadError')}
            <Button variant="outline" size="sm" onClick={() => void query.refetch()}>
              {t('members.retry')}
            </Button>
          </div>
        ) : (
          <>
            <p className="text-sm text-slate-700 dark:text-slate-300">
              {t('members.count', { count: staffCount, max: data.max_staff })}
            </p>
            <ul className="divide-y divide-slate-200 rounded-md border border-slate-200 dark:divide-slate-700 dark:border-slate-700">
              {data.items.map((m) => (
                <li key={m.uuid} className="flex flex-wrap items-center justify-between gap-3 px-3 py-2.5">
                  <div className="min-w-0">
                    <p className="font-medium break-words text-slate-900 dark:text-slate-100">{m.name}</p>
                    <p className="text-sm break-all text-slate-600 dark:text-slate-400">{m.email}</p>
                    {m.role === COMPANY_MEMBER_ROLE.STAFF && m.invited_at && m.status !== 'active' ? (
                      <p className="text-xs text-slate-500 dark:text-slate-400">
                        {t('members.invitedOn', { date: formatDate(m.invited_at, locale) })}
                      </p>
                    ) : null}
                  </div>
                  <div className="flex flex-wrap items-center gap-2">
                    <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-800 dark:bg-slate-800 dark:text-slate-100">
                      {t(`members.roles.${m.role}`)}
                    </span>
                    <span className={cn('rounded-full px-2 py-0.5 text-xs font-medium', STATUS_TONE[m.status])}>
                      {t(`members.statuses.${m.status}`)}
                    </span>
                    {isOwner && m.role === COMPANY_MEMBER_ROLE.STAFF ? (
                      <Button
                        variant="outline"
                        size="sm"
                        onClick={() => setRemoving(m)}
                        aria-label={t('members.removeNamed', { name: m.name })}
                      >
                        {t('members.remove')}
                      </Button>
                    ) : null}
                  </div>
                </li>
              ))}
            </ul>
            {isOwner ? <InviteForm full={full} max={data.max_staff} /> : null}
          </>
        )}
      </CardContent>
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => (open ? undefined : setRemoving(null))}
        title={t('members.removeTitle')}
        description={removing ? t('members.removeDescription', { name: removing.name }) : undefined}
        confirmLabel={t('members.remove')}
        destructive
        isPending={remove.isPending}
        onConfirm={() => {
          if (!removing) return;
          remove.mutate(removing.uuid, {
            onSuccess: () => {
              toast({ title: t('members.removed', { name: removing.name }), variant: 'success' });
              setRemoving(null);
            },
          });
        }}
      />
    </Card>
  );
}

function InviteForm({ full, max }: { full: boolean; max: number }) {
  const { t } = useTranslation('company');
  const invite = useInviteMember();
  const [values, setValues] = useState({ email: '', name: '' });
  const [errors, setErrors] = useState<Partial<Record<TInviteField, string>>>({});

  const onSubmit = (e: React.FormEvent) => {
    e.preventDefault();
    const missing: Partial<Record<TInviteField, string>> = {};
    for (const f of INVITE_FIELDS) if (!values[f].trim()) missing[f] = 'validation.required';
    setErrors(missing);
    if (Object.keys(missing).length) {
      document.getElementById(`member-${Object.keys(missing)[0]}`)?.focus();
      return;
    }
    invite.mutate(
      { email: values.email.trim(), name: values.name.trim() },
      {
        onSuccess: ({ member, mail_sent }) => {
          toast(
            mail_sent
              ? { title: t('members.invited', { email: member.email }), variant: 'success' }
              : { title: t('members.inviteMailFailed', { email: member.email }), variant: 'warning' },
          );
          setValues({ email: '', name: '' });
        },
        onError: (error) => {
          const fieldErrors = serverFieldErrors(error, INVITE_FIELDS);
          setErrors(fieldErrors);
          reportSaveError(error);
        },
      },
    );
  };

  if (full) return <p className="text-sm text-amber-800 dark:text-amber-200">{t('members.full', { max })}</p>;
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-3 rounded-md bg-slate-50 p-3 dark:bg-slate-800/50">
      <h3 className="text-sm font-semibold text-slate-900 dark:text-slate-100">{t('members.inviteTitle')}</h3>
      <p className="text-xs text-slate-600 dark:text-slate-400">{t('members.inviteHint')}</p>
      <fieldset disabled={invite.isPending} className="grid min-w-0 gap-3 sm:grid-cols-2">
        <FormField id="member-name" label={t('members.name')} required error={translateFieldMessage(errors.name)}>
          {(f) => (
            <Input
              {...f}
              autoComplete="off"
              value={values.name}
              onChange={(e) => {
                setValues((v) => ({ ...v, name: e.target.value }));
                setErrors((x) => ({ ...x, name: undefined }));
              }}
            />
          )}
        </FormField>
        <FormField id="member-email" label={t('members.email')} required error={translateFieldMessage(errors.email)}>
          {(f) => (
            <Input
              {...f}
              type="email"
              autoComplete="off"
              value={values.email}
              onChange={(e) => {
                setValues((v) => ({ ...v, email: e.target.value }));
                setErrors((x) => ({ ...x, email: undefined }));
              }}
            />
          )}
        </FormField>
      </fieldset>
      <Button type="submit" isLoading={invite.isPending}>
        <UserPlus aria-hidden="true" className="size-4" />
        {t('members.invite')}
      </Button>
    </form>
  );
}
