import { randomUUID } from 'node:crypto';
import { expect, type APIRequestContext } from '@playwright/test';
import { API_URL, ROOT_EMAIL, ROOT_PASSWORD } from './e2e-env';

/** A short unique tag for slugs, articles, titles and emails, so tests and reruns never collide. */
export function uniqueTag(): string {
  return randomUUID().replace(/-/g, '').slice(0, 8);
}

let sequence = 0;

/**
 * A client address for one login. The API trusts X-Forwarded-For from loopback and limits logins per address:
 * each setup login looks like its own visitor, so parallel tests never hit the limit.
 */
export function clientAddress(): string {
  sequence += 1;
  const n = (process.pid * 97 + Date.now() + sequence) % 65_000;
  return `10.${(n >> 8) & 255}.${n & 255}.${1 + (sequence % 250)}`;
}

let rootToken: Promise<string> | undefined;

async function rootLogin(request: APIRequestContext): Promise<string> {
  const reply = await request.post(`${API_URL}/api/v1/auth/login`, {
    data: { email: ROOT_EMAIL, password: ROOT_PASSWORD },
    headers: { 'x-forwarded-for': clientAddress() },
  });
  expect(reply.status(), await reply.text()).toBe(200);
  return ((await reply.json()) as { payload: { jwt: { accessToken: string } } }).payload.jwt.accessToken;
}

/** Admin API calls as the first root (created by the suite's API from ADMIN_EMAIL / ADMIN_PASSWORD). */
export class AdminApi {
  private constructor(
    private readonly request: APIRequestContext,
    private readonly token: string,
  ) {}

  /**
   * Signs the root in once per worker and reuses the token (it outlives a run): the API allows five sign-ins a minute
   * per email, which the setups of several specs, run again after a failure, would otherwise reach.
   */
  static async signIn(request: APIRequestContext): Promise<AdminApi> {
    rootToken ??= rootLogin(request).catch((error: unknown) => {
      rootToken = undefined;
      throw error;
    });
    return new AdminApi(request, await rootToken);
  }

  private get headers() {
    return { authorization: `Bearer ${this.token}` };
  }

  /** A JSON call that must succeed; resolves to the reply's payload. */
  private async call<T>(method: 'post' | 'put' | 'patch' | 'delete', path: string, data: unknown): Promise<T> {
    const reply = await this.request[method](`${API_URL}${path}`, { data, headers: this.headers });
    expect(reply.status(), `${method.toUpperCase()} ${path}: ${await reply.text()}`).toBe(200);
    return ((await reply.json()) as { payload: T }).payload;
  }

  async createCategory(title: string, slug: string): Promise<string> {
    return (await this.call<{ category: { id: string } }>('post', '/api/v1/admin/category', { title, slug })).category
      .id;
  }

  async renameCategory(categoryId: string, title: string): Promise<void> {
    await this.call('patch', `/api/v1/admin/category/${categoryId}`, { title });
  }

  async createAttribute(title: string, unit: string | null): Promise<string> {
    const payload = await this.call<{ attribute: { id: string } }>('put', '/api/v1/admin/attribute', {
      id: null,
      title,
      type: 'string',
      unit,
    });
    return payload.attribute.id;
  }

  async createProduct(product: {
    article: string;
    title: string;
    slug: string;
    basePrice: string;
    description: string;
    categoryId: string;
  }): Promise<string> {
    const payload = await this.call<{ product: { id: string } }>('post', '/api/v1/admin/product', {
      article: product.article,
      title: product.title,
      slug: product.slug,
      description: product.description,
      basePrice: product.basePrice,
      availability: 'in_stock',
      categoryIdList: [product.categoryId],
      primaryCategoryId: product.categoryId,
    });
    return payload.product.id;
  }

