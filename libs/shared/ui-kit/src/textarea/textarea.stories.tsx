import type { Meta, StoryObj } from '@storybook/react-vite';
import { BothModes, PhoneFrame } from '../lib/story-helpers';
import { Textarea } from './textarea';

const meta = {
  title: 'UI Kit/Textarea',
  component: Textarea,
  args: { label: 'Комментарий к заказу', placeholder: 'Например, удобное время доставки', rows: 3 },
} satisfies Meta<typeof Textarea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const States: Story = {
  render: () => (
    <BothModes>
      <div style={{ display: 'grid', gap: 16 }}>
        <Textarea label="Юридический адрес" rows={2} required />
        <Textarea label="Комментарий к заказу" hint="Менеджер прочитает его до звонка" />
        <Textarea
          label="Адрес доставки"
          rows={2}
          defaultValue="Москва"
          error="Укажите адрес полностью: город, улицу и дом"
        />
        <Textarea label="Комментарий менеджера" defaultValue="Отгрузка после оплаты счёта" disabled />
      </div>
    </BothModes>
  ),
};

export const LongTextsOnPhone: Story = {
  render: () => (
    <PhoneFrame>
      <Textarea
        label="Адрес терминала транспортной компании в городе получателя с указанием названия компании"
        rows={2}
        defaultValue="Деловые Линии, Санкт-Петербург, Московское шоссе, д. 25, корп. 1, литера А, терминал «Южный», окно выдачи грузов № 4"
        hint="Мы передадим груз в транспортную компанию, доставку до вас она посчитает сама"
        error="Адрес слишком длинный: сократите его до 500 символов, чтобы он поместился в накладную"
      />
    </PhoneFrame>
  ),
};
