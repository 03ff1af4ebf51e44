import { formatDateTime, formatMoney, ru, orderTitle, orderVatLine } from '@shop/i18n-ru';
import { escapeHtml } from '../../mail/letters';
import type { FastifyBaseLogger } from 'fastify';
import type { Letter, Mailer } from '../../mail/mailer';
import { contactName, type Order } from './present';

const words = ru.orders;

/** Storefront path of an order in the customer's account; the order id follows. */
export const ACCOUNT_ORDER_PATH = '/account/order/';
/** Admin path of an order's page; `?id=` and the order id follow. */
export const ADMIN_ORDER_PATH = '/admin/order/info?id=';

function deliveryText(order: Order): string {
  const { method, address, transportCompany } = order.delivery;
  return [words.deliveryMethod[method], transportCompany, address].filter(Boolean).join(', ');
}

function shippingText(order: Order): string {
  if (order.shippingCost === null) return words.shippingUnknown;
  return order.shippingCost === '0.00' ? words.shippingFree : formatMoney(order.shippingCost);
}

/** The facts every order letter lists, as label and value. */
function facts(order: Order): [string, string][] {
  const rows: [string, string][] = [
    ['Дата', formatDateTime(order.createdAt)],
    ['Статус', words.status[order.status]],
    [
      'Плательщик',
      order.company === null ? words.payerType.individual : `${order.company.title}, ИНН ${order.company.inn}`,
    ],
    ['Контакт', `${contactName(order.contact)}, ${order.contact.phone}, ${order.contact.email}`],
    ['Доставка', deliveryText(order)],
  ];
  if (order.comment) rows.push(['Комментарий', order.comment]);
  return rows;
}

function totals(order: Order): [string, string][] {
  const vat = orderVatLine(order);
  return [
    ['Товары', formatMoney(order.itemsTotal)],
    ['Доставка', shippingText(order)],
    ['Итого', order.total === null ? `${formatMoney(order.itemsTotal)} + доставка` : formatMoney(order.total)],
    // The order's own rate, as its invoice prints it; while the shipping is unknown, the НДС of the items.
    vat.amount === null ? ['НДС', vat.label] : [vat.label, vat.amount],
  ];
}

/** A letter about an order: paragraphs, the order's facts, its lines and totals, and one link. */
function orderLetter(
  to: string,
  subject: string,
  paragraphs: string[],
  order: Order,
  link: { url: string; label: string },
  footer: string,
): Letter {
  const lineTexts = order.lineList.map(
    (l, i) =>
      `${i + 1}. ${l.title} (арт. ${l.article}) — ${l.quantity} × ${formatMoney(l.price)} = ${formatMoney(l.total)}`,
  );
  const text = [
    ...paragraphs,
    '',
    ...facts(order).map(([k, v]) => `${k}: ${v}`),
    '',
    ...lineTexts,
    '',
    ...totals(order).map(([k, v]) => `${k}: ${v}`),
    '',
    `${link.label}: ${link.url}`,
    '',
    footer,
  ].join('\n');

  const cell = 'padding:4px 8px;border-bottom:1px solid #e2e8f0';
  const right = `${cell};text-align:right;white-space:nowrap`;
  const html = [
    '<!doctype html><html lang="ru"><body style="font-family:Arial,sans-serif;line-height:1.5;color:#1e293b">',
    ...paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
    '<table style="border-collapse:collapse;margin:8px 0">',
    ...facts(order).map(
      ([k, v]) =>
        `<tr><td style="${cell};color:#64748b">${escapeHtml(k)}</td><td style="${cell}">${escapeHtml(v)}</td></tr>`,
    ),
    '</table>',
    '<table style="border-collapse:collapse;margin:8px 0;width:100%">',
    `<tr><th style="${cell};text-align:left">Товар</th><th style="${right}">Цена</th><th style="${right}">Кол-во</th><th style="${right}">Сумма</th></tr>`,
    ...order.lineList.map(
      (l) =>
        `<tr><td style="${cell}">${escapeHtml(l.title)}<br><span style="color:#64748b;font-size:13px">арт. ${escapeHtml(l.article)}</span></td>` +
        `<td style="${right}">${escapeHtml(formatMoney(l.price))}</td><td style="${right}">${l.quantity}</td><td style="${right}">${escapeHtml(formatMoney(l.total))}</td></tr>`,
    ),
    ...totals(order).map(
      ([k, v]) =>
        `<tr><td colspan="3" style="${right}">${escapeHtml(k)}</td><td style="${right};font-weight:bold">${escapeHtml(v)}</td></tr>`,
    ),
    '</table>',
    `<p><a href="${escapeHtml(link.url)}" style="color:#15803d">${escapeHtml(link.label)}</a></p>`,
    `<p style="color:#64748b;font-size:13px">${escapeHtml(footer)}</p>`,
    '</body></html>',
  ].join('\n');
  return { to, subject, text, html, links: [link.url] };
}

/** To the customer's confirmed account e-mail (`to`), right after checkout. */
export function orderPlacedLetter(order: Order, to: string, storefrontOrigin: string, brand: string): Letter {
  const next =
    order.shippingCost === null
      ? 'Менеджер проверит наличие, рассчитает стоимость доставки и свяжется с вами.'
      : 'Менеджер проверит наличие и свяжется с вами.';
  const invoice = order.company === null ? [] : ['Счёт на оплату можно скачать на странице заказа в личном кабинете.'];
  return orderLetter(
    to,
    `${orderTitle(order.number)} принят — ${brand}`,
    [
      `Здравствуйте, ${order.contact.firstName}!`,
      `Спасибо за заказ в интернет-магазине ${brand}. ${orderTitle(order.number)} принят.`,
      next,
      ...invoice,
    ],
    order,
    { url: `${storefrontOrigin}${ACCOUNT_ORDER_PATH}${order.id}`, label: 'Открыть заказ' },
    'Письмо отправлено автоматически, отвечать на него не нужно.',
  );
}