  /**
   * Creates a product with any title, hostile ones included; null when the API refuses the title (e.g. one that is
   * blank once trimmed), so a spec can try titles the API may or may not take.
   */
  async tryCreateProduct(product: {
    title: string;
    slug: string;
    article: string;
    categoryId: string;
  }): Promise<string | null> {
    const reply = await this.request.post(`${API_URL}/api/v1/admin/product`, {
      headers: this.headers,
      data: {
        title: product.title,
        slug: product.slug,
        article: product.article,
        description: '',
        basePrice: '1000.00',
        availability: 'in_stock',
        categoryIdList: [product.categoryId],
        primaryCategoryId: product.categoryId,
      },
    });
    const refused =
      reply.status() === 400 &&
      ((await reply.json()) as { details?: { field: string }[] }).details?.some((d) => d.field.includes('title'));
    if (refused) return null;
    expect(reply.status(), `POST /api/v1/admin/product: ${await reply.text()}`).toBe(200);
    return ((await reply.json()) as { payload: { product: { id: string } } }).payload.product.id;
  }

  async changeProductSlug(productId: string, slug: string): Promise<void> {
    await this.call('patch', `/api/v1/admin/product/${productId}`, { slug });
  }

  /** Changes the product's fields (title, basePrice…) as the admin's product form does. */
  async updateProduct(productId: string, fields: { title?: string; basePrice?: string }): Promise<void> {
    await this.call('patch', `/api/v1/admin/product/${productId}`, fields);
  }

  /**
   * Sets the product's quantity on hand as the stock tab does after a count (the product starts being counted): 0 makes
   * it «Нет в наличии», more puts it back on sale.
   */
  async setStockOnHand(productId: string, onHand: number): Promise<void> {
    const reply = await this.request.get(`${API_URL}/api/v1/admin/product/${productId}/stock`, {
      headers: this.headers,
    });
    expect(reply.status(), await reply.text()).toBe(200);
    const { productStock } = (
      (await reply.json()) as { payload: { productStock: { tracked: boolean; onHand: number } } }
    ).payload;
    await this.call('post', `/api/v1/admin/product/${productId}/stock/adjustment`, {
      onHand,
      reason: onHand === 0 ? 'Инвентаризация: товара нет' : 'Приёмка поставки',
      expectedOnHand: productStock.tracked ? productStock.onHand : null,
    });
  }

  /** Switches the storefront's thematic theme ('default' or 'new_year'). */
  async setTheme(thematicTheme: 'default' | 'new_year'): Promise<void> {
    await this.call('patch', '/api/v1/admin/site-settings/thematic-theme', { thematicTheme });
  }

  async setAttributes(productId: string, values: { attributeId: string; value: string }[]): Promise<void> {
    await this.call('put', `/api/v1/admin/product/${productId}/attributes`, { attributeValueList: values });
  }

  /** Uploads a PNG into the media library; resolves to the file id. */
  async uploadImage(name: string, buffer: Buffer): Promise<string> {
    const reply = await this.request.post(`${API_URL}/api/v1/admin/media/file`, {
      multipart: { file: { name, mimeType: 'image/png', buffer } },
      headers: this.headers,
    });
    expect(reply.status(), await reply.text()).toBe(200);
    return ((await reply.json()) as { payload: { file: { id: string } } }).payload.file.id;
  }

  async addMainImage(productId: string, fileId: string, alt: string): Promise<void> {
    await this.call('post', `/api/v1/admin/product/${productId}/multimedia`, { fileId, alt, isMain: true });
  }

  async createCustomerGroup(title: string): Promise<string> {
    return (await this.call<{ customerGroup: { id: string } }>('post', '/api/v1/admin/customer/group', { title }))
      .customerGroup.id;
  }

  /** A customer; `confirmed` with a phone, it may check out at once. */
  async createCustomer(email: string, password: string, options: { confirmed?: boolean } = {}): Promise<string> {
    const payload = await this.call<{ user: { id: string } }>('post', '/api/v1/admin/user', {
      email,
      password,
      role: 'customer',
      firstName: 'Ольга',
      lastName: 'Смирнова',
      companyTitle: null,
      ...(options.confirmed === true ? { emailIsConfirmed: true, phone: '+79161234567' } : {}),
    });
    return payload.user.id;
  }

  async addGroupMember(groupId: string, userId: string): Promise<void> {
    await this.call('post', `/api/v1/admin/customer/group/${groupId}/member`, { userIdList: [userId] });
  }

  async renameUser(userId: string, firstName: string): Promise<void> {
    await this.call('patch', '/api/v1/admin/user', { id: userId, firstName });
  }

  async removeGroupMember(groupId: string, userId: string): Promise<void> {
    await this.call('delete', `/api/v1/admin/customer/group/${groupId}/member`, { userIdList: [userId] });
  }

