import { letter } from '../../mail/letters';
import type { Letter } from '../../mail/mailer';
import type { RequestWithUser } from './repository';

/** Storefront path of the account, where the customer sees the request and its status. */
export const ACCOUNT_PATH = '/account';

const FOOTER = 'Письмо отправлено автоматически, отвечать на него не нужно.';

function greeting(user: RequestWithUser['user']): string {
  return user.firstName ? `Здравствуйте, ${user.firstName}!` : 'Здравствуйте!';
}

function about({ request }: RequestWithUser): string {
  return `${request.companyTitle}, ИНН ${request.inn}`;
}

/** To the customer when an administrator confirms the request and puts them into `groupTitle`. */
export function requestConfirmedLetter(
  found: RequestWithUser,
  groupTitle: string,
  storefrontOrigin: string,
  brand: string,
): Letter {
  const comment = found.request.adminComment;
  return letter(
    found.user.email,
    `Заявка интегратора одобрена — ${brand}`,
    [
      greeting(found.user),
      `Ваша заявка интегратора (${about(found)}) одобрена.`,
      `Вы включены в группу покупателей «${groupTitle}»: в каталоге, корзине и при оформлении заказа теперь действуют цены этой группы.`,
      ...(comment ? [`Комментарий менеджера: ${comment}`] : []),
    ],
    { url: `${storefrontOrigin}${ACCOUNT_PATH}`, label: 'Открыть личный кабинет' },
    FOOTER,
  );
}

/** To the customer when an administrator rejects the request, with the reason when one is given. */
export function requestRejectedLetter(found: RequestWithUser, storefrontOrigin: string, brand: string): Letter {
  const comment = found.request.adminComment;
  return letter(
    found.user.email,
    `Заявка интегратора отклонена — ${brand}`,
    [
      greeting(found.user),
      `К сожалению, ваша заявка интегратора (${about(found)}) отклонена.`,
      ...(comment ? [`Комментарий менеджера: ${comment}`] : []),
      'Если у вас есть вопросы, свяжитесь с нами по телефону или электронной почте, указанным на сайте.',
    ],
    { url: `${storefrontOrigin}${ACCOUNT_PATH}`, label: 'Открыть личный кабинет' },
    FOOTER,
  );
}
