/** Strings of the storefront catalogue (home showcase, category list, category and all-products listings, search results). */
export const storefrontCatalogue = {
  availability: {
    in_stock: 'В наличии',
    on_order: 'Под заказ',
    not_sold: 'Не продаётся',
    out_of_stock: 'Нет в наличии',
  },
  /** A counted product's stock (issue #28): the level beside the availability above, and the free quantity for customers of a group. */
  stock: {
    low: 'Мало',
    onOrderIn: 'Под заказ, {days} {daysWord}',
    days: { one: 'день', few: 'дня', many: 'дней', other: 'дня' },
    free: '{count} шт.',
    freeMore: '> {count} шт.',
    /** Read before the free quantity beside the badge. */
    freeLabel: 'Свободно',
    exceeds: 'Больше, чем есть на складе',
    exceedsFree: 'Больше, чем есть на складе: свободно {free}',
  },
  card: {
    article: 'Арт. {article}',
    basePrice: 'Цена без скидки',
    groupPrice: 'Ваша цена',
    noImage: 'Нет фото',
  },
  home: {
    showcaseTitle: 'Каталог',
    allCategories: 'Все категории',
    newestTitle: 'Новинки',
    inStockTitle: 'В наличии на складе',
    allProducts: 'Все товары',
    productCount: '{count} {products}',
    showcaseFailed: 'Не удалось загрузить каталог. Обновите страницу чуть позже.',
    noProducts: 'Товаров пока нет.',
  },
  breadcrumbs: {
    label: 'Навигация по разделам',
    home: 'Главная',
    catalogue: 'Каталог',
  },
  categoryList: {
    title: 'Каталог',
    description:
      'Все категории каталога: тахографы, карты, блоки СКЗИ, трекеры ГЛОНАСС, датчики уровня топлива и расходные материалы.',
    empty: 'Категорий пока нет.',
    failed: 'Не удалось загрузить категории. Обновите страницу чуть позже.',
    subcategories: 'Подкатегории',
  },
  category: {
    subcategories: 'Подкатегории',
    productsTitle: 'Товары',
  },
  allProducts: {
    title: 'Все товары',
    description:
      'Все товары магазина: оборудование для транспорта, карты тахографа, СКЗИ, трекеры и расходные материалы с ценами и наличием.',
    searchTitle: 'Поиск: «{query}»',
    searchHeading: 'Результаты поиска по запросу «{query}»',
    /** The visually hidden heading of the found products (the cards' titles are headings one level below). */
    searchResultsTitle: 'Найденные товары',
    searchEmpty: 'По запросу «{query}» ничего не нашлось. Проверьте написание или поищите по артикулу.',
  },
  layout: {
    label: 'Вид списка',
    grid: 'Плиткой',
    list: 'Списком',
  },
  sort: {
    label: 'Сортировка',
    newest: 'Сначала новые',
    price_asc: 'Сначала дешевле',
    price_desc: 'Сначала дороже',
    title_asc: 'По названию (А–Я)',
    title_desc: 'По названию (Я–А)',
    apply: 'Показать',
  },
  facets: {
    title: 'Фильтры',
    toggle: 'Фильтры',
    toggleActive: 'Фильтры ({count})',
    price: 'Цена, ₽',
    from: 'от',
    to: 'до',
    fromLabel: '{title}: от',
    toLabel: '{title}: до',
    availability: 'Наличие',
    yes: 'Да',
    no: 'Нет',
    showAll: 'Показать все ({count})',
    apply: 'Применить',
    reset: 'Сбросить фильтры',
    filtersReset: 'Некоторые фильтры устарели и не применены.',
  },
  listing: {
    found: 'Найдено: {count} {products}',
    /** A capped search total: at least this many. */
    foundAtLeast: 'Найдено: {count}+ {products}',
    empty: 'Нет товаров по выбранным условиям.',
    emptyCategory: 'В этой категории пока нет товаров.',
    resetFilters: 'Сбросить фильтры',
    pageEmpty: 'На странице {page} товаров нет: всего страниц {pages}.',
    toFirstPage: 'К первой странице',
    failed: 'Не удалось загрузить товары. Обновите страницу чуть позже.',
    retry: 'Обновить',
  },
  pagination: {
    label: 'Страницы',
    previous: 'Назад',
    next: 'Вперёд',
    page: 'Страница {page}',
    current: 'Страница {page}, текущая',
  },
  search: {
    label: 'Поиск по каталогу',
    placeholder: 'Поиск: название или артикул',
    submit: 'Найти',
    suggestions: 'Подсказки',
    /** Read out by screen readers when the suggestions change. */
    suggestionCount: 'Подсказок: {count}. Выбор стрелками вверх и вниз',
    categories: 'Категории',
    products: 'Товары',
  },
} as const;
