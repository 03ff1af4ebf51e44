import type { Meta, StoryObj } from '@storybook/react-vite';
import { BothModes, PhoneFrame } from '@shop/ui-kit/storybook';
import { ContactFacts, DeliveryFacts, PayerFacts } from './order-facts';
import { OrderStatusHistory } from './order-status-history';
import { storyOrder } from './story-data';
// Stories only: the storefront links this lib's styles through app/styles.css.
import './orders.css';

function Details() {
  const order = storyOrder;
  return (
    <div style={{ display: 'grid', gap: 16 }}>
      <PayerFacts payerType={order.payerType} company={order.company} />
      <ContactFacts contact={order.contact} />
      <DeliveryFacts
        delivery={{
          method: 'transport_company',
          transportCompany: 'Деловые Линии',
          address: 'г. Екатеринбург, ул. Монтажников, д. 4, терминал «Деловые Линии»',
        }}
      />
      <OrderStatusHistory
        customerId={order.customer.id}
        history={[
          ...order.statusHistory,
          {
            from: 'created',
            to: 'completed',
            changedAt: '2026-11-27T12:05:00.000Z',
            changedBy: null,
            comment: 'Отгружено со склада в Москве, номер накладной 25-00417038',
          },
        ]}
      />
    </div>
  );
}

const meta = {
  title: 'Storefront/Orders/Order details and history',
  component: Details,
} satisfies Meta<typeof Details>;

export default meta;
type Story = StoryObj<typeof meta>;

export const BothColourModes: Story = {
  render: () => (
    <BothModes>
      <Details />
    </BothModes>
  ),
};

export const Phone: Story = {
  render: () => (
    <PhoneFrame>
      <Details />
    </PhoneFrame>
  ),
};
