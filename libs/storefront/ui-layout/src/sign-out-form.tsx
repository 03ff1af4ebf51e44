import { ru } from '@shop/i18n-ru';
import { Button } from '@shop/ui-kit';
import type { FormEvent } from 'react';

/** The sign-out action: a POST; a GET of it only shows {@link SignOutForm}. */
export const SIGN_OUT_PATH = '/auth/logout';

export interface SignOutFormProps {
  /** With JavaScript the page signs out itself (and tells the other tabs); without, the form posts to the action. */
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
  busy?: boolean;
}

/** «Выход»: one button that posts to the sign-out action, so no link or image on another site can sign anyone out. */
export function SignOutForm({ onSubmit, busy = false }: SignOutFormProps) {
  return (
    <form className="sf-form" method="post" action={SIGN_OUT_PATH} onSubmit={onSubmit}>
      <h1 className="sf-form__title">{ru.storefront.areas.logout}</h1>
      <Button type="submit" size="lg" fullWidth loading={busy}>
        {ru.storefront.session.logout}
      </Button>
    </form>
  );
}
