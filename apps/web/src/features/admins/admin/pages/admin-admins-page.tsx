import { useState, type FormEvent } from 'react';
import { AlertTriangle, UserPlus, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import {
  ADMIN_ACCOUNT_STATUSES,
  ADMIN_ROLES,
  ZInviteAdminRequest,
  type TAdminAccount,
  type TAdminRole,
} from '@portal/contract';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { FilterSelect } from '@/components/ui/filter-select';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { ListPagination } from '@/components/ui/list-page';
import { PageHeader } from '@/components/ui/page-header';
import { ReasonDialog } from '@/components/ui/reason-dialog';
import { SearchInput } from '@/components/ui/search-input';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/toast';
import { useSession } from '@/features/session';
import { useClampPage, useListParams } from '@/hooks/use-list-params';
import { useReturnFocus } from '@/hooks/use-return-focus';
import { fieldError, refusalMessage, showActionError } from '@/lib/admin/action-error';
import { ApiError } from '@/lib/api-client';
import { showErrorToast } from '@/lib/errors';
import { translateFieldMessage } from '@/lib/field-messages';
import { formatDateTime } from '@/lib/format-date';
import { issueFields } from '@/lib/issue-fields';
import { localeOf } from '@/lib/locale';
import { useAdminAccounts, useInviteAdmin, useUpdateAdmin } from '../api/admins';
import { RolesFieldset } from '../components/roles-fieldset';

const FILTERS = { status: ADMIN_ACCOUNT_STATUSES, role: ADMIN_ROLES };
type TActing =
  | { kind: 'roles'; admin: TAdminAccount }
  | { kind: 'disable'; admin: TAdminAccount }
  | { kind: 'enable'; admin: TAdminAccount }
  | { kind: 'reset_mfa'; admin: TAdminAccount };

const STATUS_STYLE: Record<TAdminAccount['status'], string> = {
  invited: 'bg-blue-100 text-blue-800 dark:bg-blue-900/40 dark:text-blue-200',
  active: 'bg-emerald-100 text-emerald-800 dark:bg-emerald-900/40 dark:text-emerald-200',
  disabled: 'bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-300',
};

/**
 * Manajemen Admin (docs/business-rules.md#admin-roles), super admins only: every administrator with
 * their roles and status; invite one, change roles, disable or enable, reset the second factor —
 * each after a confirmation.
 */
export function AdminAdminsPage() {
  const { t, i18n } = useTranslation('admins');
  const tc = useTranslation('admin').t;
  const locale = localeOf(i18n.language);
  const me = useSession().user?.uuid;
  const params = useListParams({ filters: FILTERS });
  const list = useAdminAccounts(params.query);
  useClampPage(params, list.data);
  const update = useUpdateAdmin();
  const [acting, setActing] = useState<TActing | null>(null);
  const [roles, setRoles] = useState<TAdminRole[]>([]);
  const [inviting, setInviting] = useState(false);
  const focus = useReturnFocus();

  const open = (next: TActing, opener: HTMLElement) => {
    focus.remember(opener);
    update.reset();
    if (next.kind === 'roles') setRoles([...next.admin.roles]);
    setActing(next);
  };
  const close = () => {
    setActing(null);
    focus.restore();
  };
  const run = (body: { roles?: TAdminRole[]; disabled?: boolean; reset_mfa?: true; reason?: string }) => {
    if (!acting) return;
    const { admin, kind } = acting;
    update.mutate(
      { uuid: admin.uuid, ...body },
      {
        onSuccess: () => {
          toast({ title: t(`${kind}.done`, { name: admin.name }), variant: 'success' });
          close();
        },
        onError: (error) => {
          if (fieldError(error, 'reason') || fieldError(error, 'roles')) return;
          close();
          showActionError(error, t('refusedTitle'));
        },
      },
    );
  };

  const items = list.data?.items ?? [];
  return (
    <div className="space-y-4">
      <PageHeader
        title={t('title')}
        description={t('description')}
        actions={
          <Button
            onClick={(e) => {
              focus.remember(e.currentTarget);
              setInviting(true);
            }}
          >
            <UserPlus aria-hidden="true" className="size-4" />
            {t('invite.button')}
          </Button>
        }
      />
      <div className="grid gap-3 md:grid-cols-[minmax(0,2fr)_repeat(2,minmax(0,1fr))] md:items-end">
        <SearchInput
          label={t('search.label')}
          placeholder={t('search.placeholder')}
          value={params.searchInput}
          onChange={params.setSearchInput}
        />
        <FilterSelect
          label={t('filters.status')}
          value={params.filters.status}
          onChange={(v) => params.setFilter('status', v)}
          allLabel={t('filters.allStatuses')}
          options={ADMIN_ACCOUNT_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) }))}
        />
        <FilterSelect
          label={t('filters.role')}
          value={params.filters.role}
          onChange={(v) => params.setFilter('role', v)}
          allLabel={t('filters.allRoles')}
          options={ADMIN_ROLES.map((r) => ({ value: r, label: t(`role.${r}`) }))}
        />
      </div>

      <Card>
        <CardContent className="p-0">
          {list.isPending ? (
            <div className="space-y-2 p-4" aria-busy="true" aria-label={t('loading')}>
              <Skeleton className="h-10 w-full" />
              <Skeleton className="h-10 w-full" />
              <Skeleton className="h-10 w-full" />
            </div>
          ) : list.isError ? (
            <div role="alert" className="flex flex-col items-center gap-3 px-4 py-10 text-center">
              <AlertTriangle aria-hidden="true" className="size-8 text-amber-500" />
              <p className="font-medium text-slate-900 dark:text-slate-100">{tc('list.errorTitle')}</p>
              <p className="text-sm text-slate-600 dark:text-slate-400">{tc('list.errorDescription')}</p>
              <Button variant="outline" size="sm" onClick={() => void list.refetch()}>
                {tc('list.retry')}
              </Button>
            </div>
          ) : items.length === 0 ? (
            <EmptyState
              icon={Users}
              title={t('empty')}
              action={
                params.hasActiveFilters ? (
                  <Button variant="secondary" onClick={params.resetFilters}>
                    {t('resetFilters')}
                  </Button>
                ) : undefined
              }
            />
          ) : (
            <div className="overflow-x-auto">
              <table className="w-full min-w-[44rem] text-sm">
                <caption className="sr-only">{t('tableCaption')}</caption>
                <thead className="bg-slate-50 text-left text-slate-600 dark:bg-slate-800/60 dark:text-slate-300">
                  <tr>
                    <th scope="col" className="px-4 py-2 font-semibold">
                      {t('columns.admin')}
                    </th>
                    <th scope="col" className="px-4 py-2 font-semibold">
                      {t('columns.roles')}
                    </th>
                    <th scope="col" className="px-4 py-2 font-semibold">
                      {t('columns.status')}
                    </th>
                    <th scope="col" className="px-4 py-2 font-semibold">
                      {t('columns.actions')}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {items.map((a) => (
                    <tr key={a.uuid} className="border-t border-slate-200 align-top dark:border-slate-700">
                      <th scope="row" className="px-4 py-3 text-left font-normal">
                        <span className="block font-medium text-slate-900 dark:text-slate-100">{a.name}</span>
                        <span className="block break-all text-slate-600 dark:text-slate-400">{a.email}</span>
                      </th>
                      <td className="px-4 py-3 text-slate-900 dark:text-slate-100">
                        {a.roles.map((r) => t(`role.${r}`)).join(', ')}
                      </td>
                      <td className="px-4 py-3">
                        <span
                          data-status={a.status}
                          className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-medium whitespace-nowrap ${STATUS_STYLE[a.status]}`}
                        >
                          {t(`status.${a.status}`)}
                        </span>
                        {a.invitation_expires_at ? (
                          <span className="mt-1 block text-xs text-slate-600 dark:text-slate-400">
                            {t('invitationUntil', { date: formatDateTime(a.invitation_expires_at, locale) })}
                          </span>
                        ) : null}
                      </td>
                      <td className="px-4 py-3">
                        <div className="flex flex-wrap gap-2">
                          <Button
                            size="sm"
                            variant="outline"
                            aria-label={t('roles.buttonFor', { name: a.name })}
                            onClick={(e) => open({ kind: 'roles', admin: a }, e.currentTarget)}
                          >
                            {t('roles.button')}
                          </Button>
                          {a.uuid !== me && a.status !== 'disabled' ? (
                            <Button
                              size="sm"
                              variant="outline"
                              aria-label={t('disable.buttonFor', { name: a.name })}
                              onClick={(e) => open({ kind: 'disable', admin: a }, e.currentTarget)}
                            >
                              {t('disable.button')}
                            </Button>
                          ) : null}
                          {a.status === 'disabled' ? (
                            <Button
                              size="sm"
                              variant="outline"
                              aria-label={t('enable.buttonFor', { name: a.name })}
                              onClick={(e) => open({ kind: 'enable', admin: a }, e.currentTarget)}
                            >
                              {t('enable.button')}
                            </Button>
                          ) : null}
                          {a.uuid !== me && a.status === 'active' ? (
                            <Button
                              size="sm"
                              variant="outline"
                              aria-label={t('reset_mfa.buttonFor', { name: a.name })}
                              onClick={(e) => open({ kind: 'reset_mfa', admin: a }, e.currentTarget)}
                            >
                              {t('reset_mfa.button')}
                            </Button>
                          ) : null}
                        </div>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </CardContent>
      </Card>
      {items.length > 0 ? <ListPagination params={params} total={list.data?.total} /> : null}

      <ConfirmDialog
        open={acting?.kind === 'roles'}
        onOpenChange={(o) => !o && close()}
        title={t('roles.title', { name: acting?.admin.name ?? '' })}
        description={t('roles.description')}
        confirmLabel={t('roles.confirm')}
        isPending={update.isPending}
        canConfirm={roles.length > 0}
        onConfirm={() => run({ roles })}
      >
        <RolesFieldset
          value={roles}
          onChange={setRoles}
          error={
            roles.length === 0 ? t('form.rolesRequired') : translateFieldMessage(fieldError(update.error, 'roles'), t)
          }
        />
      </ConfirmDialog>
      {acting?.kind === 'disable' ? (
        <ReasonDialog
          title={t('disable.title', { name: acting.admin.name })}
          description={t('disable.description')}
          label={t('disable.reason')}
          hint={t('disable.hint')}
          confirmLabel={t('disable.button')}
          isPending={update.isPending}
          serverError={translateFieldMessage(fieldError(update.error, 'reason'), t)}
          onSubmit={(reason) => run({ disabled: true, reason })}
          onCancel={close}
        />
      ) : null}
      <ConfirmDialog
        open={acting?.kind === 'enable'}
        onOpenChange={(o) => !o && close()}
        title={t('enable.title', { name: acting?.admin.name ?? '' })}
        description={t('enable.description')}
        confirmLabel={t('enable.button')}
        isPending={update.isPending}
        onConfirm={() => run({ disabled: false })}
      />
      <ConfirmDialog
        open={acting?.kind === 'reset_mfa'}
        onOpenChange={(o) => !o && close()}
        title={t('reset_mfa.title', { name: acting?.admin.name ?? '' })}
        description={t('reset_mfa.description')}
        confirmLabel={t('reset_mfa.button')}
        destructive
        isPending={update.isPending}
        onConfirm={() => run({ reset_mfa: true })}
      />
      {inviting ? (
        <InviteDialog
          onClose={() => {
            setInviting(false);
            focus.restore();
          }}
        />
      ) : null}
    </div>
  );
}

/** Invite an administrator: name, e-mail and roles; the invitee is mailed a link valid 7 days. */
function InviteDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('admins');
  const invite = useInviteAdmin();
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [roles, setRoles] = useState<TAdminRole[]>([]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const err = (f: string) => translateFieldMessage(errors[f], t);

  const submit = (e?: FormEvent) => {
    e?.preventDefault();
    setFormError(null);
    const parsed = ZInviteAdminRequest.safeParse({ name, email, roles });
    const found = issueFields(parsed.error);
    setErrors(found);
    if (!parsed.success) {
      const first = ['name', 'email'].find((f) => found[f]);
      if (first) document.getElementById(`invite-${first}`)?.focus();
      return;
    }
    invite.mutate(parsed.data, {
      onSuccess: (data) => {
        toast({ title: t('invite.done', { email: data.admin.email }), variant: 'success' });
        onClose();
      },
      onError: (error) => {
        if (error instanceof ApiError && error.status === 422 && error.errors) {
          setErrors(Object.fromEntries(Object.entries(error.errors).map(([k, v]) => [k, v[0]])));
          return;
        }
        const refused = refusalMessage(error);
        if (refused) setFormError(refused);
        else showErrorToast(error);
      },
    });
  };

  return (
    <ConfirmDialog
      open
      onOpenChange={(o) => !o && onClose()}
      title={t('invite.title')}
      description={t('invite.description')}
      confirmLabel={t('invite.confirm')}
      isPending={invite.isPending}
      onConfirm={() => submit()}
    >
      <form id="invite-admin-form" noValidate onSubmit={submit} className="space-y-4">
        <FormField id="invite-name" label={t('form.name')} error={err('name')} required>
          {(f) => <Input {...f} value={name} onChange={(e) => setName(e.target.value)} maxLength={100} />}
        </FormField>
        <FormField id="invite-email" label={t('form.email')} error={err('email')} required>
          {(f) => (
            <Input
              {...f}
              type="email"
              autoComplete="off"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              maxLength={254}
            />
          )}
        </FormField>
        <RolesFieldset value={roles} onChange={setRoles} error={err('roles')} />
        {formError ? (
          <p role="alert" className="text-sm text-red-700 dark:text-red-300">
            {formError}
          </p>
        ) : null}
        <button type="submit" hidden />
      </form>
    </ConfirmDialog>
  );
}
