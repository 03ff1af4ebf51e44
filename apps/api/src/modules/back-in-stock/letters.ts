import { letter } from '../../mail/letters';
import type { Letter } from '../../mail/mailer';
import { productPath } from '../route-rules/repository';
import type { ClaimedSubscription } from './repository';
import { UNSUBSCRIBE_PATH } from './unsubscribe-link';

/** The one letter of a back-in-stock subscription: the product can be bought again, its link, and the way out. */
export function backInStockLetter(
  subscription: ClaimedSubscription,
  storefrontOrigin: string,
  unsubscribeToken: string,
  brand: string,
): Letter {
  const { title, article, availability } = subscription;
  const how = availability === 'on_order' ? 'Теперь его можно заказать под заказ.' : 'Он снова есть в наличии.';
  return letter(
    subscription.email,
    `«${title}» снова можно заказать — ${brand}`,
    [
      'Здравствуйте!',
      `Вы просили сообщить, когда товар «${title}» (арт. ${article}) появится в интернет-магазине ${brand}. ${how}`,
      'Мы пишем об этом один раз. Чтобы получить такое письмо снова, подпишитесь на странице товара ещё раз.',
    ],
    { url: `${storefrontOrigin}${productPath(subscription.slug)}`, label: 'Перейти к товару' },
    'Письмо пришло, потому что на этот адрес оформили уведомление о поступлении товара.',
    { url: `${storefrontOrigin}${UNSUBSCRIBE_PATH}${unsubscribeToken}`, label: 'Отписаться от писем о поступлении' },
  );
}
