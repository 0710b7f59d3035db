import { BadgeCheck, Download, ExternalLink } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { QUALIFICATION_LABELS } from '@portal/contract/constants';
import type { TCertificate } from '@portal/contract';
import { Button, buttonClasses } from '@/components/ui/button';
import { useAction } from '@/hooks/use-action';
import { apiGet } from '@/lib/api-client';
import { saveBlob } from '@/lib/file-access';
import { useLocale } from '@/lib/locale';

/**
 * LinkedIn's "add a licence or certification" link, filled in (docs/decisions/102): the name, the
 * body, the number as the credential ID and the public page as its URL; the dates as month and year.
 */
export function linkedInAddUrl(c: TCertificate, name: string): string {
  const [issueYear, issueMonth] = c.issued_on.split('-');
  const [expirationYear, expirationMonth] = c.valid_until.split('-');
  const params = new URLSearchParams({
    startTask: 'CERTIFICATION_NAME',
    name,
    organizationName: c.data.body_name,
    issueYear: issueYear!,
    issueMonth: String(Number(issueMonth)),
    expirationYear: expirationYear!,
    expirationMonth: String(Number(expirationMonth)),
    certUrl: c.public_url,
    certId: c.number,
  });
  return `https://www.linkedin.com/profile/add?${params.toString()}`;
}

/**
 * "Kredensial digital" on the holder's certificate page: what the credential is for, the download
 * of the VC-JWT (certificates/credential.php), and the LinkedIn link.
 */
export function CredentialCard({ c }: { c: TCertificate }) {
  const { t } = useTranslation('certificates');
  const download = useAction(async () => {
    const { jwt } = await apiGet('certificates/credential.php', { query: { uuid: c.certificate_uuid }, noCache: true });
    saveBlob(new Blob([jwt], { type: 'application/vc+jwt' }), `kredensial-${c.number}.jwt`);
  });
  const { language } = useLocale();
  const name = t('credential.linkedInName', { qualification: QUALIFICATION_LABELS[c.data.qualification][language] });
  return (
    <div className="space-y-3 text-sm">
      <p className="flex gap-2 text-slate-700 dark:text-slate-300">
        <BadgeCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-700 dark:text-sky-300" />
        <span>{t('credential.what')}</span>
      </p>
      <p className="text-slate-600 dark:text-slate-400">{t('credential.how')}</p>
      <div className="flex flex-wrap gap-2">
        <Button size="sm" onClick={() => download.mutate(undefined)} isLoading={download.isPending}>
          <Download aria-hidden="true" className="size-4" />
          {t('credential.download')}
        </Button>
        <a
          href={linkedInAddUrl(c, name)}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonClasses('outline', 'sm')}
        >
          <ExternalLink aria-hidden="true" className="size-4" />
          {t('credential.linkedIn')}
          <span className="sr-only">{t('credential.newTab')}</span>
        </a>
      </div>
    </div>
  );
}
