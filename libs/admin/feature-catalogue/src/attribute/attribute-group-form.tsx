import { valibotResolver } from '@hookform/resolvers/valibot';
import { FormActions } from '@shop/admin-ui-data';
import { ErrorCode } from '@shop/errors';
import { ru } from '@shop/i18n-ru';
import { Input } from '@shop/ui-kit';
import { useForm } from 'react-hook-form';
import * as v from 'valibot';
import type { AttributeGroup, AttributeGroupUpsertBody } from '../api/catalogue-api';
import { optionalPosition, positionOrUndefined, positionText, requiredText } from '../shared/form-rules';
import { useFormSave } from '../shared/use-form-save';

const m = ru.adminCatalogue.attributeGroup.form;
const TITLE_MAX = 200;

/** What the attribute group form holds. */
export interface AttributeGroupFormValues {
  title: string;
  position: string;
}

/** The valibot schema of the attribute group form. */
export const attributeGroupFormSchema = v.object({ title: requiredText(TITLE_MAX), position: optionalPosition() });

/** The `upsertAttributeGroup` body (id null creates; an empty position puts it last). */
export function toAttributeGroupBody(
  groupId: string | null,
  values: AttributeGroupFormValues,
): AttributeGroupUpsertBody {
  const position = positionOrUndefined(values.position);
  return { id: groupId, title: values.title.trim(), ...(position === undefined ? {} : { position }) };
}

/** The form's starting values. */
export function attributeGroupFormDefaults(group?: AttributeGroup): AttributeGroupFormValues {
  return { title: group?.title ?? '', position: positionText(group?.position) };
}

/** The attribute group form; a taken title (code 4) goes beside the title. */
export function AttributeGroupForm({
  mode,
  defaultValues,
  onSubmit,
}: {
  mode: 'create' | 'update';
  defaultValues: AttributeGroupFormValues;
  onSubmit: (values: AttributeGroupFormValues) => Promise<string | void>;
}) {
  const form = useForm<AttributeGroupFormValues>({
    defaultValues,
    resolver: valibotResolver(attributeGroupFormSchema),
  });
  const {
    register,
    formState: { errors, isSubmitting },
  } = form;
  const submit = useFormSave(
    form,
    { fields: ['title', 'position'], codeFields: { [ErrorCode.UniqueViolation]: 'title' } },
    onSubmit,
  );
  return (
    <form className="admin-catalogue-form" noValidate onSubmit={(event) => void submit(event)}>
      <div className="admin-form-grid">
        <Input
          label={m.title}
          required
          maxLength={TITLE_MAX}
          autoComplete="off"
          error={errors.title?.message}
          {...register('title')}
        />
        <Input
          label={m.position}
          inputMode="numeric"
          hint={m.positionHint}
          error={errors.position?.message}
          {...register('position')}
        />
      </div>
      <FormActions submitLabel={mode === 'create' ? m.submitCreate : m.submitUpdate} saving={isSubmitting} />
    </form>
  );
}
