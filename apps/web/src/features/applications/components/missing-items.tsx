import { useTranslation } from 'react-i18next';

/** What submission still needs: legal fields (body names) and document types (docs/business-rules.md#applications). */
export function MissingItems({ fields, documents }: { fields: readonly string[]; documents: readonly string[] }) {
  const { t } = useTranslation('applications');
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      {fields.length ? (
        <div>
          <h4 className="text-xs font-semibold tracking-wide text-slate-700 uppercase dark:text-slate-300">
            {t('detail.missingFields')}
          </h4>
          <ul className="mt-1 list-disc space-y-0.5 pl-5 text-sm">
            {fields.map((f) => (
              <li key={f}>{t(`form.fields.${f}`, { defaultValue: f })}</li>
            ))}
          </ul>
        </div>
      ) : null}
      {documents.length ? (
        <div>
          <h4 className="text-xs font-semibold tracking-wide text-slate-700 uppercase dark:text-slate-300">
            {t('detail.missingDocuments')}
          </h4>
          <ul className="mt-1 list-disc space-y-0.5 pl-5 text-sm">
            {documents.map((d) => (
              <li key={d}>{t(`documents.types.${d}`, { defaultValue: d })}</li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
