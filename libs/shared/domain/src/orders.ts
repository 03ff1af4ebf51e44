import { toKopecks, type MoneyInput } from '@shop/i18n-ru';

/**
 * Whether an order ships free: the shop offers free shipping (a cost above 0) and the items total reaches it. A cost
 * of 0 means no such offer, as the cart reads it (no progress bar then); the API and the checkout page agree here.
 */
export function shipsFree(freeShippingCost: MoneyInput, itemsTotal: MoneyInput): boolean {
  const cost = toKopecks(freeShippingCost);
  return cost > 0n && toKopecks(itemsTotal) >= cost;
}

/**
 * What the admin's order search looks through as text, lower-cased: both e-mails, the company and its ИНН. The number
 * is not in it: a search of up to 9 digits is answered by the number itself (an ИНН has 10 or 12).
 */
export function orderSearchText(order: {
  contactEmail: string;
  customerEmail: string;
  company: { title: string; inn: string } | null;
}): string {
  return [order.contactEmail, order.customerEmail, order.company?.title, order.company?.inn]
    .filter(Boolean)
    .join(' ')
    .toLowerCase();
}
