import { cleanup, render, screen } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { ProductCardView, type ProductCardViewProps } from './product-card';
import { imageFallbackSrc, imageSrcSet } from './product-image';
import { testImage, testProductCard } from '@shop/storefront-testing';

afterEach(cleanup);

function renderCard(props: ProductCardViewProps) {
  const Stub = createRoutesStub([{ path: '/', Component: () => <ProductCardView {...props} /> }]);
  render(<Stub initialEntries={['/']} />);
}

describe('ProductCardView', () => {
  it('shows one price when the caller pays the base price', () => {
    renderCard({ product: testProductCard({ basePrice: '45000.00', personalPrice: '45000.00' }), layout: 'grid' });
    expect(screen.getByText('45 000,00 ₽')).toBeTruthy();
    expect(document.querySelector('del')).toBeNull();
  });

  it('shows the group price with the base price struck through when the group pays less', () => {
    renderCard({ product: testProductCard({ basePrice: '45000.00', personalPrice: '40500.50' }), layout: 'grid' });
    expect(screen.getByLabelText('Ваша цена: 40 500,50 ₽')).toBeTruthy();
    const struck = document.querySelector('del');
    expect(struck?.textContent).toBe('45 000,00 ₽');
  });

  it('never strikes through when a personal price is above the base price', () => {
    renderCard({ product: testProductCard({ basePrice: '100.00', personalPrice: '120.00' }), layout: 'list' });
    expect(screen.getByText('120,00 ₽')).toBeTruthy();
    expect(document.querySelector('del')).toBeNull();
  });

  it('links within the listed category, else to the product page', () => {
    renderCard({ product: testProductCard({ slug: 'dtco-4-1' }), layout: 'grid', categorySlug: 'tahografy' });
    expect(screen.getByRole('link', { name: 'Тахограф Атол Drive 5' }).getAttribute('href')).toBe(
      '/category/tahografy/product/dtco-4-1',
    );
    cleanup();
    renderCard({ product: testProductCard({ slug: 'dtco-4-1' }), layout: 'grid' });
    expect(screen.getByRole('link', { name: 'Тахограф Атол Drive 5' }).getAttribute('href')).toBe('/product/dtco-4-1');
  });

  it('shows the article and the availability in Russian', () => {
    renderCard({ product: testProductCard({ article: 'DTCO-4.1', availability: 'on_order' }), layout: 'list' });
    expect(screen.getByText('Арт. DTCO-4.1')).toBeTruthy();
    expect(screen.getByText('Под заказ')).toBeTruthy();
  });

  it('says «Мало» and the lead time of counted stock, and the free quantity only where the reply carries it', () => {
    renderCard({ product: testProductCard({ stock: { level: 'low', leadTimeDays: null } }), layout: 'grid' });
    expect(screen.getByText('Мало')).toBeTruthy();
    expect(document.querySelector('.sf-card')?.textContent).not.toMatch(/шт\./);
    cleanup();
    const free = { quantity: 3, more: false };
    renderCard({ product: testProductCard({ stock: { level: 'low', leadTimeDays: null, free } }), layout: 'grid' });
    expect(screen.getByText('Свободно', { exact: false }).closest('.sf-stock__free')?.textContent).toBe(
      'Свободно 3 шт.',
    );
    cleanup();
    const plenty = { level: 'in_stock', leadTimeDays: null, free: { quantity: 50, more: true } } as const;
    renderCard({ product: testProductCard({ stock: plenty }), layout: 'list' });
    expect(screen.getByText('В наличии')).toBeTruthy();
    expect(document.querySelector('.sf-stock__free')?.textContent).toBe('Свободно > 50 шт.');
    cleanup();
    const onOrder = { level: 'on_order', leadTimeDays: 14 } as const;
    renderCard({ product: testProductCard({ availability: 'on_order', stock: onOrder }), layout: 'list' });
    expect(screen.getByText('Под заказ, 14 дней')).toBeTruthy();
  });

  it('offers the webp variants as a srcset with grid sizes', () => {
    renderCard({ product: testProductCard(), layout: 'grid' });
    const image = document.querySelector('img');
    expect(image?.getAttribute('srcset')).toBe(
      '/media/atol-320.webp 320w, /media/atol-640.webp 640w, /media/atol-1200.webp 1200w',
    );
    expect(image?.getAttribute('sizes')).toContain('50vw');
    expect(image?.getAttribute('alt')).toBe('Тахограф Атол Drive 5');
  });

  it('says so when a product has no image', () => {
    renderCard({ product: testProductCard({ mainImage: null }), layout: 'grid' });
    expect(screen.getByText('Нет фото')).toBeTruthy();
  });
});

describe('product images', () => {
  it('falls back to the original upload when there are no variants', () => {
    const image = testImage({ variants: [] });
    expect(imageSrcSet(image)).toBeUndefined();
    expect(imageFallbackSrc(image, 320)).toBe('/media/atol.png');
  });

  it('picks the smallest variant wide enough as the fallback src', () => {
    const image = testImage();
    expect(imageFallbackSrc(image, 500)).toBe('/media/atol-640.webp');
    expect(imageFallbackSrc(image, 5000)).toBe('/media/atol-1200.webp');
  });
});
