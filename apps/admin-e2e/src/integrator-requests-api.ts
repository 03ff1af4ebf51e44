import { expect, type APIRequestContext } from '@playwright/test';
import { apiLogin, createUser, unique } from './admin-api';
import { API_URL } from './e2e-env';

/** A request that passes every check of the API (Сбербанк's ИНН); override any field. */
export interface IntegratorApplication {
  companyTitle: string;
  inn?: string;
  phone?: string;
  region?: string;
  website?: string | null;
  comment?: string | null;
}

/**
 * A new customer with a confirmed e-mail applies as an integrator through the API, as the storefront's form does.
 * The customer signs in through `request`, so its cookie jar then holds the customer's session: sign the admin in after.
 */
export async function applyAsIntegrator(
  request: APIRequestContext,
  rootToken: string,
  application: IntegratorApplication,
  email = `integrator-${unique()}@firma.ru`,
): Promise<{ requestId: string; email: string }> {
  const password = 'Integrator-password-1';
  await createUser(request, rootToken, {
    email,
    password,
    role: 'customer',
    firstName: 'Пётр',
    lastName: 'Петров',
    emailIsConfirmed: true,
  });
  const token = await apiLogin(request, email, password);
  const reply = await request.post(`${API_URL}/api/v1/integrator-request`, {
    data: {
      inn: '7707083893',
      phone: '+7 861 200-10-20',
      region: 'Краснодарский край',
      website: null,
      comment: null,
      ...application,
    },
    headers: { authorization: `Bearer ${token}` },
  });
  expect(reply.status(), await reply.text()).toBe(200);
  return {
    requestId: ((await reply.json()) as { payload: { integratorRequest: { id: string } } }).payload.integratorRequest
      .id,
    email,
  };
}
