import { ru } from '@shop/i18n-ru';
import { Input } from '@shop/ui-kit';
import type { FieldErrors, FieldValues, Path, UseFormRegister } from 'react-hook-form';

const t = ru.storefront.fields;

export interface NewPasswordFieldsProps<T extends FieldValues> {
  register: UseFormRegister<T>;
  errors: FieldErrors<T>;
  /** The form's fields for the password and its repetition. */
  names: { password: Path<T>; confirmation: Path<T> };
  /** 'new' on the pages that replace a password (its change, recovery), 'account' on registration. */
  wording: 'new' | 'account';
}

/**
 * A password to choose and its repetition, as registration, recovery and the password change ask for them: the
 * password rules as a hint, and `new-password` autocompletion so that a password manager offers to generate one.
 */
export function NewPasswordFields<T extends FieldValues>({
  register,
  errors,
  names,
  wording,
}: NewPasswordFieldsProps<T>) {
  const message = (name: Path<T>) => {
    const error = errors[name];
    return typeof error?.message === 'string' ? error.message : undefined;
  };
  return (
    <>
      <Input
        label={wording === 'new' ? t.newPassword : t.password}
        type="password"
        autoComplete="new-password"
        required
        hint={t.passwordHint}
        {...register(names.password)}
        error={message(names.password)}
      />
      <Input
        label={wording === 'new' ? t.newPasswordConfirmation : t.passwordConfirmation}
        type="password"
        autoComplete="new-password"
        required
        {...register(names.confirmation)}
        error={message(names.confirmation)}
      />
    </>
  );
}