  /** Counts the product's stock (issue #28): `onHand` pieces, after a count that saw `expectedOnHand` (null: none yet). */
  async adjustStock(productId: string, onHand: number, expectedOnHand: number | null = null): Promise<void> {
    await this.call('post', `/api/v1/admin/product/${productId}/stock/adjustment`, {
      onHand,
      expectedOnHand,
      reason: 'Приёмка (e2e)',
    });
  }

  async setGroupPrice(productId: string, groupId: string, price: string): Promise<void> {
    await this.call('put', `/api/v1/admin/product/${productId}/group-prices`, {
      groupPriceList: [{ customerGroupId: groupId, price }],
    });
  }

  /** The id of the order with this number, found as the order desk finds it (search by number). */
  async findOrderByNumber(number: number): Promise<string> {
    const reply = await this.request.get(`${API_URL}/api/v1/admin/order/list?searchQuery=${number}`, {
      headers: this.headers,
    });
    expect(reply.status(), await reply.text()).toBe(200);
    const { orderList } = ((await reply.json()) as { payload: { orderList: { id: string; number: number }[] } })
      .payload;
    expect(orderList.map((o) => o.number)).toEqual([number]);
    return orderList[0]?.id as string;
  }

  async setShippingCost(orderId: string, shippingCost: string): Promise<void> {
    await this.call('patch', `/api/v1/admin/order/${orderId}`, { shippingCost });
  }

  /** Records a payment of `amount` roubles (an exact decimal string) made today, under a payment order's number. */
  async recordPayment(orderId: string, amount: string, documentNumber: string): Promise<void> {
    const paidOn = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Moscow' }).format(new Date());
    await this.call('post', `/api/v1/admin/order/${orderId}/payment`, {
      kind: 'payment',
      amount,
      paidOn,
      documentNumber,
    });
  }

  /** Hands the goods to a carrier under a waybill. */
  async shipOrder(orderId: string, carrier: string, waybillNumber: string): Promise<void> {
    await this.call('post', `/api/v1/admin/order/${orderId}/shipment`, { status: 'shipped', carrier, waybillNumber });
  }

  /** Attaches a PDF to the order as a closing document of `kind`, under `title`. */
  async uploadOrderDocument(orderId: string, kind: string, title: string, pdf: Buffer): Promise<void> {
    const reply = await this.request.post(`${API_URL}/api/v1/admin/order/${orderId}/document`, {
      headers: this.headers,
      multipart: { kind, title, file: { name: `${title}.pdf`, mimeType: 'application/pdf', buffer: pdf } },
    });
    expect(reply.status(), await reply.text()).toBe(200);
  }

  /**
   * Completes an order; by default one whose payment and shipment were settled outside the shop (an override with the
   * comment), else one recorded as paid and shipped.
   */
  async completeOrder(orderId: string, managerComment: string, { override = true } = {}): Promise<void> {
    await this.call('patch', `/api/v1/admin/order/${orderId}/status`, {
      status: 'completed',
      managerComment,
      override,
    });
  }

  /** Every site setting, as the admin reads them. */
  async siteSettings(): Promise<{
    freeShippingCost: string;
    vatRate: string;
    orderEmail: string | null;
    seller: Record<string, string | null> | null;
  }> {
    const reply = await this.request.get(`${API_URL}/api/v1/admin/site-settings`, { headers: this.headers });
    expect(reply.status(), await reply.text()).toBe(200);
    return ((await reply.json()) as { payload: { siteSettings: Awaited<ReturnType<AdminApi['siteSettings']>> } })
      .payload.siteSettings;
  }

  /** The order total from which shipping is free, roubles as a decimal string ("0": no free shipping). */
  async setFreeShippingCost(freeShippingCost: string): Promise<void> {
    await this.call('patch', '/api/v1/admin/site-settings/free-shipping-cost', { freeShippingCost });
  }

  /** The seller's requisites of the invoices (and the contact page), keeping the НДС rate and the order e-mail. */
  async setSeller(seller: Record<string, string | null>): Promise<void> {
    const { vatRate, orderEmail } = await this.siteSettings();
    await this.call('patch', '/api/v1/admin/site-settings/shop-requisites', { seller, vatRate, orderEmail });
  }
}
