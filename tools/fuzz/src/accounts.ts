import { clientAddress } from '@shop/tools-kit';
import type { Role } from './checks.ts';
import type { Reply } from './http.ts';
import type { RawRequest } from './requests.ts';

type Send = (req: RawRequest) => Promise<Reply>;

/** A signed-in account the run acts as. */
export interface Account {
  role: Exclude<Role, 'anonymous'>;
  id: string;
  password: string;
  accessToken: string;
  /** A real token of the same account whose session has ended: what `logout` gets during the run. */
  endedToken: string;
}

let addresses = 1 << 20;
const fresh = () => ({ 'x-forwarded-for': clientAddress(addresses++) });

function json(method: string, path: string, body: unknown, headers: Record<string, string> = {}): RawRequest {
  return {
    method,
    path,
    headers: { ...fresh(), ...headers, 'content-type': 'application/json' },
    body: Buffer.from(JSON.stringify(body)),
  };
}

async function expectOk(reply: Reply, what: string): Promise<Record<string, unknown>> {
  if (reply.status >= 300) throw new Error(`${what}: HTTP ${reply.status} ${reply.body.slice(0, 300)}`);
  return reply.status === 204 ? {} : ((JSON.parse(reply.body) as { payload: Record<string, unknown> }).payload ?? {});
}

async function login(send: Send, email: string, password: string): Promise<string> {
  const payload = await expectOk(
    await send(json('POST', '/api/v1/auth/login', { email, password })),
    `login of ${email}`,
  );
  return (payload['jwt'] as { accessToken: string }).accessToken;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** A bodyless request of the holder of `token`. */
const signedInRequest = (method: string, path: string, token: string): RawRequest => ({
  method,
  path,
  headers: { ...fresh(), ...bearer(token) },
});

async function currentUser(send: Send, token: string): Promise<{ id: string; email: string }> {
  const payload = await expectOk(await send(signedInRequest('GET', '/api/v1/user/current', token)), 'current user');
  return payload['customerUser'] as { id: string; email: string };
}

async function signIn(send: Send, role: Account['role'], email: string, password: string): Promise<Account> {
  // The first session is ended at once, so `logout` has a real but dead token to get during the run.
  const endedToken = await login(send, email, password);
  await expectOk(await send(signedInRequest('POST', '/api/v1/auth/logout', endedToken)), 'logout');
  const accessToken = await login(send, email, password);
  const user = await currentUser(send, accessToken);
  return { role, id: user.id, password, accessToken, endedToken };
}

/** The demo catalogue's customer (tools/seed/src/demo-customer.ts): confirmed, in a customer group. */
export const DEMO_CUSTOMER = { email: 'demo@tachosnab.local', password: 'demo-pokupatel' } as const;

/** The first root (from ADMIN_EMAIL/ADMIN_PASSWORD) and the demo customer, signed in. */
export async function signInAccounts(send: Send, root: { email: string; password: string }): Promise<Account[]> {
  return [
    await signIn(send, 'root', root.email, root.password),
    await signIn(send, 'customer', DEMO_CUSTOMER.email, DEMO_CUSTOMER.password),
  ];
}

/**
 * After the run: each account can still be used, log out (its token then stops working) and log in
 * again with its password. Returns the problems found, empty when all is well.
 */
export async function checkAccountsAfterRun(send: Send, accounts: readonly Account[]): Promise<string[]> {
  const problems: string[] = [];
  for (const account of accounts) {
    try {
      // The run may have changed the email (updateCurrentUserInfo); the server knows the current one.
      const { email } = await currentUser(send, account.accessToken);
      await expectOk(await send(signedInRequest('POST', '/api/v1/auth/logout', account.accessToken)), 'logout');
      const after = await send(signedInRequest('GET', '/api/v1/user/current', account.accessToken));
      if (after.status !== 401) problems.push(`${account.role}: a logged-out token still answers ${after.status}`);
      await login(send, email, account.password);
    } catch (err) {
      problems.push(`${account.role}: ${(err as Error).message}`);
    }
  }
  return problems;
}