/** To the shop's order address, right after checkout. */
export function newOrderNoticeLetter(order: Order, to: string, adminOrigin: string): Letter {
  const payer = order.company === null ? contactName(order.contact) : order.company.title;
  return orderLetter(
    to,
    `Новый заказ № ${order.number} — ${payer}, ${formatMoney(order.itemsTotal)}`,
    [
      `Поступил ${orderTitle(order.number).toLowerCase()} от ${order.customer.email}.`,
      order.shippingCost === null
        ? 'Укажите стоимость доставки.'
        : 'Доставка бесплатная: сумма заказа достигла порога.',
    ],
    order,
    { url: `${adminOrigin}${ADMIN_ORDER_PATH}${order.id}`, label: 'Открыть заказ в панели управления' },
    'Уведомление интернет-магазина о новом заказе.',
  );
}

/** To the customer's confirmed account e-mail (`to`) when the order's status changes (by a manager, or by the customer's own cancel). */
export function statusChangedLetter(
  order: Order,
  to: string,
  storefrontOrigin: string,
  brand: string,
  comment: string | null,
): Letter {
  const what = order.status === 'completed' ? 'выполнен' : order.status === 'canceled' ? 'отменён' : 'принят';
  return orderLetter(
    to,
    `${orderTitle(order.number)}: ${words.status[order.status].toLowerCase()} — ${brand}`,
    [
      `Здравствуйте, ${order.contact.firstName}!`,
      `${orderTitle(order.number)} ${what}.`,
      ...(comment ? [`Комментарий менеджера: ${comment}`] : []),
    ],
    order,
    { url: `${storefrontOrigin}${ACCOUNT_ORDER_PATH}${order.id}`, label: 'Открыть заказ' },
    'Письмо отправлено автоматически, отвечать на него не нужно.',
  );
}

const accountLink = (order: Order, storefrontOrigin: string) => ({
  url: `${storefrontOrigin}${ACCOUNT_ORDER_PATH}${order.id}`,
  label: 'Открыть заказ',
});
const AUTOMATIC = 'Письмо отправлено автоматически, отвечать на него не нужно.';

/** To the customer's confirmed account e-mail (`to`) when the order becomes paid in full. */
export function orderPaidLetter(order: Order, to: string, storefrontOrigin: string, brand: string): Letter {
  const next =
    order.shipment.status === 'preparing' ? ['Мы готовим заказ к отгрузке и сообщим, когда он будет отправлен.'] : [];
  return orderLetter(
    to,
    `${orderTitle(order.number)}: ${words.paymentStatus.paid.toLowerCase()} — ${brand}`,
    [
      `Здравствуйте, ${order.contact.firstName}!`,
      `Оплата получена: ${orderTitle(order.number)} оплачен полностью (${formatMoney(order.payment.paidAmount)}).`,
      ...next,
    ],
    order,
    accountLink(order, storefrontOrigin),
    AUTOMATIC,
  );
}

/** To the customer's confirmed account e-mail (`to`) when the order is shipped (carrier, waybill) or ready for pickup. */
export function orderShippedLetter(order: Order, to: string, storefrontOrigin: string, brand: string): Letter {
  const { status, carrier, waybillNumber } = order.shipment;
  const news =
    status === 'ready_for_pickup'
      ? [`${orderTitle(order.number)} готов к выдаче: его можно забрать в пункте самовывоза.`]
      : [
          `${orderTitle(order.number)} отгружен.`,
          ...(carrier ? [`Перевозчик: ${carrier}.`] : []),
          ...(waybillNumber ? [`Номер накладной: ${waybillNumber}.`] : []),
        ];
  return orderLetter(
    to,
    `${orderTitle(order.number)}: ${words.shipmentStatus[status].toLowerCase()} — ${brand}`,
    [`Здравствуйте, ${order.contact.firstName}!`, ...news],
    order,
    accountLink(order, storefrontOrigin),
    AUTOMATIC,
  );
}

/** To the shop's order address when a customer cancels an order themselves. */
export function canceledByCustomerNoticeLetter(order: Order, to: string, adminOrigin: string): Letter {
  return orderLetter(
    to,
    `Заказ № ${order.number} отменён покупателем`,
    [`Покупатель ${order.customer.email} отменил ${orderTitle(order.number).toLowerCase()}.`],
    order,
    { url: `${adminOrigin}${ADMIN_ORDER_PATH}${order.id}`, label: 'Открыть заказ в панели управления' },
    'Уведомление интернет-магазина об отмене заказа.',
  );
}

/** Sends a letter; a mail failure is logged and never undoes or fails the order change that caused it. */
export function quietSender(mailer: Mailer, log: Pick<FastifyBaseLogger, 'error'>) {
  return async (letter: Letter, kind: string): Promise<void> => {
    try {
      await mailer.send(letter);
    } catch (err) {
      log.error({ err, mail: { kind, subject: letter.subject } }, 'order letter not sent');
    }
  };
}
