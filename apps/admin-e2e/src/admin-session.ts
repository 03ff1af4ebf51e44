import type { Page, Route } from '@playwright/test';

export const API_URL = 'http://127.0.0.1:4110';
export const ADMIN_URL = 'http://127.0.0.1:4200';
export const STOREFRONT_URL = 'http://127.0.0.1:4010';

const ACCESS_TOKEN = 'e2e-access-token';

const corsHeaders = {
  'access-control-allow-origin': ADMIN_URL,
  'access-control-allow-credentials': 'true',
  'access-control-allow-methods': 'GET, POST, OPTIONS',
  'access-control-allow-headers': 'authorization, content-type',
};

async function answer(route: Route, status: number, body?: unknown): Promise<void> {
  if (route.request().method() === 'OPTIONS') {
    await route.fulfill({ status: 204, headers: corsHeaders });
    return;
  }
  await route.fulfill({
    status,
    headers: { ...corsHeaders, 'content-type': 'application/json' },
    body: body === undefined ? '' : JSON.stringify(body),
  });
}

/**
 * Plays an admin's session until identity (#3) exists: the session refresh the guard performs answers with a
 * token, and the permission check answers 204 only for that bearer token. Nothing in the app knows about it.
 */
export async function mockAdminSession(
  page: Page,
  { holdPermission = false }: { holdPermission?: boolean } = {},
): Promise<{ permissionChecks: () => number }> {
  let checks = 0;
  await page.route(`${API_URL}/api/v1/auth/token/refresh`, (route) =>
    answer(route, 200, { payload: { jwt: { accessToken: ACCESS_TOKEN, refreshToken: 'e2e-refresh-token' } } }),
  );
  await page.route(`${API_URL}/api/v1/auth/permission/can`, (route) => {
    if (route.request().method() !== 'OPTIONS') checks += 1;
    // Never answered: lets a test look at the page while the check is still running.
    if (holdPermission && route.request().method() !== 'OPTIONS') return;
    const authorised = route.request().headers()['authorization'] === `Bearer ${ACCESS_TOKEN}`;
    return authorised ? answer(route, 204) : answer(route, 403, { error: 5, message: 'Нет прав' });
  });
  return { permissionChecks: () => checks };
}

/** The storefront is not started by this suite: answer its home so the redirect has somewhere to land. */
export async function stubStorefrontHome(page: Page): Promise<void> {
  await page.route(`${STOREFRONT_URL}/**`, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: 'home' }),
  );
}
