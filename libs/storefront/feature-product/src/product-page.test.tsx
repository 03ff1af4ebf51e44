import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { testImage, testProductCard, testProduct } from '@shop/storefront-testing';
import type { Crumb } from '@shop/storefront-domain';
import { ProductActionsProvider } from '@shop/storefront-ui-catalogue';
import { ProductPage } from './product-page';

afterEach(cleanup);

const crumbs: Crumb[] = [
  { title: 'Главная', path: '/' },
  { title: 'Тахографы', path: '/category/tahografy' },
  { title: 'Тахограф Атол Drive 5', path: '/product/tahograf-atol-drive-5' },
];

function renderPage(product = testProduct(), url = '/product/tahograf-atol-drive-5') {
  const Stub = createRoutesStub([
    { path: '/product/:slug', Component: () => <ProductPage product={product} breadcrumbs={crumbs} /> },
  ]);
  render(<Stub initialEntries={[url]} />);
}

const twoImages = testProduct({
  multimedia: [
    {
      id: 'm2',
      position: 1,
      isMain: false,
      image: testImage({ fileId: 'f2', alt: 'Вид сзади', variants: [{ width: 320, url: '/m/back-320.webp' }] }),
    },
    {
      id: 'm1',
      position: 0,
      isMain: true,
      image: testImage({ fileId: 'f1', alt: 'Вид спереди', variants: [{ width: 320, url: '/m/front-320.webp' }] }),
    },
  ],
});

describe('ProductPage', () => {
  it('shows the trail with the product as the current step', () => {
    renderPage();
    const trail = screen.getByRole('navigation', { name: 'Навигация по разделам' });
    expect(within(trail).getByRole('link', { name: 'Тахографы' }).getAttribute('href')).toBe('/category/tahografy');
    expect(within(trail).queryByRole('link', { name: 'Тахограф Атол Drive 5' })).toBeNull();
  });

  it('shows the base price alone to a visitor without a group price', () => {
    renderPage();
    expect(screen.getByTestId('product-price').textContent).toBe('45 000,00 ₽');
    expect(screen.queryByText('Цена для вашей группы')).toBeNull();
  });

  it('shows the group price, the base price struck through and the caption when the group pays less', () => {
    renderPage(testProduct({ personalPrice: '40500.50' }));
    expect(screen.getByTestId('product-price').textContent).toBe('40 500,50 ₽');
    expect(document.querySelector('del')?.textContent).toBe('45 000,00 ₽');
    expect(screen.getByText('Цена для вашей группы')).toBeTruthy();
  });

  it('groups attributes under their group titles in a definition list', () => {
    renderPage(
      testProduct({
        attributeGroupList: [
          {
            attributeGroup: { id: 'g1', title: 'Электрика', position: 0 },
            attributeValueList: [
              { attributeId: 'a1', title: 'Напряжение', type: 'number', unit: 'В', value: 12, displayValue: '12 В' },
            ],
          },
          {
            attributeGroup: null,
            attributeValueList: [
              { attributeId: 'a2', title: 'Цвет', type: 'string', unit: null, value: 'Чёрный', displayValue: 'Чёрный' },
            ],
          },
        ],
      }),
    );
    expect(screen.getByRole('heading', { name: 'Электрика' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Прочее' })).toBeTruthy();
    const terms = screen.getAllByRole('term').map((term) => term.textContent);
    const definitions = screen.getAllByRole('definition').map((definition) => definition.textContent);
    expect(terms).toEqual(['Напряжение', 'Цвет']);
    expect(definitions).toEqual(['12 В', 'Чёрный']);
  });

  it('lists related products as cards and leaves out empty relation lists', () => {
    renderPage(
      testProduct({
        relations: {
          analogues: [testProductCard({ id: 'r1', title: 'Тахограф Штрих' })],
          accessories: [],
          related: [],
        },
      }),
    );
    expect(screen.getByRole('heading', { name: 'Аналоги' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Тахограф Штрих' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Аксессуары' })).toBeNull();
  });
});

describe('ProductPage gallery', () => {
  it('shows the main image first and thumbnails as links that work without JS', () => {
    renderPage(twoImages);
    const gallery = screen.getByRole('region', { name: 'Фотографии товара' });
    expect(within(gallery).getByRole('img', { name: 'Вид спереди' })).toBeTruthy();
    const thumbs = within(gallery).getAllByRole('link');
    expect(thumbs.map((thumb) => thumb.getAttribute('href'))).toEqual(['?image=m1', '?image=m2']);
    expect(thumbs[0]?.getAttribute('aria-current')).toBe('true');
  });

  it('opens on the picture named in ?image= (the server render of a thumbnail link)', () => {
    renderPage(twoImages, '/product/tahograf-atol-drive-5?image=m2');
    expect(screen.getByRole('img', { name: 'Вид сзади' })).toBeTruthy();
  });

  it('swaps the picture in place on a thumbnail click', () => {
    renderPage(twoImages);
    fireEvent.click(screen.getByRole('link', { name: 'Показать фото 2 из 2' }));
    expect(screen.getByRole('img', { name: 'Вид сзади' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Показать фото 2 из 2' }).getAttribute('aria-current')).toBe('true');
    expect(window.location.search).toBe('?image=m2');
  });
});

describe('ProductPage buying controls', () => {
  it('shows the controls the app provides for the product, in the page place', () => {
    const product = testProduct({ id: 'p-1' });
    const Stub = createRoutesStub([
      {
        path: '/product/:slug',
        Component: () => (
          <ProductActionsProvider render={(shown, place) => <button type="button">{`${place}: ${shown.id}`}</button>}>
            <ProductPage product={product} breadcrumbs={crumbs} />
          </ProductActionsProvider>
        ),
      },
    ]);
    render(<Stub initialEntries={['/product/tahograf-atol-drive-5']} />);
    expect(screen.getByRole('button', { name: 'page: p-1' })).toBeTruthy();
  });
});
