import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ZSaveSubBidangRequest, type TBidang, type TSubBidangItem } from '@portal/contract';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/toast';
import { reportSaveError } from '@/lib/errors';
import { serverFieldErrors, translateFieldMessage } from '@/lib/field-messages';
import { useSaveSubBidang } from '../api/sub-bidang';
import { issueFields } from '@/lib/issue-fields';

const FIELDS = [
  'code',
  'name',
  'bidang_code',
  'bidang_name',
  'kbli_code',
  'kbli_title',
  'kbli_edition',
  'description',
] as const;
type TField = (typeof FIELDS)[number];
type TValues = Record<TField, string>;
const NEW_BIDANG = '__new__';

const valuesOf = (entry: TSubBidangItem | null, bidang: readonly TBidang[]): TValues => ({
  code: entry?.code ?? '',
  name: entry?.name ?? '',
  bidang_code: entry?.bidang_code ?? bidang[0]?.code ?? NEW_BIDANG,
  bidang_name: '',
  kbli_code: entry?.kbli_code ?? '',
  kbli_title: entry?.kbli_title ?? '',
  kbli_edition: entry?.kbli_edition ?? '2020',
  description: entry?.description ?? '',
});

interface Props {
  /** null: a new entry. */
  entry: TSubBidangItem | null;
  bidang: readonly TBidang[];
  onClose: () => void;
}

/** Add or correct a catalogue entry; a new bidang is created with its code and name. */
export function SubBidangFormDialog({ entry, bidang, onClose }: Props) {
  const { t } = useTranslation('catalogue');
  const [values, setValues] = useState<TValues>(() => valuesOf(entry, bidang));
  const [newBidangCode, setNewBidangCode] = useState('');
  const [errors, setErrors] = useState<Partial<Record<TField, string>>>({});
  const save = useSaveSubBidang();
  const isNewBidang = values.bidang_code === NEW_BIDANG;

  const set = (f: TField) => (e: { target: { value: string } }) => setValues((v) => ({ ...v, [f]: e.target.value }));

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const body = {
      code: values.code,
      name: values.name,
      bidang_code: isNewBidang ? newBidangCode : values.bidang_code,
      ...(isNewBidang ? { bidang_name: values.bidang_name } : {}),
      kbli_code: values.kbli_code,
      kbli_title: values.kbli_title,
      kbli_edition: values.kbli_edition,
      description: values.description.trim() ? values.description : null,
    };
    const parsed = ZSaveSubBidangRequest.safeParse(body);
    const fieldErrors = issueFields(parsed.error) as Partial<Record<TField, string>>;
    if (isNewBidang && !values.bidang_name.trim()) fieldErrors.bidang_name = 'validation.required';
    setErrors(fieldErrors);
    if (!parsed.success || Object.keys(fieldErrors).length) return;
    save.mutate(body, {
      onSuccess: (res) => {
        toast({ title: t(entry ? 'form.updated' : 'form.created', { code: res.sub_bidang.code }), variant: 'success' });
        onClose();
      },
      onError: (error) => {
        setErrors(serverFieldErrors(error, FIELDS));
        reportSaveError(error);
      },
    });
  };

  const err = (f: TField) => translateFieldMessage(errors[f], t);
  const formId = 'sub-bidang-form';
  return (
    <Dialog
      open
      onOpenChange={(o) => !o && !save.isPending && onClose()}
      title={entry ? t('form.editTitle', { code: entry.code }) : t('form.addTitle')}
      description={t('form.description')}
      closeLabel={t('common:close')}
      className="max-h-[calc(100vh-2rem)] overflow-y-auto"
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={save.isPending}>
            {t('common:cancel')}
          </Button>
          <Button type="submit" form={formId} isLoading={save.isPending}>
            {t('form.save')}
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={onSubmit} className="grid gap-3 sm:grid-cols-2">
        <FormField
          id="sb-code"
          label={t('fields.code')}
          error={err('code')}
          hint={entry ? t('form.codeFixed') : t('form.codeHint')}
          required
        >
          {(f) => <Input {...f} value={values.code} onChange={set('code')} readOnly={!!entry} autoComplete="off" />}
        </FormField>
        <FormField id="sb-kbli-code" label={t('fields.kbli_code')} error={err('kbli_code')} required>
          {(f) => (
            <Input
              {...f}
              value={values.kbli_code}
              onChange={set('kbli_code')}
              inputMode="numeric"
              maxLength={5}
              autoComplete="off"
            />
          )}
        </FormField>
        <div className="sm:col-span-2">
          <FormField id="sb-name" label={t('fields.name')} error={err('name')} required>
            {(f) => <Input {...f} value={values.name} onChange={set('name')} />}
          </FormField>
        </div>
        <div className="sm:col-span-2">
          <FormField
            id="sb-bidang"
            label={t('fields.bidang')}
            error={isNewBidang ? undefined : err('bidang_code')}
            required
          >
            {(f) => (
              <Select
                {...f}
                value={values.bidang_code}
                onChange={set('bidang_code')}
                options={[
                  ...bidang.map((b) => ({ value: b.code, label: `${b.code} — ${b.name}` })),
                  { value: NEW_BIDANG, label: t('form.newBidang') },
                ]}
              />
            )}
          </FormField>
        </div>
        {isNewBidang ? (
          <>
            <FormField id="sb-new-bidang-code" label={t('fields.bidang_code')} error={err('bidang_code')} required>
              {(f) => (
                <Input
                  {...f}
                  value={newBidangCode}
                  onChange={(e) => setNewBidangCode(e.target.value)}
                  autoComplete="off"
                />
              )}
            </FormField>
            <FormField id="sb-new-bidang-name" label={t('fields.bidang_name')} error={err('bidang_name')} required>
              {(f) => <Input {...f} value={values.bidang_name} onChange={set('bidang_name')} />}
            </FormField>
          </>
        ) : null}
        <div className="sm:col-span-2">
          <FormField id="sb-kbli-title" label={t('fields.kbli_title')} error={err('kbli_title')} required>
            {(f) => <Input {...f} value={values.kbli_title} onChange={set('kbli_title')} />}
          </FormField>
        </div>
        <FormField id="sb-kbli-edition" label={t('fields.kbli_edition')} error={err('kbli_edition')} required>
          {(f) => (
            <Input
              {...f}
              value={values.kbli_edition}
              onChange={set('kbli_edition')}
              inputMode="numeric"
              maxLength={4}
            />
          )}
        </FormField>
        <div className="sm:col-span-2">
          <FormField id="sb-description" label={t('fields.description')} error={err('description')}>
            {(f) => <Textarea {...f} value={values.description} onChange={set('description')} />}
          </FormField>
        </div>
      </form>
    </Dialog>
  );
}
