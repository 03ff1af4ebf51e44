import { personName } from '@shop/domain';
import { ru } from '@shop/i18n-ru';
import type { UserRef } from './orders-api';

/** A user as one line: the name and the e-mail, or the e-mail alone. */
export function userLabel(user: Pick<UserRef, 'lastName' | 'firstName' | 'email'>): string {
  const name = personName(user);
  return name ? `${name} (${user.email})` : user.email;
}

/** 'Заказ № 1001'. */
export function orderTitle(number: number): string {
  return ru.adminOrders.info.title.replace('{number}', String(number));
}
