import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SumsPanel } from './sums-panel';

afterEach(cleanup);

describe('SumsPanel', () => {
  it('is a region named by its title with a term and amount per row, the total last, then what goes under it', () => {
    render(
      <SumsPanel
        title="Итого"
        rows={[
          { label: 'Товары', value: '90 000,00 ₽' },
          { label: 'Доставка', value: 'Стоимость доставки сообщит менеджер', valueClassName: 'pending' },
        ]}
        total={{ label: 'К оплате', value: 'уточняется' }}
      >
        <a href="/checkout">Оформить заказ</a>
      </SumsPanel>,
    );
    const panel = screen.getByRole('region', { name: 'Итого' });
    const terms = within(panel)
      .getAllByRole('term')
      .map((term) => term.textContent);
    const amounts = within(panel)
      .getAllByRole('definition')
      .map((amount) => amount.textContent);
    expect(terms).toEqual(['Товары', 'Доставка', 'К оплате']);
    expect(amounts).toEqual(['90 000,00 ₽', 'Стоимость доставки сообщит менеджер', 'уточняется']);
    expect(within(panel).getByRole('link', { name: 'Оформить заказ' })).toBeTruthy();
  });
});
