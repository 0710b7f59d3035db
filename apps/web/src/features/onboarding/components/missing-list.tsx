import { useTranslation } from 'react-i18next';

/** Company field names and document types, shown by their labels. */
export function MissingList({ fields, documents }: { fields: readonly string[]; documents: readonly string[] }) {
  const { t } = useTranslation(['onboarding', 'company']);
  return (
    <ul className="list-disc space-y-0.5 pl-5 text-sm">
      {fields.map((f) => (
        <li key={`f-${f}`}>{t(`company:fields.${f}`, { defaultValue: f })}</li>
      ))}
      {documents.map((d) => (
        <li key={`d-${d}`}>{t(`onboarding:types.${d}.label`, { defaultValue: d })}</li>
      ))}
    </ul>
  );
}
