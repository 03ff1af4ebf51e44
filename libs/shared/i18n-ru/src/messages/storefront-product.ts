/** Strings of the storefront product (the product page, gallery, SEO texts). */
export const storefrontProduct = {
  article: 'Артикул: {article}',
  availability: 'Наличие',
  gallery: {
    label: 'Фотографии товара',
    thumbnails: 'Выбор фотографии',
    showImage: 'Показать фото {number} из {total}',
    noImage: 'Фото товара пока нет',
  },
  price: {
    label: 'Цена',
    groupCaption: 'Цена для вашей группы',
    baseCaption: 'Базовая цена',
  },
  description: 'Описание',
  attributes: 'Характеристики',
  attributesOther: 'Прочее',
  relations: {
    analogues: 'Аналоги',
    accessories: 'Аксессуары',
    related: 'С этим товаром покупают',
  },
  backInStock: {
    label: 'Сообщить о поступлении',
    lead: 'Напишем один раз, когда товар снова можно будет заказать.',
    email: 'Электронная почта',
    submit: 'Сообщить о поступлении',
    /** The address the letter will go to: the account's, or the one typed. */
    doneTo: 'Готово: напишем на {email}, когда товар появится.',
    /** A signed-in visitor whose address the page has not learnt yet. */
    done: 'Готово: напишем на адрес вашей учётной записи, когда товар появится.',
  },
  backInStockUnsubscribe: {
    title: 'Письма о поступлении товаров',
    lead: 'Отписаться от писем о поступлении товаров на адрес, куда пришло письмо? Все подписки этого адреса будут отменены.',
    submit: 'Отписаться',
    done: 'Вы отписались: писем о поступлении товаров на этот адрес больше не будет.',
    next: 'Если передумаете, подпишитесь снова на странице товара.',
    invalid: 'Ссылка недействительна: проверьте, что она скопирована из письма целиком.',
  },
  seo: {
    /** Meta description when the product has neither an SEO description nor a description of its own. */
    fallbackDescription:
      '{title}, артикул {article}: цена {price}, {availability}. Купить в интернет-магазине {brand}.',
  },
} as const;
