import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { FilterBar } from './filter-bar';

afterEach(cleanup);

describe('FilterBar', () => {
  it('is a group named by its label holding the filters, with a page’s class beside its own', () => {
    render(
      <FilterBar label="Фильтры заказов" className="admin-orders__filters">
        <input aria-label="Поиск" />
      </FilterBar>,
    );
    const group = screen.getByRole('group', { name: 'Фильтры заказов' });
    expect(within(group).getByRole('textbox', { name: 'Поиск' })).toBeTruthy();
    expect(group.className).toBe('admin-filters admin-orders__filters');
  });

  it('puts the chips under the filters, and nothing when there are none', () => {
    const { container, rerender } = render(
      <FilterBar label="Фильтры" chips={<button type="button">Сбросить фильтры</button>}>
        <input aria-label="Поиск" />
      </FilterBar>,
    );
    const chips = container.querySelector('.admin-filter-chips');
    expect(chips?.textContent).toBe('Сбросить фильтры');
    expect(screen.getByRole('group', { name: 'Фильтры' }).contains(chips)).toBe(false);
    rerender(
      <FilterBar label="Фильтры">
        <input aria-label="Поиск" />
      </FilterBar>,
    );
    expect(container.querySelector('.admin-filter-chips')).toBeNull();
  });
});
