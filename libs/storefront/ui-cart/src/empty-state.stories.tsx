import type { Meta, StoryObj } from '@storybook/react-vite';
import { SmartLink } from '@shop/storefront-ui-layout';
import { BothModes, PhoneFrame } from '@shop/ui-kit/storybook';
import { CatalogueLink, EmptyState } from './empty-state';
import { withRouter } from './story-data';
// Stories only: the storefront links this lib's styles through app/styles.css.
import './cart.css';

const meta = {
  title: 'Storefront/Cart/Empty state',
  component: EmptyState,
  decorators: [withRouter],
  args: { title: 'Заказов пока нет', text: 'Оформленные заказы появятся здесь.' },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ToTheCatalogue: Story = {
  name: 'The way back to the catalogue',
  render: (args) => (
    <BothModes>
      <EmptyState {...args} />
    </BothModes>
  ),
};

export const MoreWays: Story = {
  name: 'More ways on (the cart)',
  args: {
    title: 'В корзине пока пусто',
    text: 'Добавьте товары из каталога — они сохранятся здесь, даже если вы закроете страницу.',
  },
  render: (args) => (
    <EmptyState
      {...args}
      actions={
        <>
          <CatalogueLink />
          <SmartLink to="/all/products" className="ui-button ui-button--secondary ui-button--md">
            Все товары
          </SmartLink>
        </>
      }
    />
  ),
};

export const LongTextsOnPhone: Story = {
  args: {
    title: 'Заказов со статусом «Отменён покупателем до передачи в доставку» нет',
    text: 'Выберите другой статус или посмотрите все заказы: отменённые заказы хранятся в личном кабинете три года.',
  },
  render: (args) => (
    <PhoneFrame>
      <EmptyState {...args} />
    </PhoneFrame>
  ),
};
