import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { publicCertificatePath } from '@portal/contract/constants';
import type { TVerifyFileResponse } from '@portal/contract';
import { Button } from '@/components/ui/button';
import { FileDropzone } from '@/components/ui/file-dropzone';
import { FormField } from '@/components/ui/form-field';
import { uploadMultipart } from '@/lib/upload';
import { CheckVerdict, ChosenFile, useCheck } from './check-verdict';

/** "Periksa berkas PDF": the file goes to certificates/verify-file.php and is not kept. */
export default function FileCheck() {
  const { t } = useTranslation(['publicCertificate', 'files']);
  const [file, setFile] = useState<File | null>(null);
  const [fieldError, setFieldError] = useState<string | undefined>();
  const check = useCheck((f: File) =>
    uploadMultipart({
      path: 'certificates/verify-file.php',
      fields: {},
      fileField: 'file',
      file: f,
      pick: (data): TVerifyFileResponse => data,
    }),
  );
  const onSubmit = (e: React.FormEvent) => {
    e.preventDefault();
    if (!file) return setFieldError(t('checks.file.required'));
    setFieldError(undefined);
    check.run(file);
  };
  const r = check.data;
  return (
    <div className="space-y-4">
      <form noValidate onSubmit={onSubmit} className="space-y-3">
        <FormField id="verify-file" label={t('checks.file.field')} hint={t('checks.file.hint')} error={fieldError}>
          {(f) => (
            <FileDropzone
              id={f.id}
              accept="application/pdf,.pdf"
              buttonLabel={t('files:upload.pick')}
              dropText={t('files:upload.dropText')}
              tapText={t('files:upload.tapText')}
              selected={<ChosenFile id="verify-file-chosen" file={file} />}
              describedBy={[f['aria-describedby'], 'verify-file-chosen'].filter(Boolean).join(' ')}
              invalid={f['aria-invalid']}
              onFile={(picked) => {
                setFile(picked);
                setFieldError(undefined);
                check.reset();
              }}
            />
          )}
        </FormField>
        <Button type="submit" isLoading={check.isPending} className="w-full sm:w-auto">
          {t('checks.file.submit')}
        </Button>
      </form>
      <CheckVerdict error={check.error}>
        {r ? (
          <CheckVerdict.Result
            good={r.genuine}
            title={r.genuine ? t('checks.genuine') : t('checks.notGenuine')}
            text={t(`checks.file.${r.reason ?? 'genuine'}`, {
              number: r.certificate?.number ?? '',
              revision: r.certificate?.revision ?? 0,
              current: r.certificate?.current_revision ?? 0,
            })}
          >
            {r.certificate ? (
              <Link
                to={publicCertificatePath(r.certificate.certificate_uuid)}
                className="font-semibold underline underline-offset-2 hover:no-underline"
              >
                {t('checks.openCertificate', { number: r.certificate.number })}
              </Link>
            ) : null}
          </CheckVerdict.Result>
        ) : null}
      </CheckVerdict>
    </div>
  );
}
