import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Schema } from '@shop/api-contract';
import { StoryShop } from '@shop/storefront-data-access/testing';
import { testCart, testCartLine, testPicture, testProductCard } from '@shop/storefront-testing';
import { OverlayProvider, ToastProvider } from '@shop/ui-kit';
import { useState } from 'react';
import { createRoutesStub } from 'react-router';
import { expect, userEvent, within } from 'storybook/test';
import { CheckoutPage } from './checkout-page';
// Stories only: the storefront links these styles through app/styles.css.
import '@shop/storefront-ui-layout/styles.css';
import '@shop/storefront-ui-cart/styles.css';
import '@shop/storefront-ui-orders/styles.css';
import './checkout.css';

const CART = testCart([
  testCartLine({
    quantity: 2,
    product: testProductCard({
      id: 'co-atol',
      title: 'Тахограф Атол Drive 5 с блоком СКЗИ',
      article: 'ATOL-DRIVE-5',
      personalPrice: '45000.00',
      mainImage: testPicture('Атол Drive 5'),
    }),
  }),
  testCartLine({
    quantity: 100_000,
    product: testProductCard({
      id: 'co-paper',
      title: 'Термобумага для тахографа 57 мм, рулон',
      article: 'PAPER-57',
      personalPrice: '125.50',
      mainImage: testPicture('Бумага 57 мм'),
    }),
  }),
]);

const NO_COMPANY: Schema<'CheckoutPrefill'>['company'] = {
  title: null,
  inn: null,
  kpp: null,
  ogrn: null,
  legalAddress: null,
  bankName: null,
  bik: null,
  checkingAccount: null,
  correspondentAccount: null,
  edoOperator: null,
  edoParticipantId: null,
};

/** An individual's order, the contact and the address from the last one. */
const INDIVIDUAL: Schema<'CheckoutPrefill'> = {
  payerType: 'individual',
  company: NO_COMPANY,
  contact: {
    lastName: 'Петров',
    firstName: 'Иван',
    middleName: 'Сергеевич',
    phone: '+7 900 123-45-67',
    email: 'ivan@example.ru',
  },
  delivery: { method: 'courier', address: 'г. Москва, ул. Складочная, д. 1, стр. 6, офис 12', transportCompany: null },
};

/** A company's order with its requisites (real-format ones: Сбербанк's), shipped by a transport company. */
const COMPANY: Schema<'CheckoutPrefill'> = {
  payerType: 'company',
  company: {
    title: 'Общество с ограниченной ответственностью «Тахоком Сервис Поволжье»',
    inn: '7707083893',
    kpp: '773601001',
    ogrn: '1027700132195',
    legalAddress: '117312, г. Москва, ул. Вавилова, д. 19',
    bankName: 'ПАО Сбербанк',
    bik: '044525225',
    checkingAccount: '40702810938000012345',
    correspondentAccount: '30101810400000000225',
    edoOperator: 'Контур.Диадок',
    edoParticipantId: '2BM-7707083893-773601001-201507240456195557453',
  },
  contact: INDIVIDUAL.contact,
  delivery: { method: 'transport_company', address: 'г. Казань, ул. Техническая, д. 10', transportCompany: 'ПЭК' },
};

/** Nothing filled in yet, and a company's requisites typed wrong. */
const WRONG_COMPANY: Schema<'CheckoutPrefill'> = {
  payerType: 'company',
  company: { ...NO_COMPANY, title: 'ООО «Тахоком»', inn: '7707083894', bik: '04452522' },
  contact: { lastName: null, firstName: null, middleName: null, phone: '8 900', email: 'ivan@' },
  delivery: { method: 'courier', address: null, transportCompany: null },
};

/** /checkout as the checkout layout holds it: a signed-in customer, their cart, the toasts and dialogs. */
function StoryCheckout({
  prefill,
  cart = CART,
}: {
  prefill: Schema<'CheckoutPrefill'> | null;
  cart?: Schema<'Cart'> | null;
}) {
  const [Stub] = useState(() =>
    createRoutesStub([
      {
        path: '/checkout',
        Component: () => (
          <div className="sf-container">
            <CheckoutPage prefill={prefill} cart={cart} cartLoading={false} reloadCart={() => undefined} />
          </div>
        ),
      },
    ]),
  );
  return (
    <StoryShop>
      <ToastProvider>
        <OverlayProvider>
          <Stub initialEntries={['/checkout']} />
        </OverlayProvider>
      </ToastProvider>
    </StoryShop>
  );
}

/** Sends the form as it is, so the fields show what is wrong. */
async function submit({ canvasElement }: { canvasElement: HTMLElement }) {
  const canvas = within(canvasElement);
  await userEvent.click(canvas.getByRole('button', { name: 'Подтвердить заказ' }));
  await expect((await canvas.findAllByText('Заполните поле'))[0]).toBeVisible();
}

const meta = {
  title: 'Storefront/Checkout/Checkout form',
  component: StoryCheckout,
  args: { prefill: INDIVIDUAL },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof StoryCheckout>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An individual, delivered by courier; the lines and the sums beside the form. */
export const Individual: Story = {};

/** A company or sole proprietor with its requisites, shipped by a transport company. */
export const Company: Story = { args: { prefill: COMPANY } };

/** An individual who left the contact empty and sent the form: each field says what it needs. */
export const IndividualWithFieldErrors: Story = {
  args: { prefill: { ...INDIVIDUAL, contact: { ...WRONG_COMPANY.contact }, delivery: WRONG_COMPANY.delivery } },
  play: submit,
};

/** A company whose ИНН fails its check digit, with a short БИК and the rest empty. */
export const CompanyWithFieldErrors: Story = { args: { prefill: WRONG_COMPANY }, play: submit };

/** The cart is empty: the way to the catalogue instead of the form. */
export const EmptyCart: Story = { args: { cart: testCart([]) } };
