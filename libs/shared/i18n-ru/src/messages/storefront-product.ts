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
  seo: {
    /** Meta description when the product has neither an SEO description nor a description of its own. */
    fallbackDescription:
      '{title}, артикул {article}: цена {price}, {availability}. Купить в интернет-магазине {brand}.',
  },
} as const;
