import { valibotResolver } from '@hookform/resolvers/valibot';
import { FormActions } from '@shop/admin-ui-data';
import { ErrorCode } from '@shop/errors';
import { ru } from '@shop/i18n-ru';
import { Input, Textarea } from '@shop/ui-kit';
import { useForm } from 'react-hook-form';
import { useFormSave } from '../shared/use-form-save';
import {
  CUSTOMER_GROUP_FORM_FIELDS,
  CUSTOMER_GROUP_LIMITS,
  customerGroupFormSchema,
  type CustomerGroupFormValues,
} from './customer-group-form-schema';

const m = ru.adminCatalogue.customerGroup.form;

/** The customer group form (title, description, discount); a taken title (code 4) goes beside the title. */
export function CustomerGroupForm({
  mode,
  defaultValues,
  onSubmit,
  alsoDirty,
}: {
  mode: 'create' | 'update';
  defaultValues: CustomerGroupFormValues;
  onSubmit: (values: CustomerGroupFormValues) => Promise<string | void>;
  /** Unsaved edits elsewhere on the page (the group prices), guarded together with the form. */
  alsoDirty?: boolean;
}) {
  const form = useForm<CustomerGroupFormValues>({ defaultValues, resolver: valibotResolver(customerGroupFormSchema) });
  const {
    register,
    formState: { errors, isSubmitting },
  } = form;
  const submit = useFormSave(
    form,
    { fields: CUSTOMER_GROUP_FORM_FIELDS, codeFields: { [ErrorCode.UniqueViolation]: 'title' } },
    onSubmit,
    { alsoDirty },
  );
  return (
    <form className="admin-catalogue-form" noValidate onSubmit={(event) => void submit(event)}>
      <div className="admin-form-grid">
        <Input
          label={m.title}
          required
          maxLength={CUSTOMER_GROUP_LIMITS.title}
          autoComplete="off"
          error={errors.title?.message}
          {...register('title')}
        />
        <Input
          label={m.discountPercent}
          inputMode="decimal"
          hint={m.discountHint}
          error={errors.discountPercent?.message}
          {...register('discountPercent')}
        />
      </div>
      <Textarea
        label={m.description}
        rows={3}
        maxLength={CUSTOMER_GROUP_LIMITS.description}
        error={errors.description?.message}
        {...register('description')}
      />
      <FormActions submitLabel={mode === 'create' ? m.submitCreate : m.submitUpdate} saving={isSubmitting} />
    </form>
  );
}
