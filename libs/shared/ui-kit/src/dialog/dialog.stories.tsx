import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../button/button';
import { Input } from '../input/input';
import { Dialog } from './dialog';

const meta = {
  title: 'UI Kit/Dialog',
  component: Dialog,
  args: {
    title: 'Заявка на статус интегратора',
    description: 'Менеджер рассмотрит заявку в течение двух рабочих дней и свяжется с вами по электронной почте.',
    trigger: <Button type="button">Подать заявку</Button>,
  },
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithTrigger: Story = {
  args: {
    children: (
      <div style={{ display: 'grid', gap: 12 }}>
        <Input label="Наименование организации" defaultValue="ООО «Тахосервис»" />
        <Input label="Комментарий" placeholder="Регион работы, опыт установки тахографов" />
      </div>
    ),
    footer: (
      <>
        <Button type="button" variant="secondary">
          Отмена
        </Button>
        <Button type="button">Отправить</Button>
      </>
    ),
  },
};

export const OpenLongTexts: Story = {
  args: {
    open: true,
    trigger: undefined,
    title:
      'Изменение условий доставки для юридических лиц Северо-Западного федерального округа и Калининградской области',
    description:
      'С 1 марта 2026 года бесплатная доставка действует при заказе от 15 000 ₽. Заказы, оформленные ранее, доставляются на прежних условиях, а стоимость доставки крупногабаритных товаров рассчитывается менеджером отдельно.',
    footer: <Button type="button">Понятно</Button>,
  },
};
