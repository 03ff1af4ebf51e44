import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button, Input, Select } from '@shop/ui-kit';
import { useState } from 'react';
import { FilterBar } from './filter-bar';
import { SearchBox } from './search-box';

/** The order list's filters, live: search, status and dates; «Сбросить фильтры» once any is set. */
function OrderFilters({ initialSearch = '', initialStatus = '' }: { initialSearch?: string; initialStatus?: string }) {
  const [search, setSearch] = useState(initialSearch);
  const [status, setStatus] = useState(initialStatus);
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const set = search !== '' || status !== '' || from !== '' || to !== '';
  return (
    <FilterBar
      label="Фильтры заказов"
      chips={
        set && (
          <Button
            type="button"
            variant="ghost"
            size="sm"
            onClick={() => {
              setSearch('');
              setStatus('');
              setFrom('');
              setTo('');
            }}
          >
            Сбросить фильтры
          </Button>
        )
      }
    >
      <SearchBox
        label="Поиск"
        placeholder="Номер, покупатель, ИНН или организация"
        value={search}
        onSearch={setSearch}
      />
      <Select label="Статус" value={status} onChange={(event) => setStatus(event.target.value)}>
        <option value="">Любой</option>
        <option value="created">Новый</option>
        <option value="completed">Выполнен</option>
        <option value="canceled">Отменён</option>
      </Select>
      <Input label="Создан с" type="date" value={from} onChange={(event) => setFrom(event.target.value)} />
      <Input label="Создан по" type="date" value={to} onChange={(event) => setTo(event.target.value)} />
    </FilterBar>
  );
}

const meta = {
  title: 'Admin/Data/Filter bar',
  component: OrderFilters,
  // A list page stacks its parts with this gap.
  decorators: [
    (Story) => (
      <div style={{ display: 'grid', gap: 'var(--ui-space-4)' }}>
        <Story />
      </div>
    ),
  ],
  parameters: {
    docs: {
      description: {
        component:
          'A list’s filters above its table: a named group, stacked on a phone and in columns where there is room, with the chips of set filters and «Сбросить фильтры» under it.',
      },
    },
  },
} satisfies Meta<typeof OrderFilters>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

/** A search and a status set: «Сбросить фильтры» under the bar. */
export const Filtered: Story = { args: { initialSearch: 'Тахоком', initialStatus: 'created' } };
