import { ru } from '@shop/i18n-ru';
import { data } from 'react-router';

/** Every path no route matches: a 404 'Page not found' shown by the root error page. */
export function loader(): never {
  throw data(ru.errorPage.notFoundEn, { status: 404, statusText: 'Not Found' });
}

export default function NotFound() {
  return null;
}
