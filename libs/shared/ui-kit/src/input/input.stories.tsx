import type { Meta, StoryObj } from '@storybook/react-vite';
import { BothModes, PhoneFrame } from '../lib/story-helpers';
import { Input } from './input';

const meta = {
  title: 'UI Kit/Input',
  component: Input,
  args: { label: 'Электронная почта', placeholder: 'name@company.ru', type: 'email' },
} satisfies Meta<typeof Input>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const States: Story = {
  render: () => (
    <BothModes>
      <div style={{ display: 'grid', gap: 16 }}>
        <Input label="Наименование организации" placeholder="ООО «Ромашка»" required />
        <Input label="ИНН" hint="10 цифр для организаций, 12 — для ИП" inputMode="numeric" />
        <Input
          label="Телефон"
          type="tel"
          defaultValue="+7 900"
          error="Укажите телефон полностью, например +7 900 123-45-67"
        />
        <Input label="Пароль" type="password" defaultValue="Тахограф2026" hint="Не меньше 8 символов" />
        <Input label="Город доставки" defaultValue="Санкт-Петербург" disabled />
      </div>
    </BothModes>
  ),
};

export const LongTextsOnPhone: Story = {
  render: () => (
    <PhoneFrame>
      <Input
        label="Комментарий к заказу для менеджера отдела продаж по работе с юридическими лицами"
        defaultValue="Прошу выставить счёт на ООО «Транспортная компания Северо-Западный регион»"
        error="Комментарий слишком длинный: сократите его до 500 символов, чтобы менеджер смог обработать заказ быстрее"
      />
    </PhoneFrame>
  ),
};
