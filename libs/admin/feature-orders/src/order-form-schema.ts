import { ru } from '@shop/i18n-ru';
import * as v from 'valibot';
import { moneyToInput, parseMoney, type MoneyProblem } from './order-money';
import type { Order, UpdateOrderBody } from './orders-api';

const m = ru.adminOrders.info.manager;

/** The contract's limit on the manager's comment (and on a status change's). */
export const MANAGER_COMMENT_MAX = 2000;

/** What the manager's form of a new order holds, as typed. */
export interface OrderFormValues {
  /** Roubles as typed ('1500,50'); '' = not set. */
  shippingCost: string;
  managerComment: string;
}

/** The message of a refused shipping cost. */
export function shippingCostMessage(problem: MoneyProblem): string {
  if (problem === 'negative') return m.shippingNegative;
  return problem === 'tooLarge' ? m.shippingTooLarge : m.shippingInvalid;
}

const problemOf = (text: string) => {
  const parsed = parseMoney(text);
  return parsed.ok ? null : parsed.problem;
};

/** The valibot schema of a shipping cost field, each refusal with its Russian message. */
export const shippingCostSchema = v.pipe(
  v.string(),
  v.check((text) => problemOf(text) !== 'invalid', shippingCostMessage('invalid')),
  v.check((text) => problemOf(text) !== 'negative', shippingCostMessage('negative')),
  v.check((text) => problemOf(text) !== 'tooLarge', shippingCostMessage('tooLarge')),
);

/** The valibot schema of the manager's form. */
export const orderFormSchema = v.object({
  shippingCost: shippingCostSchema,
  managerComment: v.pipe(
    v.string(),
    v.check(
      (text) => text.trim().length <= MANAGER_COMMENT_MAX,
      m.tooLong.replace('{max}', String(MANAGER_COMMENT_MAX)),
    ),
  ),
});

/** The form's starting values: the order's shipping cost with a comma, its comment. */
export function orderFormDefaults(order: Pick<Order, 'shippingCost' | 'managerComment'>): OrderFormValues {
  return { shippingCost: moneyToInput(order.shippingCost), managerComment: order.managerComment ?? '' };
}

/** A comment as the API takes it: trimmed, empty as null. */
export function commentOrNull(text: string): string | null {
  const trimmed = text.trim();
  return trimmed === '' ? null : trimmed;
}

/**
 * The `updateOrder` body of the fields the manager changed (so a save never overwrites what it did not touch): the
 * shipping cost as an exact decimal string (null clears it), the comment trimmed (null clears it). Null when nothing
 * changed. The values must have passed {@link orderFormSchema}.
 */
export function toUpdateOrderBody(
  values: OrderFormValues,
  changed: Partial<Record<keyof OrderFormValues, unknown>>,
): UpdateOrderBody | null {
  const body: UpdateOrderBody = {};
  if (changed.shippingCost) {
    const parsed = parseMoney(values.shippingCost);
    if (!parsed.ok) throw new RangeError(`Unchecked shipping cost: '${values.shippingCost}'`);
    body.shippingCost = parsed.value;
  }
  if (changed.managerComment) body.managerComment = commentOrNull(values.managerComment);
  return Object.keys(body).length > 0 ? body : null;
}
