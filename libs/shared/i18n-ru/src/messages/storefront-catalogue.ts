/** Strings of the storefront catalogue (home showcase, category list, category and all-products listings, search results). */
export const storefrontCatalogue = {
  availability: {
    in_stock: 'В наличии',
    on_order: 'Под заказ',
    not_sold: 'Не продаётся',
  },
  card: {
    article: 'Арт. {article}',
    price: 'Цена',
    basePrice: 'Цена без скидки',
    groupPrice: 'Ваша цена',
    noImage: 'Нет фото',
  },
} as const;
