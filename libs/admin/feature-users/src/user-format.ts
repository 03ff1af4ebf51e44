import { ru } from '@shop/i18n-ru';
import type { AdminUser } from './users-api';

const t = ru.admin.users;

/** The Russian name of a role. */
export function roleLabel(role: AdminUser['role']): string {
  return t.roles[role];
}

/** 'Да' or 'Нет'. */
export function yesNo(value: boolean): string {
  return value ? ru.common.yes : ru.common.no;
}
