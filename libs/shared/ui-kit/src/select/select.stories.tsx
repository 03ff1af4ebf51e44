import type { Meta, StoryObj } from '@storybook/react-vite';
import { BothModes, PhoneFrame } from '../lib/story-helpers';
import { Select } from './select';

const statuses = (
  <>
    <option value="">Любой статус</option>
    <option value="created">Новый</option>
    <option value="completed">Выполнен</option>
    <option value="canceled">Отменён</option>
  </>
);

const meta = {
  title: 'UI Kit/Select',
  component: Select,
  args: { label: 'Статус заказа', children: statuses },
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const States: Story = {
  render: () => (
    <BothModes>
      <div style={{ display: 'grid', gap: 16 }}>
        <Select label="Наличие" required defaultValue="in_stock">
          <option value="in_stock">В наличии</option>
          <option value="on_order">Под заказ</option>
        </Select>
        <Select label="Основная категория" hint="Из тех, что выбраны выше">
          <option value="">Не выбрана</option>
          <option value="1">Тахографы</option>
        </Select>
        <Select label="Группа атрибутов" error="Выберите группу из списка">
          <option value="">Без группы</option>
        </Select>
        <Select label="Тип атрибута" disabled hint="Тип нельзя сменить, пока у товаров есть значения">
          <option>Число</option>
        </Select>
      </div>
    </BothModes>
  ),
};

export const LongTextsOnPhone: Story = {
  render: () => (
    <PhoneFrame>
      <Select
        label="Родительская категория в дереве каталога интернет-магазина"
        hint="Категория верхнего уровня появится в меню каталога"
      >
        <option>Блоки СКЗИ для тахографов с поддержкой ЕСТР и российских карт водителя</option>
      </Select>
    </PhoneFrame>
  ),
};
