import { ru } from '@shop/i18n-ru';
import type { Order, UserRef } from './orders-api';

/** 'Фамилия Имя' of a user reference from the parts that are filled in; '' when none is. */
export function userName(user: Pick<UserRef, 'lastName' | 'firstName'>): string {
  return [user.lastName, user.firstName].filter((part) => part && part.trim()).join(' ');
}

/** A user as one line: the name and the e-mail, or the e-mail alone. */
export function userLabel(user: Pick<UserRef, 'lastName' | 'firstName' | 'email'>): string {
  const name = userName(user);
  return name ? `${name} (${user.email})` : user.email;
}

/** 'Фамилия Имя Отчество' of an order's contact. */
export function contactName(contact: Order['contact']): string {
  return [contact.lastName, contact.firstName, contact.middleName].filter((part) => part && part.trim()).join(' ');
}

/** 'Заказ № 1001'. */
export function orderTitle(number: number): string {
  return ru.adminOrders.info.title.replace('{number}', String(number));
}
