import { valibotResolver } from '@hookform/resolvers/valibot';
import { FormActions } from '@shop/admin-ui-data';
import { showSaveProblem } from '@shop/admin-data-access';
import { ErrorCode, type FieldMapping } from '@shop/errors';
import { ru } from '@shop/i18n-ru';
import { Checkbox, Input, Select, useToast } from '@shop/ui-kit';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { userFormSchema, USER_FIELD_LIMITS, type UserFormMode, type UserFormValues } from './user-form-schema';

/** Where a failed user save goes: 28 (email taken) beside the email, validation details beside their fields. */
const USER_FORM_ERRORS: FieldMapping<keyof UserFormValues> = {
  fields: [
    'email',
    'password',
    'lastName',
    'firstName',
    'middleName',
    'phone',
    'companyTitle',
    'position',
    'gender',
    'role',
    'isActive',
    'emailIsConfirmed',
  ],
  codeFields: { [ErrorCode.EmailExists]: 'email' },
};

const m = ru.admin.users.form;
const t = ru.admin.users;

/** Props of {@link UserForm}. */
export interface UserFormProps {
  mode: UserFormMode;
  defaultValues: UserFormValues;
  /** Saves the values; a rejection is shown beside the fields it concerns, or as a toast. */
  onSubmit: (values: UserFormValues) => Promise<unknown>;
}

/** The admin's user form (create and update): validated in Russian beside each field, API errors mapped back. */
export function UserForm({ mode, defaultValues, onSubmit }: UserFormProps) {
  const toast = useToast();
  const resolver = useMemo(() => valibotResolver(userFormSchema(mode)), [mode]);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<UserFormValues>({ defaultValues, resolver });

  const submit = handleSubmit(async (values) => {
    try {
      await onSubmit(values);
      toast.success();
      // The saved values become the new baseline; the password field is never kept.
      reset({ ...values, password: '' });
    } catch (error) {
      showSaveProblem(error, { setError, toastError: toast.error }, USER_FORM_ERRORS);
    }
  });

  const { min, max } = USER_FIELD_LIMITS.password;
  return (
    <form className="admin-user-form" noValidate onSubmit={(event) => void submit(event)}>
      <div className="admin-form-grid">
        <Input
          label={m.email}
          type="email"
          autoComplete="off"
          required
          error={errors.email?.message}
          {...register('email')}
        />
        <Input
          label={m.password}
          type="password"
          autoComplete="new-password"
          required={mode === 'create'}
          minLength={min}
          maxLength={max}
          hint={mode === 'update' ? m.passwordKeep : undefined}
          error={errors.password?.message}
          {...register('password')}
        />
        <Input label={m.lastName} autoComplete="off" error={errors.lastName?.message} {...register('lastName')} />
        <Input label={m.firstName} autoComplete="off" error={errors.firstName?.message} {...register('firstName')} />
        <Input label={m.middleName} autoComplete="off" error={errors.middleName?.message} {...register('middleName')} />
        <Input
          label={m.phone}
          type="tel"
          autoComplete="off"
          hint={m.phoneHint}
          error={errors.phone?.message}
          {...register('phone')}
        />
        <Input
          label={m.companyTitle}
          autoComplete="off"
          error={errors.companyTitle?.message}
          {...register('companyTitle')}
        />
        <Input label={m.position} autoComplete="off" error={errors.position?.message} {...register('position')} />
        <Select label={m.gender} error={errors.gender?.message} {...register('gender')}>
          <option value="">{t.genders.none}</option>
          <option value="male">{t.genders.male}</option>
          <option value="female">{t.genders.female}</option>
        </Select>
        <Select label={m.role} error={errors.role?.message} {...register('role')}>
          <option value="customer">{t.roles.customer}</option>
          <option value="root">{t.roles.root}</option>
          <option value="guest">{t.roles.guest}</option>
        </Select>
      </div>
      <div className="admin-user-form__checks">
        <Checkbox label={m.isActive} {...register('isActive')} />
        <Checkbox label={m.emailIsConfirmed} {...register('emailIsConfirmed')} />
      </div>
      {mode === 'update' && <p className="admin-user-form__hint">{m.emptyClearsHint}</p>}
      <FormActions submitLabel={mode === 'create' ? m.submitCreate : m.submitUpdate} saving={isSubmitting} />
    </form>
  );
}
