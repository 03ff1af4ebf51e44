import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { DataTable, type DataTableProps } from './data-table';
import { PagedTable } from './paged-table';
import { storyOrderColumns, storyOrderRows, type StoryOrderRow } from './story-data';

const meta = {
  title: 'Admin/Data/Table',
  component: DataTable<StoryOrderRow>,
  args: {
    label: 'Заказы',
    columns: storyOrderColumns,
    rows: storyOrderRows,
    rowKey: (row: StoryOrderRow) => row.id,
  },
  parameters: {
    docs: {
      description: {
        component:
          'An admin list: a real table with a caption and column headers in a region that scrolls sideways; on a phone each row is a card of label and value lines.',
      },
    },
  },
} satisfies Meta<typeof DataTable<StoryOrderRow>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Rows with a long company name, a sum over a billion and one not known yet. */
export const Rows: Story = {};

/** The first load: skeleton rows. */
export const Loading: Story = { args: { rows: undefined, loading: true } };

/** The next page is loading: the old one dimmed. */
export const Refreshing: Story = { args: { refreshing: true } };

export const Empty: Story = { args: { rows: [] } };

/** The table with its paging under it, on page 2 of 1 248 rows; the paging works. */
function Paged(props: Pick<DataTableProps<StoryOrderRow>, 'label' | 'columns' | 'rows' | 'rowKey'>) {
  const [paging, setPaging] = useState({ page: 2, limit: 20 });
  return (
    <PagedTable
      {...props}
      query={{
        data: props.rows,
        isError: false,
        isPending: false,
        isFetching: false,
        isPlaceholderData: false,
        refetch: () => undefined,
      }}
      loadFailed="Не удалось загрузить заказы."
      paging={paging}
      total={1248}
      onPagingChange={(next) => setPaging((now) => ({ ...now, ...next }))}
    />
  );
}

/** With its paging, as a list page shows it (page size and pages). */
export const WithPaging: Story = { render: (args) => <Paged {...args} /> };

/** A first load that failed: the alert with «Повторить». */
export const LoadFailed: Story = {
  render: (args) => (
    <PagedTable
      {...args}
      query={{
        data: undefined,
        isError: true,
        isPending: false,
        isFetching: false,
        isPlaceholderData: false,
        refetch: () => undefined,
      }}
      loadFailed="Не удалось загрузить заказы."
      paging={{ page: 1, limit: 20 }}
      total={undefined}
      onPagingChange={() => undefined}
    />
  ),
};
