/** Story-only: the catalogue's cards and its listing with real copy, wired to the buying controls of the cart's pieces. */
import { STORAGE_KEYS } from '@shop/domain';
import { testPicture, testProductCard } from '@shop/storefront-testing';
import { StoryBuyingControls } from '@shop/storefront-ui-cart/testing';
import type { ListingLayout } from '@shop/storefront-ui-catalogue';
import { useState } from 'react';
import { createRoutesStub, useLocation } from 'react-router';
import { parseListingParams, type ProductListing } from './listing-params';
import { ProductListingView } from './product-listing';
// Stories only: the storefront links these styles through app/styles.css.
import '@shop/storefront-ui-layout/styles.css';
import '@shop/storefront-ui-catalogue/styles.css';
import '@shop/storefront-ui-cart/styles.css';
import './styles.css';

/** A card of each kind a listing shows: every availability, a group price, a long title and one without a picture. */
export const storyCards = {
  inStock: testProductCard({
    id: 'card-atol',
    slug: 'tahograf-atol-drive-5',
    title: 'Тахограф Атол Drive 5 с блоком СКЗИ',
    article: 'ATOL-DRIVE-5',
    basePrice: '45000.00',
    personalPrice: '45000.00',
    availability: 'in_stock',
    mainImage: testPicture('Атол Drive 5'),
  }),
  groupPrice: testProductCard({
    id: 'card-shtrih',
    slug: 'tahograf-shtrih-m',
    title: 'Тахограф Штрих-ТахоRUS с блоком СКЗИ',
    article: 'SHTRIH-TAHORUS',
    basePrice: '67585.00',
    personalPrice: '55419.70',
    availability: 'in_stock',
    mainImage: testPicture('Штрих-ТахоRUS'),
  }),
  longTitle: testProductCard({
    id: 'card-stoneridge',
    slug: 'tahograf-stoneridge-se5000',
    title:
      'Тахограф для международных перевозок Штрих Stoneridge SE5000 для автобусов с блоком СКЗИ и комплектом для монтажа',
    article: 'Stoneridge SE5000-0004-RUS-BUS',
    basePrice: '67585.00',
    personalPrice: '55419.70',
    availability: 'in_stock',
    mainImage: testPicture('SE5000'),
  }),
  onOrder: testProductCard({
    id: 'card-eskort',
    slug: 'datchik-eskort-td-150',
    title: 'Датчик уровня топлива Эскорт ТД-150, 700 мм',
    article: 'TD-150-700',
    basePrice: '12500.00',
    personalPrice: '12500.00',
    availability: 'on_order',
    mainImage: testPicture('Эскорт ТД-150'),
  }),
  outOfStock: testProductCard({
    id: 'card-nkm',
    slug: 'blok-skzi-nkm',
    title: 'Блок СКЗИ тахографа НКМ-2.11',
    article: 'NKM-2.11',
    basePrice: '18900.00',
    personalPrice: '18900.00',
    availability: 'out_of_stock',
    mainImage: testPicture('НКМ-2.11'),
  }),
  notSold: testProductCard({
    id: 'card-old',
    slug: 'karta-voditelya-staraya',
    title: 'Карта водителя (старый образец)',
    article: 'CARD-OLD',
    basePrice: '2900.00',
    personalPrice: '2900.00',
    availability: 'not_sold',
    mainImage: null,
  }),
};

const BRAND = '1c613263-abc1-4df5-9581-8ffc0f77de00';
const INTERFACE = '2d724374-bcd2-4ef6-8692-9aad88e11f01';
const CABLE = '3e835485-cde3-4f07-97a3-abbe99f22f02';

/** A category's first page of 24 with the facets the API counts for it. */
export const storyListing: ProductListing = {
  productList: Object.values(storyCards),
  pagination: { page: 1, limit: 24, total: 148 },
  facets: {
    price: { min: '1850.50', max: '189900.00' },
    availability: [
      { value: 'in_stock', count: 112 },
      { value: 'on_order', count: 29 },
      { value: 'out_of_stock', count: 7 },
    ],
    attributes: [
      {
        attributeId: BRAND,
        title: 'Производитель',
        type: 'enum',
        unit: null,
        values: [
          { value: 'Атол', count: 41 },
          { value: 'Штрих-М', count: 38 },
          { value: 'Continental VDO', count: 27 },
          { value: 'Stoneridge', count: 19 },
          { value: 'Меркурий', count: 23 },
        ],
        range: null,
      },
      {
        attributeId: INTERFACE,
        title: 'Интерфейс подключения к терминалу мониторинга',
        type: 'string',
        unit: null,
        values: [
          { value: 'RS-485', count: 64 },
          { value: 'CAN', count: 31 },
          { value: 'Частотный', count: 12 },
        ],
        range: null,
      },
      {
        attributeId: CABLE,
        title: 'Длина кабеля',
        type: 'number',
        unit: 'мм',
        values: [],
        range: { min: 300, max: 7000 },
      },
    ],
  },
};

/** The listing as the category route renders it, its filters read from the address. */
function ListingRoute({ listing, layout }: { listing: ProductListing | null; layout: ListingLayout }) {
  const params = parseListingParams(new URLSearchParams(useLocation().search));
  return (
    <div className="sf-container sf-catalogue">
      <h1 className="sf-catalogue__title">Тахографы</h1>
      <ProductListingView
        listing={listing}
        params={params}
        layout={layout}
        preferenceKey={STORAGE_KEYS.categoryProductListDisplayAs}
        filtersReset={false}
        categorySlug="tahografy"
        emptyText="В этой категории пока нет товаров."
      />
    </div>
  );
}

/** A category page's listing at `url` (its filters in the query), with the buying controls; `inCart` as above. */
export function StoryListingPage({
  listing,
  url = '/category/tahografy',
  layout = 'grid',
  inCart,
}: {
  listing: ProductListing | null;
  url?: string;
  layout?: ListingLayout;
  inCart?: Readonly<Record<string, number>>;
}) {
  // A data router (the listing reads the navigation state), made once.
  const [Stub] = useState(() =>
    createRoutesStub([
      { path: '/category/:slug', Component: () => <ListingRoute listing={listing} layout={layout} /> },
    ]),
  );
  return (
    <StoryBuyingControls inCart={inCart}>
      <Stub initialEntries={[url]} />
    </StoryBuyingControls>
  );
}
