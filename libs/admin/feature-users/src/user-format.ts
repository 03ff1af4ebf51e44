import { ru } from '@shop/i18n-ru';
import type { AdminUser } from './users-api';

const t = ru.admin.users;

/** 'Фамилия Имя Отчество' from the parts that are filled in; '' when none is. */
export function fullName(user: Pick<AdminUser, 'lastName' | 'firstName' | 'middleName'>): string {
  return [user.lastName, user.firstName, user.middleName].filter((part) => part && part.trim()).join(' ');
}

/** The Russian name of a role. */
export function roleLabel(role: AdminUser['role']): string {
  return t.roles[role];
}

/** 'Да' or 'Нет'. */
export function yesNo(value: boolean): string {
  return value ? ru.common.yes : ru.common.no;
}
