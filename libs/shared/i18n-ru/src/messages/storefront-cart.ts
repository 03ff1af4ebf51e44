/** Strings of the storefront's cart controls (product cards, the product page, the header) and the /cart page (issue #12). */
export const storefrontCart = {
  controls: {
    addToCart: 'В корзину',
    /** Accessible name of a card's button; the card's title tells which product. */
    addToCartOf: 'В корзину: {title}',
    quantity: 'Количество',
    pieces: '{count} шт.',
    decrease: 'Уменьшить количество',
    increase: 'Увеличить количество',
    removeOne: 'Убрать из корзины',
    toCart: 'Перейти в корзину',
    notSold: 'Не продаётся',
    notSoldHint: 'Этот товар сейчас не продаётся',
    outOfStock: 'Нет в наличии',
    outOfStockHint: 'Этого товара сейчас нет в наличии',
  },
  header: {
    /** Read after the header link's visible '3 · 12 345,00 ₽': '{count} {products}' is e.g. '3 товара'. */
    count: '({count} {products})',
    empty: '(пусто)',
  },
  page: {
    title: 'Корзина',
    loading: 'Загружаем корзину…',
    emptyTitle: 'В корзине пока пусто',
    emptyText: 'Добавьте товары из каталога — они сохранятся здесь, даже если вы закроете страницу.',
    /** The way on from every empty page (EmptyState's CatalogueLink), not only the cart's. */
    toCatalogue: 'Перейти в каталог',
    toAllProducts: 'Все товары',
    linesLabel: 'Товары в корзине',
    price: 'Цена',
    sum: 'Сумма',
    remove: 'Удалить',
    removeOf: 'Удалить из корзины: {title}',
    clear: 'Очистить корзину',
    clearQuestion: 'Очистить корзину?',
    clearText: 'Все товары будут удалены из корзины.',
    clearConfirm: 'Очистить',
    unavailable: {
      deleted: 'Товар удалён из каталога',
      not_sold: 'Товар больше не продаётся',
      out_of_stock: 'Товара нет в наличии',
    },
    unavailableHint: 'Удалите недоступные товары, чтобы оформить заказ.',
  },
  summary: {
    title: 'Ваш заказ',
    lines: 'В корзине',
    total: 'Итого',
    checkout: 'Оформить заказ',
  },
  freeShipping: {
    label: 'До бесплатной доставки',
    remaining: 'До бесплатной доставки осталось {amount}',
    reached: 'Доставка будет бесплатной',
    threshold: 'Бесплатная доставка при заказе от {amount}',
  },
} as const;
