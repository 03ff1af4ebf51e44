import { ru } from '@shop/i18n-ru';
import * as v from 'valibot';

const t = ru.storefront.validation;

/**
 * An e-mail field as registration checks it (the contract's `Email`): trimmed, required, at most 254 characters, and
 * shaped like an address. Every storefront form that asks for an address uses this one rule.
 */
export const emailField = v.pipe(
  v.string(),
  v.trim(),
  v.nonEmpty(t.required),
  v.maxLength(254, t.emailTooLong),
  v.email(t.email),
);
