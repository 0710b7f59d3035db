import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { translateFieldMessage } from '@/lib/field-messages';

/** The two fields of a certificate's signatory, as the contract names them (at most 120 characters each). */
export const SIGNATORY_FIELDS = ['signatory_name', 'signatory_position'] as const;
export type TSignatoryField = (typeof SIGNATORY_FIELDS)[number];
export const SIGNATORY_MAX_LENGTH = 120;

/** What the browser may suggest: a person's name and job title, nothing, or its own default. */
const AUTOCOMPLETE = {
  person: { signatory_name: 'name', signatory_position: 'organization-title' },
  off: { signatory_name: 'off', signatory_position: 'off' },
} as const;

export interface TSignatoryFieldsProps {
  /** Each input's id is `<idPrefix>-signatory_name` / `<idPrefix>-signatory_position`: a form focuses its first error by it. */
  idPrefix: string;
  values: Record<TSignatoryField, string>;
  /** Untranslated field messages (contract keys such as 'validation.required', or the server's text). */
  errors: Partial<Record<TSignatoryField, string | undefined>>;
  onChange: (field: TSignatoryField, value: string) => void;
  autoComplete?: keyof typeof AUTOCOMPLETE;
}

/**
 * The certificate signatory's name and position, with their labels and error messages: one piece
 * for Terbitkan SBU, Revisi Data SBU (certificates) and the certificate settings of Kalkulator SBU
 * (fees). Shared code rather than a feature's, since fees may not import certificates (the
 * features' import graph, docs/decisions/096). A fragment: each form lays the two fields out in its
 * own grid. Its texts are the `admin` namespace's (`signatory.*`).
 */
export function SignatoryFields({ idPrefix, values, errors, onChange, autoComplete }: TSignatoryFieldsProps) {
  const { t } = useTranslation('admin');
  const labels: Record<TSignatoryField, string> = {
    signatory_name: t('signatory.name'),
    signatory_position: t('signatory.position'),
  };
  return (
    <>
      {SIGNATORY_FIELDS.map((field) => (
        <FormField
          key={field}
          id={`${idPrefix}-${field}`}
          label={labels[field]}
          error={translateFieldMessage(errors[field], t)}
          required
        >
          {(control) => (
            <Input
              {...control}
              value={values[field]}
              onChange={(e) => onChange(field, e.target.value)}
              maxLength={SIGNATORY_MAX_LENGTH}
              autoComplete={autoComplete ? AUTOCOMPLETE[autoComplete][field] : undefined}
            />
          )}
        </FormField>
      ))}
    </>
  );
}
