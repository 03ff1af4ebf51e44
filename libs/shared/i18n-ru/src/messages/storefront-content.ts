/** Strings of the storefront's static pages (contact, delivery, user agreement, integrator conditions) and of the account's shop files (issue #14). */
export const storefrontContent = {
  page: {
    /** Before the date an administrator last edited the page. */
    updated: 'Обновлено',
  },
  freeShipping: {
    title: 'Бесплатная доставка',
    /** `{amount}` is the site settings' free-shipping cost, formatted as money. */
    threshold: 'Для заказов от {amount} доставка бесплатна: стоимость доставки в такой заказ не добавляется.',
    none: 'Сейчас бесплатной доставки нет: стоимость доставки для каждого заказа рассчитывает менеджер.',
  },
  seller: {
    title: 'Реквизиты',
    lead: 'Эти реквизиты печатаются в счетах на оплату.',
    name: 'Наименование',
    inn: 'ИНН',
    kpp: 'КПП',
    ogrn: 'ОГРН',
    ogrnip: 'ОГРНИП',
    legalAddress: 'Юридический адрес',
    bankName: 'Банк',
    bik: 'БИК',
    checkingAccount: 'Расчётный счёт',
    correspondentAccount: 'Корр. счёт',
    phone: 'Телефон',
    director: 'Руководитель',
    accountant: 'Главный бухгалтер',
  },
  register: {
    /** The registration's consent, after the user-agreement link. */
    consentMiddle: ' и даю ',
    consentLink: 'согласие на обработку персональных данных',
  },
  account: {
    downloadsTitle: 'Документы магазина',
    downloadsLead: 'Актуальный прайс-лист и реквизиты для договора и оплаты.',
  },
} as const;
