import { valibotResolver } from '@hookform/resolvers/valibot';
import { FormActions, MoveButtons } from '@shop/admin-ui-data';
import { ErrorCode } from '@shop/errors';
import { ru } from '@shop/i18n-ru';
import { Button, Checkbox, Input, Select } from '@shop/ui-kit';
import { useFieldArray, useForm } from 'react-hook-form';
import type { AttributeGroup } from '../api/catalogue-api';
import { useFormSave } from '../shared/use-form-save';
import {
  ATTRIBUTE_FORM_FIELDS,
  ATTRIBUTE_LIMITS,
  ATTRIBUTE_TYPES,
  attributeFormSchema,
  type AttributeFormValues,
} from './attribute-form-schema';

const m = ru.adminCatalogue.attribute.form;
const types = ru.adminCatalogue.attribute.types;
const n = (template: string, index: number) => template.replace('{n}', String(index + 1));

/** Props of {@link AttributeForm}. */
export interface AttributeFormProps {
  mode: 'create' | 'update';
  defaultValues: AttributeFormValues;
  groups: readonly AttributeGroup[];
  /** Products carry values of it: the API refuses a type change (code 12), so the form does not offer one. */
  typeLocked: boolean;
  onSubmit: (values: AttributeFormValues) => Promise<string | void>;
}

/** The attribute form: type, unit, filter flag, group, and the ordered options of an enum. */
export function AttributeForm({ mode, defaultValues, groups, typeLocked, onSubmit }: AttributeFormProps) {
  const form = useForm<AttributeFormValues>({ defaultValues, resolver: valibotResolver(attributeFormSchema) });
  const {
    register,
    control,
    watch,
    formState: { errors, isSubmitting },
  } = form;
  const options = useFieldArray({ control, name: 'optionList' });
  // A taken title (4) belongs beside the title; 11 (a used option removed) and 12 come back as the API's message.
  const submit = useFormSave(
    form,
    { fields: ATTRIBUTE_FORM_FIELDS, codeFields: { [ErrorCode.UniqueViolation]: 'title' } },
    onSubmit,
  );
  const isEnum = watch('type') === 'enum';
  const optionListError = errors.optionList?.root?.message ?? errors.optionList?.message;

  return (
    <form className="admin-catalogue-form" noValidate onSubmit={(event) => void submit(event)}>
      <div className="admin-form-grid">
        <Input
          label={m.title}
          required
          maxLength={ATTRIBUTE_LIMITS.title}
          autoComplete="off"
          error={errors.title?.message}
          {...register('title')}
        />
        <Select
          label={m.type}
          disabled={typeLocked}
          hint={typeLocked ? m.typeLockedHint : undefined}
          error={errors.type?.message}
          {...register('type')}
        >
          {ATTRIBUTE_TYPES.map((type) => (
            <option key={type} value={type}>
              {types[type]}
            </option>
          ))}
        </Select>
        <Input
          label={m.unit}
          maxLength={ATTRIBUTE_LIMITS.unit}
          hint={m.unitHint}
          error={errors.unit?.message}
          {...register('unit')}
        />
        <Select label={m.group} error={errors.attributeGroupId?.message} {...register('attributeGroupId')}>
          <option value="">{m.noGroup}</option>
          {groups.map((group) => (
            <option key={group.id} value={group.id}>
              {group.title}
            </option>
          ))}
        </Select>
        <Input
          label={m.position}
          inputMode="numeric"
          hint={m.positionHint}
          error={errors.position?.message}
          {...register('position')}
        />
      </div>
      <Checkbox label={m.isFilterable} {...register('isFilterable')} />
      {isEnum && (
        <fieldset className="admin-attribute-options">
          <legend className="ui-field__label">{m.options}</legend>
          <ol className="admin-attribute-options__list">
            {options.fields.map((field, index) => (
              <li key={field.id} className="admin-attribute-options__item">
                <Input
                  label={n(m.optionValue, index)}
                  maxLength={ATTRIBUTE_LIMITS.option}
                  autoComplete="off"
                  error={errors.optionList?.[index]?.value?.message}
                  {...register(`optionList.${index}.value`)}
                />
                <div className="admin-attribute-options__buttons">
                  <MoveButtons
                    upLabel={n(m.moveUp, index)}
                    downLabel={n(m.moveDown, index)}
                    first={index === 0}
                    last={index === options.fields.length - 1}
                    onMove={(step) => options.move(index, index + step)}
                  />
                  <Button
                    type="button"
                    variant="ghost"
                    size="sm"
                    onClick={() => options.remove(index)}
                    aria-label={n(m.removeOption, index)}
                  >
                    ✕
                  </Button>
                </div>
              </li>
            ))}
          </ol>
          {optionListError && (
            <p className="ui-field__error" role="alert">
              {optionListError}
            </p>
          )}
          <Button
            type="button"
            variant="secondary"
            size="sm"
            disabled={options.fields.length >= ATTRIBUTE_LIMITS.options}
            onClick={() => options.append({ id: null, value: '' })}
          >
            {m.addOption}
          </Button>
        </fieldset>
      )}
      <FormActions submitLabel={mode === 'create' ? m.submitCreate : m.submitUpdate} saving={isSubmitting} />
    </form>
  );
}
