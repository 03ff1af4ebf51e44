import { expect, type APIRequestContext } from '@playwright/test';
import { apiLogin, createUser, unique } from './admin-api';
import { API_URL } from './e2e-env';

/** A JSON call that must succeed; resolves to the reply's payload. */
async function call<T>(
  request: APIRequestContext,
  token: string,
  method: 'post' | 'patch',
  path: string,
  data: unknown,
): Promise<T> {
  const reply = await request[method](`${API_URL}${path}`, { data, headers: { authorization: `Bearer ${token}` } });
  expect(reply.status(), `${method.toUpperCase()} ${path}: ${await reply.text()}`).toBe(200);
  return ((await reply.json()) as { payload: T }).payload;
}

/**
 * A confirmed customer's company order of one product, placed through the API as the storefront places it. The
 * customer signs in through `request`, so its cookie jar then holds the customer's session: sign the admin in after.
 */
export async function placeOrder(
  request: APIRequestContext,
  rootToken: string,
): Promise<{ id: string; number: number; customer: string }> {
  const tag = unique();
  const { category } = await call<{ category: { id: string } }>(request, rootToken, 'post', '/api/v1/admin/category', {
    title: `Заказы ${tag}`,
    slug: `zakazy-${tag}`,
  });
  const { product } = await call<{ product: { id: string } }>(request, rootToken, 'post', '/api/v1/admin/product', {
    article: `DESK-${tag}`,
    title: `Карта водителя ${tag}`,
    slug: `karta-${tag}`,
    description: '<p>Карта водителя.</p>',
    basePrice: '1850.50',
    availability: 'in_stock',
    categoryIdList: [category.id],
    primaryCategoryId: category.id,
  });
  const email = `buyer-${tag}@firma.ru`;
  await createUser(request, rootToken, {
    email,
    password: 'Buyer-password-1',
    role: 'customer',
    firstName: 'Олег',
    lastName: 'Иванов',
    companyTitle: 'ООО «Логистик»',
    emailIsConfirmed: true,
  });
  const token = await apiLogin(request, email, 'Buyer-password-1');
  await call(request, token, 'post', '/api/v1/cart/product', {
    cartProductList: [{ productId: product.id, quantity: 2 }],
  });
  const { order } = await call<{ order: { id: string; number: number } }>(request, token, 'post', '/api/v1/checkout', {
    payerType: 'company',
    company: {
      title: 'ООО «Логистик»',
      inn: '7707083893',
      kpp: '773601001',
      ogrn: null,
      legalAddress: 'г. Москва, ул. Ильинка, д. 4',
      bankName: null,
      bik: null,
      checkingAccount: null,
      correspondentAccount: null,
    },
    contact: { firstName: 'Олег', lastName: 'Иванов', middleName: null, phone: '+7 916 000-00-01', email },
    delivery: { method: 'pickup', address: null, transportCompany: null },
    comment: 'Позвоните перед отгрузкой',
  });
  return { id: order.id, number: order.number, customer: email };
}
