import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { APPLICATION_LEGAL_FIELDS, type TApplication, type TLegalField } from '@portal/contract';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { DetailList } from '@/components/ui/detail-list';
import { formatDate, formatDateTime } from '@/lib/format-date';
import { localeOf } from '@/lib/locale';

const DATE_FIELDS: readonly string[] = [
  'aktaPendirianTanggal',
  'aktaPerubahanTanggal',
  'skKemenkumhamTanggal',
  'nibDate',
];

/** What the company sent: the application's type, qualification and dates, its legal data and notes, and the sub-bidang. */
export function ApplicationDataCard({ app }: { app: TApplication }) {
  const { t, i18n } = useTranslation('adminWorkflow');
  const locale = localeOf(i18n.language);
  const legal = (Object.entries(APPLICATION_LEGAL_FIELDS) as [TLegalField, keyof TApplication][]).map(
    ([body, key]): [string, string | null] => {
      const value = app[key] as string | null;
      return [t(`legal.${body}`), value && DATE_FIELDS.includes(body) ? formatDate(value, locale) : value];
    },
  );
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('detail.data.title')}</CardTitle>
      </CardHeader>
      <CardContent className="space-y-5">
        <DetailList
          items={[
            [
              t('fields.company'),
              <Link
                key="c"
                to={`/admin/companies/${app.company.companyId}`}
                className="text-brand-700 hover:underline dark:text-brand-100"
              >
                {app.company.name}
              </Link>,
            ],
            [t('fields.type'), t(`types.${app.type}`)],
            [t('detail.data.qualification'), t(`qualifications.${app.qualification}`)],
            [t('detail.data.created'), `${formatDateTime(app.created_at, locale)} WIB`],
            [t('detail.data.submitted'), app.submitted_at ? `${formatDateTime(app.submitted_at, locale)} WIB` : null],
          ]}
        />
        <section aria-labelledby="legal-data-title" className="space-y-2">
          <h3 id="legal-data-title" className="text-sm font-semibold text-slate-900 dark:text-slate-100">
            {t('detail.data.legal')}
          </h3>
          <DetailList items={legal} />
        </section>
        {app.notes ? (
          <section aria-labelledby="notes-title" className="space-y-1">
            <h3 id="notes-title" className="text-sm font-semibold text-slate-900 dark:text-slate-100">
              {t('detail.data.notes')}
            </h3>
            <p className="text-sm whitespace-pre-line text-slate-700 dark:text-slate-300">{app.notes}</p>
          </section>
        ) : null}
        <section aria-labelledby="sub-bidang-title" className="space-y-2">
          <h3 id="sub-bidang-title" className="text-sm font-semibold text-slate-900 dark:text-slate-100">
            {t('detail.data.subBidang', { count: app.sub_bidang.length })}
          </h3>
          <ul className="divide-y divide-slate-200 rounded-md border border-slate-200 text-sm dark:divide-slate-800 dark:border-slate-800">
            {app.sub_bidang.map((s) => (
              <li key={s.code} className="px-3 py-2">
                <span className="font-mono text-xs text-slate-600 dark:text-slate-400">{s.code}</span>{' '}
                <span className="text-slate-900 dark:text-slate-100">{s.name}</span>
                <span className="block text-xs text-slate-600 dark:text-slate-400">
                  {s.bidang_name} · KBLI {s.kbli_code} {s.kbli_title}
                </span>
              </li>
            ))}
          </ul>
        </section>
      </CardContent>
    </Card>
  );
}
