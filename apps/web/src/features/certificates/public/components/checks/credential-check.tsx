import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { publicCertificatePath } from '@portal/contract/constants';
import { Button } from '@/components/ui/button';
import { FileDropzone } from '@/components/ui/file-dropzone';
import { FormField } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/textarea';
import { apiPost } from '@/lib/api-client';
import { CheckVerdict, ChosenFile, useCheck } from './check-verdict';

const send = (credential: string) => apiPost('certificates/verify-credential.php', { credential });

/** A credential file is a few kilobytes of text; anything much larger is not one. */
const CREDENTIAL_FILE_MAX = 64 * 1024;

/** "Periksa kredensial": a pasted VC-JWT, or the holder's .jwt file, goes to certificates/verify-credential.php. */
export default function CredentialCheck() {
  const { t } = useTranslation(['publicCertificate', 'files']);
  const [text, setText] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [fieldError, setFieldError] = useState<string | undefined>();
  const check = useCheck(send);
  const onSubmit = (e: React.FormEvent) => {
    e.preventDefault();
    if (!text.trim()) return setFieldError(t('checks.credential.required'));
    setFieldError(undefined);
    check.run(text.trim());
  };
  const onFile = async (picked: File) => {
    setFile(picked);
    check.reset();
    if (picked.size > CREDENTIAL_FILE_MAX) return setFieldError(t('checks.credential.unreadable'));
    setText((await picked.text()).trim());
    setFieldError(undefined);
  };
  const r = check.data;
  const good = Boolean(r?.valid_signature && r.status === 'active');
  return (
    <div className="space-y-4">
      <form noValidate onSubmit={onSubmit} className="space-y-3">
        <FormField
          id="verify-credential"
          label={t('checks.credential.field')}
          hint={t('checks.credential.hint')}
          error={fieldError}
        >
          {(f) => (
            <Textarea
              {...f}
              rows={5}
              value={text}
              spellCheck={false}
              autoComplete="off"
              className="font-mono text-xs break-all"
              onChange={(e) => {
                setText(e.target.value);
                setFieldError(undefined);
              }}
            />
          )}
        </FormField>
        <FormField id="verify-credential-file" label={t('checks.credential.file')}>
          {(f) => (
            <FileDropzone
              id={f.id}
              accept=".jwt,.txt,text/plain,application/jwt"
              buttonLabel={t('files:upload.pick')}
              dropText={t('files:upload.dropText')}
              tapText={t('files:upload.tapText')}
              selected={<ChosenFile id="verify-credential-file-chosen" file={file} />}
              describedBy="verify-credential-file-chosen"
              onFile={(picked) => void onFile(picked)}
            />
          )}
        </FormField>
        <Button type="submit" isLoading={check.isPending} className="w-full sm:w-auto">
          {t('checks.credential.submit')}
        </Button>
      </form>
      <CheckVerdict error={check.error}>
        {r ? (
          <CheckVerdict.Result
            good={good}
            title={
              !r.valid_signature || r.status === 'unknown'
                ? t('checks.notGenuine')
                : r.status === 'active'
                  ? t('checks.genuine')
                  : t(`status.${r.status}.word`)
            }
            text={
              r.valid_signature
                ? t(`checks.credential.status.${r.status}`, { number: r.certificate?.number ?? '' })
                : t('checks.credential.badSignature')
            }
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
