import { ru } from '@shop/i18n-ru';
import { fill } from '@shop/storefront-domain';
import { SmartLink } from '@shop/storefront-ui-layout';
import { InvoiceButton } from './pdf-download-button';
import { orderHref, type Order } from './orders-api';

const t = ru.storefrontOrders.success;

/**
 * /checkout/{id}/success: «Заказ № 1001 оформлен», what happens next (the manager confirms availability and the
 * shipping cost; a company downloads its invoice; the letter sent to the contact's e-mail), and the ways on: the order
 * in the account, the catalogue.
 */
export function CheckoutSuccessPage({ order }: { order: Order }) {
  return (
    <div className="sf-container sf-placed">
      <div className="sf-placed__card">
        <svg
          className="sf-placed__icon"
          viewBox="0 0 24 24"
          width="48"
          height="48"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          aria-hidden="true"
          focusable="false"
        >
          <circle cx="12" cy="12" r="10" />
          <path d="m7.5 12.5 3 3 6-6.5" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
        <h1 className="sf-placed__title">{fill(t.title, { number: order.number })}</h1>
        <p className="sf-placed__lead">{t.lead}</p>
        <h2 className="sf-placed__subtitle">{t.nextTitle}</h2>
        <ul className="sf-placed__steps">
          <li>{t.nextManager}</li>
          {order.payerType === 'company' ? (
            <li>
              <p>{t.nextInvoice}</p>
              <InvoiceButton orderId={order.id} number={order.number}>
                {ru.storefrontOrders.invoice.download}
              </InvoiceButton>
            </li>
          ) : null}
          <li>{fill(t.nextLetter, { email: order.contact.email })}</li>
        </ul>
        <p className="sf-placed__actions">
          <SmartLink to={orderHref(order.id)} className="ui-button ui-button--primary ui-button--md">
            {t.toOrder}
          </SmartLink>
          <SmartLink to="/category/list" className="ui-button ui-button--secondary ui-button--md">
            {t.toCatalogue}
          </SmartLink>
        </p>
      </div>
    </div>
  );
}
