import { useEffect, useRef } from 'react';
import { useController, useWatch, type Control, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { COMPANY_REGION_FIELDS, type TRegionLevel } from '@portal/contract';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Select } from '@/components/ui/select';
import { useRegions } from '../api/get-regions';

type TRegionSpec = (typeof COMPANY_REGION_FIELDS)[number];

export interface TRegionPickerProps<T extends FieldValues> {
  control: Control<T, unknown, unknown>;
  /** The id of a level's select (the form's id scheme, so errors and missing-item links find it). */
  idOf: (nameField: TRegionSpec['name']) => string;
  /** A level's label, already translated. */
  labelOf: (nameField: TRegionSpec['name']) => string;
  /** Error texts by name field, already translated. */
  errors?: Partial<Record<TRegionSpec['name'], string | undefined>>;
  required?: boolean;
}

/**
 * Province → regency/city → district → village as cascading choices from regions/list.php
 * (docs/business-rules.md#regions). Each level writes its official name and code into the form;
 * choosing a level clears the ones below. A name saved as free text before the picker stays as
 * it is (shown under the empty choice) until the company picks again.
 */
export function RegionPicker<T extends FieldValues>(props: TRegionPickerProps<T>) {
  return (
    <>
      {COMPANY_REGION_FIELDS.map((spec, i) => (
        <RegionLevel
          key={spec.level}
          spec={spec}
          parentCodeField={i > 0 ? COMPANY_REGION_FIELDS[i - 1].code : null}
          {...props}
        />
      ))}
    </>
  );
}

function RegionLevel<T extends FieldValues>({
  spec,
  parentCodeField,
  control,
  idOf,
  labelOf,
  errors,
  required,
}: TRegionPickerProps<T> & { spec: TRegionSpec; parentCodeField: string | null }) {
  const { t } = useTranslation('company');
  const name = useController({ control, name: spec.name as Path<T> });
  const code = useController({ control, name: spec.code as Path<T> });
  const parentCode =
    (useWatch({ control, name: (parentCodeField ?? spec.code) as Path<T> }) as string | undefined) || null;
  const parent = parentCodeField ? parentCode : null;
  const query = useRegions(spec.level as TRegionLevel, parent);
  const codeValue = (code.field.value as string | undefined) ?? '';
  const nameValue = (name.field.value as string | undefined) ?? '';

  // The parent changed (a new choice above, or cleared): this level no longer belongs to it.
  const seenParent = useRef(parent);
  useEffect(() => {
    if (seenParent.current === parent) return;
    seenParent.current = parent;
    if (!parent || !codeValue.startsWith(`${parent}.`)) {
      code.field.onChange('');
      name.field.onChange('');
    }
  }, [parent, codeValue, code.field, name.field]);

  const waitingForParent = Boolean(parentCodeField) && !parent;
  const options = (query.data ?? []).map((r) => ({ value: r.code, label: r.name }));
  // A saved free-text name (no code) is shown as the empty choice's text, so nothing is lost from view.
  const placeholder = waitingForParent
    ? t('regions.chooseParentFirst')
    : query.isPending
      ? t('regions.loading')
      : !codeValue && nameValue
        ? t('regions.savedText', { name: nameValue })
        : t('regions.choose');
  const id = idOf(spec.name);
  return (
    <FormField
      id={id}
      label={labelOf(spec.name)}
      error={errors?.[spec.name]}
      required={required}
      hint={!codeValue && nameValue && !waitingForParent ? t('regions.pickAgain') : undefined}
    >
      {(field) => (
        <div className="space-y-1">
          <Select
            {...field}
            ref={name.field.ref}
            name={spec.name}
            value={codeValue}
            disabled={waitingForParent || query.isPending || query.isError}
            placeholder={placeholder}
            options={options}
            onBlur={name.field.onBlur}
            onChange={(e) => {
              const picked = options.find((o) => o.value === e.target.value);
              code.field.onChange(picked?.value ?? '');
              name.field.onChange(picked?.label ?? '');
            }}
          />
          {query.isError ? (
            <p role="alert" className="text-xs text-red-700 dark:text-red-300">
              {t('regions.loadError')}{' '}
              <Button variant="link" size="sm" className="h-auto px-0" onClick={() => void query.refetch()}>
                {t('regions.retry')}
              </Button>
            </p>
          ) : null}
        </div>
      )}
    </FormField>
  );
}
