import { ru } from '@shop/i18n-ru';
import * as v from 'valibot';
import type { CustomerGroup, CustomerGroupBody } from '../api/catalogue-api';
import { optionalText, requiredText, textOrNull } from '../shared/form-rules';

const m = ru.adminCatalogue.customerGroup.form;

/** What the customer group form holds. */
export interface CustomerGroupFormValues {
  title: string;
  description: string;
  /** Percent as typed; a comma is accepted as the decimal separator. */
  discountPercent: string;
}

/** The form fields an API failure may point at. */
export const CUSTOMER_GROUP_FORM_FIELDS = ['title', 'description', 'discountPercent'] as const;

/** The contract's limits (CustomerGroupInput). */
export const CUSTOMER_GROUP_LIMITS = { title: 200, description: 2000 } as const;

// The contract's pattern: 0..100 with at most two decimals.
const DISCOUNT_PATTERN = /^(100(\.0{1,2})?|\d{1,2}(\.\d{1,2})?)$/;

/** The discount as the API takes it: trimmed, a comma turned into a point, empty meaning 0. */
export function normalizeDiscount(value: string): string {
  const trimmed = value.trim().replace(',', '.');
  return trimmed === '' ? '0' : trimmed;
}

/** The valibot schema of the customer group form. */
export const customerGroupFormSchema = v.object({
  title: requiredText(CUSTOMER_GROUP_LIMITS.title),
  description: optionalText(CUSTOMER_GROUP_LIMITS.description),
  discountPercent: v.pipe(
    v.string(),
    v.check((value) => DISCOUNT_PATTERN.test(normalizeDiscount(value)), m.discountInvalid),
  ),
});

/** The create/update body of the form's values. */
export function toCustomerGroupBody(values: CustomerGroupFormValues): CustomerGroupBody {
  return {
    title: values.title.trim(),
    description: textOrNull(values.description),
    discountPercent: normalizeDiscount(values.discountPercent),
  };
}

/** The form's starting values: a new group, or the one being edited. */
export function customerGroupFormDefaults(group?: CustomerGroup): CustomerGroupFormValues {
  return {
    title: group?.title ?? '',
    description: group?.description ?? '',
    discountPercent: group?.discountPercent ?? '0',
  };
}
