import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PagedTable, type ListQueryState } from './paged-table';

afterEach(cleanup);

interface Row {
  id: string;
  title: string;
}

const rows: Row[] = [
  { id: '1', title: 'Тахограф «Меркурий ТА-001»' },
  { id: '2', title: 'Блок СКЗИ «НКМ-К»' },
];

const loaded: ListQueryState = {
  data: { rows },
  isError: false,
  isPending: false,
  isFetching: false,
  isPlaceholderData: false,
  refetch: () => undefined,
};

function renderTable(query: ListQueryState, onPagingChange = vi.fn()) {
  // The total is known once a page has come.
  const total = query.data ? 45 : undefined;
  render(
    <PagedTable<Row>
      label="Товары"
      columns={[{ id: 'title', header: 'Название', cell: (row) => row.title }]}
      rows={query.data ? rows : undefined}
      rowKey={(row) => row.id}
      query={query}
      loadFailed="Не удалось загрузить товары."
      paging={{ page: 2, limit: 20 }}
      total={total}
      onPagingChange={onPagingChange}
      note={<p>Показаны первые 10 000</p>}
    />,
  );
  return onPagingChange;
}

describe('PagedTable', () => {
  it('shows the rows, the note and the paging, and asks for another page or size', () => {
    const onPagingChange = renderTable(loaded);
    expect(screen.getByRole('table', { name: 'Товары' }).textContent).toContain('Блок СКЗИ «НКМ-К»');
    expect(screen.getByText('Показаны первые 10 000')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /Вперёд/ }));
    expect(onPagingChange).toHaveBeenLastCalledWith({ page: 3 });
    fireEvent.change(screen.getByRole('combobox'), { target: { value: '50' } });
    expect(onPagingChange).toHaveBeenLastCalledWith({ limit: 50, page: 1 });
  });

  it('has no paging until the total is known', () => {
    renderTable({ ...loaded, data: undefined, isPending: true });
    expect(screen.queryByRole('button', { name: /Вперёд/ })).toBeNull();
  });

  it('is an alert with a retry when the first load failed', () => {
    const refetch = vi.fn();
    renderTable({ ...loaded, data: undefined, isError: true, refetch });
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByRole('alert').textContent).toContain('Не удалось загрузить товары.');
    fireEvent.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(refetch).toHaveBeenCalledOnce();
  });
});
