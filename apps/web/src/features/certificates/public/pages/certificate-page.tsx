import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useRequest } from '@/hooks/use-request';
import { LookupOutcome, NotFound } from '../components/lookup-outcome';
import { PageIntro } from '../components/page-intro';
import { isCertificateUuid, loadByUuid } from '../lib/lookup';

const linkClass = 'font-medium text-brand-700 underline underline-offset-2 hover:no-underline dark:text-sky-300';

/**
 * `/sertifikat/{uuid}`, what the certificate's QR code opens (docs/business-rules.md#public-verification):
 * the status and the public fields, with or without a session. A path that is not a UUID is not
 * found without asking the server.
 */
export function CertificatePage() {
  const { t } = useTranslation('publicCertificate');
  const uuid = (useParams().uuid ?? '').trim().toLowerCase();
  const known = isCertificateUuid(uuid);
  const [attempt, setAttempt] = useState(0);
  // No query cache before sign-in (the public frame stays light): one request per attempt.
  const query = useRequest(known ? `${attempt}\n${uuid}` : null, loadByUuid);
  const notFound = (
    <>
      <p>{t('notFound.qr')}</p>
      <p>
        <Link to="/verify" className={linkClass}>
          {t('notFound.searchByNumber')}
        </Link>
      </p>
    </>
  );
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <PageIntro title={t('certificate.title')} intro={t('certificate.intro')} />
      {known ? (
        <LookupOutcome {...query} notFound={notFound} onRetry={() => setAttempt((n) => n + 1)} />
      ) : (
        <NotFound>{notFound}</NotFound>
      )}
      {query.data ? (
        <p className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
          <Link to="/verify" className={linkClass}>
            {t('certificate.checkAnother')}
          </Link>
          {/* A suspicious certificate: the public complaint form on /verify (docs/business-rules.md#complaints-and-appeals). */}
          <Link
            to={`/verify?complaint=${encodeURIComponent(query.data.certificate.number)}#complaint`}
            className={linkClass}
          >
            {t('certificate.complain')}
          </Link>
        </p>
      ) : null}
    </div>
  );
}
