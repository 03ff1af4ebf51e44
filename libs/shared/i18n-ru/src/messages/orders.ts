/** The order vocabulary every surface shares: the storefront, the admin and the API's letters and invoices. */
export const orders = {
  status: {
    created: 'Новый',
    completed: 'Выполнен',
    canceled: 'Отменён',
  },
  paymentStatus: {
    awaiting: 'Ожидает оплаты',
    partially_paid: 'Оплачен частично',
    paid: 'Оплачен',
    refunded: 'Оплата возвращена',
  },
  paymentKind: {
    payment: 'Оплата',
    refund: 'Возврат',
  },
  shipmentStatus: {
    preparing: 'Готовится к отгрузке',
    shipped: 'Отгружен',
    ready_for_pickup: 'Готов к выдаче',
    received: 'Получен',
  },
  documentKind: {
    upd: 'УПД',
    consignment_note: 'Транспортная накладная',
    vat_invoice: 'Счёт-фактура',
    other: 'Документ',
  },
  payerType: {
    individual: 'Физическое лицо',
    company: 'Организация или ИП',
  },
  deliveryMethod: {
    pickup: 'Самовывоз',
    courier: 'Курьер',
    transport_company: 'Транспортная компания',
  },
  /** An order's name everywhere: `orderTitle(1001)` fills it in. */
  title: 'Заказ № {number}',
  shippingUnknown: 'Стоимость доставки сообщит менеджер',
  shippingFree: 'Бесплатно',
  vatRate: {
    '22': 'НДС 22 %',
    '20': 'НДС 20 %',
    '10': 'НДС 10 %',
    '7': 'НДС 7 %',
    '5': 'НДС 5 %',
    '0': 'НДС 0 %',
    none: 'Без НДС',
  },
  /** The order's НДС beside its total: `orderVatLine` fills the rate in. */
  vatIncluded: 'В том числе НДС ({rate} %)',
  vatNone: 'Без НДС',
} as const;
