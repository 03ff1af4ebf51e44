import { testProductCard } from '@shop/storefront-testing';
import { cleanup, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { ContactFacts, DeliveryFacts, PayerFacts } from './order-facts';
import { orderLineRows } from './order-lines';
import { OrderLinesTable } from './order-lines-table';
import { OrderListItem } from './order-list-item';
import { OrderStatusHistory } from './order-status-history';
import { OrderTotals } from './order-totals';
import { RepeatOrderReport } from './repeat-order-report';
import { TEST_COMPANY, testOrder, testOrderLine, testOrderSummary } from './testing';

afterEach(cleanup);

const inRouter = (node: ReactNode) => render(<MemoryRouter>{node}</MemoryRouter>);

describe('OrderLinesTable', () => {
  it('shows each line with its article, price, quantity and sum, linking to a product that still exists', () => {
    const lines = orderLineRows([
      testOrderLine({ product: testProductCard({ slug: 'atol' }), quantity: 3 }),
      testOrderLine({ article: 'CARD-OLD', title: 'Карта водителя (снята с продажи)', price: '1850.50', quantity: 2 }),
    ]);
    inRouter(<OrderLinesTable lines={lines} caption="Товары заказа" />);
    const table = screen.getByRole('table', { name: 'Товары заказа' });
    const [, first, second] = within(table).getAllByRole('row');
    expect(
      within(first as HTMLElement)
        .getByRole('link', { name: 'Тахограф Атол Drive 5' })
        .getAttribute('href'),
    ).toBe('/product/atol');
    expect(first?.textContent).toContain('135 000,00 ₽');
    expect(within(second as HTMLElement).queryByRole('link')).toBeNull();
    expect(second?.textContent).toContain('CARD-OLD');
    expect(second?.textContent).toContain('3 701,00 ₽');
  });

  it('marks a line that cannot be bought', () => {
    const lines = orderLineRows([testOrderLine()]).map((line) => ({ ...line, problem: 'нельзя купить' }));
    inRouter(<OrderLinesTable lines={lines} caption="Состав" />);
    expect(screen.getByText('нельзя купить')).toBeTruthy();
  });
});

describe('OrderTotals', () => {
  it('says the shipping cost comes from the manager and the total is not known yet', () => {
    render(<OrderTotals itemsTotal="90000.00" shippingCost={null} total={null} />);
    const totals = screen.getByRole('region', { name: 'Сумма заказа' });
    expect(totals.textContent).toContain('90 000,00 ₽');
    expect(totals.textContent).toContain('Стоимость доставки сообщит менеджер');
    expect(totals.textContent).toContain('уточняется');
  });

  it('shows free shipping and the total', () => {
    render(<OrderTotals itemsTotal="90000.00" shippingCost="0.00" total="90000.00" />);
    expect(screen.getByText('Бесплатно')).toBeTruthy();
    expect(screen.getAllByText('90 000,00 ₽')).toHaveLength(2);
  });

  it("shows the order's own НДС under the total, or «Без НДС» with no amount", () => {
    const { unmount } = render(
      <OrderTotals
        itemsTotal="1000.00"
        shippingCost="350.50"
        total="1350.50"
        vat={{ vatRate: '22', vatAmount: '243.53' }}
      />,
    );
    const row = screen.getByText('В том числе НДС (22 %)').parentElement as HTMLElement;
    expect(row.textContent).toBe('В том числе НДС (22 %)243,53 ₽');
    unmount();
    render(
      <OrderTotals
        itemsTotal="1000.00"
        shippingCost="350.50"
        total="1350.50"
        vat={{ vatRate: 'none', vatAmount: null }}
      />,
    );
    expect((screen.getByText('Без НДС').parentElement as HTMLElement).textContent).toBe('Без НДС');
  });

  it('shows a shipping cost the manager set', () => {
    render(<OrderTotals itemsTotal="1000.00" shippingCost="350.50" total="1350.50" />);
    expect(screen.getByText('350,50 ₽')).toBeTruthy();
    expect(screen.getByText('1 350,50 ₽')).toBeTruthy();
  });
});

describe('order facts', () => {
  it('list a company payer with its requisites, and leave out what is not given', () => {
    render(<PayerFacts payerType="company" company={{ ...TEST_COMPANY, bankName: null }} />);
    const text = document.body.textContent ?? '';
    expect(text).toContain('Организация или ИП');
    expect(text).toContain('7707083893');
    expect(text).toContain('ОГРН1027700132195');
    expect(text).not.toContain('Банк');
  });

  it('call a sole proprietor’s number ОГРНИП', () => {
    render(
      <PayerFacts
        payerType="company"
        company={{ ...TEST_COMPANY, inn: '500100732259', kpp: null, ogrn: '304500116000157' }}
      />,
    );
    expect(screen.getByText('ОГРНИП')).toBeTruthy();
    expect(screen.queryByText('КПП')).toBeNull();
  });

  it('show the contact’s full name and the delivery without an address for pickup', () => {
    const order = testOrder();
    render(
      <>
        <ContactFacts contact={order.contact} />
        <DeliveryFacts delivery={{ method: 'pickup', address: 'старый адрес', transportCompany: null }} />
      </>,
    );
    expect(screen.getByText('Петров Иван Сергеевич')).toBeTruthy();
    expect(screen.getByText('Самовывоз')).toBeTruthy();
    expect(screen.queryByText('старый адрес')).toBeNull();
  });
});

describe('OrderStatusHistory', () => {
  it('tells the customer’s own change from the shop’s', () => {
    const order = testOrder();
    render(
      <OrderStatusHistory
        customerId={order.customer.id}
        history={[
          ...order.statusHistory,
          {
            from: 'created',
            to: 'canceled',
            changedAt: '2026-11-25T10:00:00.000Z',
            changedBy: order.customer,
            comment: null,
          },
          {
            from: 'canceled',
            to: 'completed',
            changedAt: '2026-11-26T10:00:00.000Z',
            changedBy: null,
            comment: 'Отгружено со склада',
          },
        ]}
      />,
    );
    const steps = screen.getAllByRole('listitem');
    expect(steps[0]?.textContent).toContain('Заказ оформлен');
    expect(steps[1]?.textContent).toContain('Новый → Отменён · Изменено вами');
    expect(steps[2]?.textContent).toContain('Изменено магазином');
    expect(steps[2]?.textContent).toContain('Отгружено со склада');
  });
});

describe('OrderListItem', () => {
  it('shows the number as a link, the status, «уточняется» for an unknown total and the line count', () => {
    inRouter(<OrderListItem order={testOrderSummary({ lineCount: 3 })} href="/account/order/1" />);
    expect(screen.getByRole('heading', { name: 'Заказ № 1001' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Заказ № 1001' }).getAttribute('href')).toBe('/account/order/1');
    const text = document.body.textContent ?? '';
    expect(text).toContain('Новый');
    expect(text).toContain('уточняется');
    expect(text).toContain('3 позиции');
  });

  it('shows where the money and the goods are, except for a cancelled order', () => {
    const summary = testOrderSummary({ paymentStatus: 'paid', shipmentStatus: 'shipped' });
    const { unmount } = inRouter(<OrderListItem order={summary} href="/account/order/1" />);
    expect(screen.getByText('Оплачен')).toBeTruthy();
    expect(screen.getByText('Отгружен')).toBeTruthy();
    unmount();
    inRouter(<OrderListItem order={{ ...summary, status: 'canceled' }} href="/account/order/1" />);
    expect(screen.queryByText('Оплачен')).toBeNull();
    expect(screen.queryByText('Отгружен')).toBeNull();
  });
});

describe('RepeatOrderReport', () => {
  it('lists what was added and what was not, with the way to the cart', () => {
    inRouter(
      <RepeatOrderReport
        added={[{ article: 'ATOL', title: 'Тахограф Атол Drive 5', quantity: 2, capped: false }]}
        problems={[
          { article: 'OLD', title: 'Карта старого образца', reason: 'not_found' },
          { article: 'SE5000', title: 'Stoneridge SE5000', reason: 'not_sold' },
        ]}
      />,
    );
    expect(screen.getByText('В корзину добавлено: 1 позиция')).toBeTruthy();
    expect(screen.getByText('Карта старого образца (OLD) — товара с таким артикулом нет в каталоге')).toBeTruthy();
    expect(screen.getByText('Stoneridge SE5000 (SE5000) — товар не продаётся')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Перейти в корзину' }).getAttribute('href')).toBe('/cart');
  });
});
