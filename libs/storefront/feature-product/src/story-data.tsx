/** Story-only: a product with real copy, several pictures, attributes and related products. */
import type { Schema } from '@shop/api-contract';
import type { Crumb } from '@shop/storefront-domain';
import { testPicture, testProduct, testProductCard } from '@shop/storefront-testing';
import type { GalleryImage } from './product-gallery';
// Stories only: the storefront links these styles through app/styles.css.
import '@shop/storefront-ui-layout/styles.css';
import '@shop/storefront-ui-catalogue/styles.css';
import '@shop/storefront-ui-cart/styles.css';
import './product.css';

/** Four pictures of a tachograph, the main one first. */
export const storyGallery: GalleryImage[] = ['Вид спереди', 'Вид сзади', 'Разъёмы', 'Комплект'].map((label, index) => ({
  id: `picture-${index + 1}`,
  image: testPicture(label, { alt: `Тахограф Штрих-ТахоRUS: ${label.toLowerCase()}` }),
}));

const attribute = (id: string, title: string, displayValue: string): Schema<'AttributeValue'> => ({
  attributeId: id,
  title,
  type: 'string',
  unit: null,
  value: displayValue,
  displayValue,
});

/** The product page's product: a group price, a long title, four pictures, two attribute groups and related products. */
export const storyProduct = testProduct({
  id: 'product-shtrih',
  slug: 'tahograf-shtrih-tahorus-skzi',
  title: 'Тахограф для международных перевозок Штрих-ТахоRUS с блоком СКЗИ и комплектом для монтажа',
  article: 'SHTRIH-TAHORUS-SKZI',
  basePrice: '67585.00',
  personalPrice: '55419.70',
  availability: 'in_stock',
  description:
    '<p>Цифровой тахограф с блоком СКЗИ для грузовых автомобилей и автобусов. Соответствует приказу Минтранса № 440.</p><ul><li>Печать на термобумаге 57 мм</li><li>Интерфейсы RS-232 и CAN</li></ul>',
  mainImage: storyGallery[0]?.image ?? null,
  multimedia: storyGallery.map((item, position) => ({
    id: item.id,
    position,
    isMain: position === 0,
    image: item.image,
  })),
  attributeGroupList: [
    {
      attributeGroup: { id: 'group-main', title: 'Основные', position: 0 },
      attributeValueList: [
        attribute('a-brand', 'Производитель', 'Штрих-М'),
        attribute('a-skzi', 'Блок СКЗИ', 'НКМ-2.11, в комплекте'),
        attribute('a-voltage', 'Напряжение питания', '12/24 В'),
      ],
    },
    {
      attributeGroup: { id: 'group-interfaces', title: 'Интерфейсы', position: 1 },
      attributeValueList: [
        attribute('a-ports', 'Интерфейсы подключения к терминалу мониторинга', 'RS-232, CAN, K-Line'),
      ],
    },
  ],
  relations: {
    analogues: [
      testProductCard({
        id: 'rel-atol',
        slug: 'atol-drive-5',
        title: 'Тахограф Атол Drive 5 с блоком СКЗИ',
        personalPrice: '45000.00',
        basePrice: '45000.00',
        mainImage: testPicture('Атол Drive 5'),
      }),
    ],
    accessories: [
      testProductCard({
        id: 'rel-paper',
        slug: 'bumaga-57',
        title: 'Термобумага для тахографа 57 мм, 10 рулонов',
        personalPrice: '1250.00',
        basePrice: '1250.00',
        availability: 'on_order',
        mainImage: testPicture('Бумага 57 мм'),
      }),
    ],
    related: [],
  },
});

export const storyCrumbs: Crumb[] = [
  { title: 'Главная', path: '/' },
  { title: 'Каталог', path: '/category/list' },
  { title: 'Тахографы', path: '/category/tahografy' },
  { title: storyProduct.title, path: `/product/${storyProduct.slug}` },
];
