import { ru } from './ru';

/** An order's name, "Заказ № 1001", as the storefront, the admin and the letters write it. */
export function orderTitle(number: number): string {
  return ru.orders.title.replace('{number}', String(number));
}
