import { formatMoney } from './format';
import { ru } from './ru';

/**
 * The order's НДС line as every surface prints it beside the total: «В том числе НДС (22 %)» with the amount in
 * roubles («10 123,77 ₽»), or «Без НДС» with no amount.
 */
export function orderVatLine(order: { vatRate: string; vatAmount: string | null }): {
  label: string;
  amount: string | null;
} {
  if (order.vatRate === 'none' || order.vatAmount === null) return { label: ru.orders.vatNone, amount: null };
  return { label: ru.orders.vatIncluded.replace('{rate}', order.vatRate), amount: formatMoney(order.vatAmount) };
}
