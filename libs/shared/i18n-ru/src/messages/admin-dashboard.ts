/** Strings of the admin home (/admin): the figures, the latest orders and the chart of orders by day; days are Moscow days. */
export const adminDashboard = {
  loading: 'Загружаем сводку…',
  loadFailed: 'Не удалось загрузить сводку.',
  figuresLabel: 'Сводка',
  today: 'Сегодня',
  week: 'Эта неделя',
  weekHint: 'с понедельника',
  /** `{count}`: the number; `{orders}`: the word «заказ» in its form for it. */
  orderCount: '{count} {orders}',
  revenueLabel: 'Выручка',
  revenueHint: 'Без отменённых заказов, по сумме товаров',
  awaitingShippingCost: 'Ждут стоимости доставки',
  awaitingShippingCostNote: 'новые заказы без стоимости доставки',
  overdueUnpaid: 'Не оплачены вовремя',
  /** `{days}`: the age after which an unpaid order counts, `{daysWord}` the word «день» in its form for it. */
  overdueUnpaidNote: 'новые заказы без полной оплаты старше {days} {daysWord}',
  awaitingShipment: 'Ждут отгрузки',
  awaitingShipmentNote: 'оплачены, но ещё не отгружены',
  lowStock: 'Заканчиваются на складе',
  /** `{count}`: LOW_STOCK_THRESHOLD. */
  lowStockNote: 'товаров, свободно не больше {count} шт.',
  newCustomers: 'Новые покупатели',
  newCustomersHint: 'зарегистрировались на этой неделе',
  pendingIntegratorRequests: 'Заявки интеграторов',
  pendingIntegratorRequestsNote: 'ожидают решения',
  latestOrders: 'Последние заказы',
  latestOrdersNone: 'Заказов пока нет.',
  allOrders: 'Все заказы',
  /** `{number}`: the order's number. */
  orderLink: 'Заказ № {number}',
  shippingNotSet: 'доставка не указана',
  columns: {
    number: '№',
    createdAt: 'Дата',
    customer: 'Покупатель',
    status: 'Статус',
    total: 'Сумма',
  },
  chart: {
    title: 'Заказы за 30 дней',
    loading: 'Рисуем график…',
    /** The visually hidden table that gives the chart's figures to screen readers. */
    tableLabel: 'Заказы по дням за 30 дней',
    day: 'День',
    orders: 'Заказов',
    revenue: 'Выручка',
    seriesOrders: 'Заказы',
  },
} as const;
