import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { ADMIN_URL, API_URL, ROOT_EMAIL, ROOT_PASSWORD } from './e2e-env.ts';

let sequence = 0;

/** A unique suffix for emails and names, across workers and runs. */
export function unique(): string {
  sequence += 1;
  return `${process.pid}-${Date.now().toString(36)}-${sequence}`;
}

/**
 * A client address for one API call. The API trusts X-Forwarded-For from loopback, and it rate-limits
 * logins per address (10 a minute): each setup call looks like its own visitor, so the suite never hits the limit.
 */
function clientAddress(): string {
  const n = (process.pid * 97 + Date.now() + sequence++) % 65_000;
  return `10.${(n >> 8) & 255}.${n & 255}.${1 + (sequence % 250)}`;
}

/**
 * Logs in through the API; the reply's access token, and the refresh cookie in `request`'s jar. As the admin app
 * (its Origin) the session goes to the admin's own cookie, which the admin pages restore; otherwise to the storefront's.
 */
export async function apiLogin(
  request: APIRequestContext,
  email: string,
  password: string,
  app: 'admin' | 'storefront' = 'storefront',
): Promise<string> {
  const reply = await request.post(`${API_URL}/api/v1/auth/login`, {
    data: { email, password },
    headers: { 'x-forwarded-for': clientAddress(), ...(app === 'admin' ? { origin: ADMIN_URL } : {}) },
  });
  expect(reply.status(), await reply.text()).toBe(200);
  const body = (await reply.json()) as { payload: { jwt: { accessToken: string } } };
  return body.payload.jwt.accessToken;
}

/** The first root's access token (logged in once per worker). */
export function rootToken(request: APIRequestContext): Promise<string> {
  return apiLogin(request, ROOT_EMAIL, ROOT_PASSWORD);
}

/** What an admin may set on a new user (the contract's AdminUserCreateRequest, nulls for what is empty). */
export interface NewUser {
  email: string;
  password: string;
  role: 'root' | 'customer' | 'guest' | null;
  firstName?: string | null;
  lastName?: string | null;
  companyTitle?: string | null;
  emailIsConfirmed?: boolean | null;
}

/** Creates a user as the admin; resolves to its id. */
export async function createUser(request: APIRequestContext, token: string, user: NewUser): Promise<string> {
  const reply = await request.post(`${API_URL}/api/v1/admin/user`, {
    data: { firstName: null, lastName: null, companyTitle: null, ...user },
    headers: { authorization: `Bearer ${token}` },
  });
  expect(reply.status(), await reply.text()).toBe(200);
  return ((await reply.json()) as { payload: { user: { id: string } } }).payload.user.id;
}

/** Registers a customer the way the storefront does (`POST /api/v1/auth/register/customer`). */
export async function registerCustomer(request: APIRequestContext, email: string, password: string): Promise<void> {
  const reply = await request.post(`${API_URL}/api/v1/auth/register/customer`, {
    data: { email, password },
    headers: { 'x-forwarded-for': clientAddress() },
  });
  expect(reply.status(), await reply.text()).toBe(200);
}

/** Uploads a requisites file as the signed-in customer (multipart `update/info`, as the storefront's profile does). */
export async function uploadRequisites(
  request: APIRequestContext,
  customerToken: string,
  file: { name: string; mimeType: string; buffer: Buffer },
): Promise<void> {
  const reply = await request.patch(`${API_URL}/api/v1/user/current/update/info`, {
    multipart: { requisitesFile: file },
    headers: { authorization: `Bearer ${customerToken}` },
  });
  expect(reply.status(), await reply.text()).toBe(200);
}

/**
 * Gives the page a real admin session: a fresh root account (so no two tests share a login or a refresh
 * token family) logged in through the page's own request context, whose cookie jar the browser uses.
 */
export async function signInAsNewAdmin(page: Page, token: string): Promise<string> {
  const email = `root-${unique()}@e2e.test`;
  const password = `Root-${unique()}`;
  await createUser(page.request, token, { email, password, role: 'root' });
  await apiLogin(page.request, email, password, 'admin');
  return email;
}

/** The storefront is not started by this suite: answer its home so the redirect there has somewhere to land. */
export async function stubStorefrontHome(page: Page, storefrontUrl: string): Promise<void> {
  await page.route(`${storefrontUrl}/**`, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: 'home' }),
  );
}

/** Creates a customer group as the admin; resolves to its id. */
export async function createCustomerGroup(
  request: APIRequestContext,
  token: string,
  title: string,
  discountPercent = '0',
): Promise<string> {
  const reply = await request.post(`${API_URL}/api/v1/admin/customer/group`, {
    data: { title, discountPercent },
    headers: { authorization: `Bearer ${token}` },
  });
  expect(reply.status(), await reply.text()).toBe(200);
  return ((await reply.json()) as { payload: { customerGroup: { id: string } } }).payload.customerGroup.id;
}
