import { createApiClient } from '@shop/api-client';
import { ru } from '@shop/i18n-ru';
import { NewPasswordPage } from '@shop/storefront-feature-account';
import { fetchAsClient, serverEnv } from '@shop/storefront-data-access/server';
import { titleMeta } from '@shop/storefront-seo';
import type { Route } from './+types/recovery-token';

export const meta: Route.MetaFunction = ({ matches }) => titleMeta(ru.storefront.areas.recovery, matches);

/** Checks the recovery token first (it is not used up by the check), so an expired link says so at once. */
export async function loader({ request, params }: Route.LoaderArgs) {
  // The API limits these checks per address: the shopper's, not the storefront's, which all shoppers share.
  const api = createApiClient({ baseUrl: serverEnv.apiUrl, timeoutMs: 5000, fetch: fetchAsClient(request) });
  const result = await api
    .POST('/api/v1/auth/recover/password/{tokenId}', { params: { path: { tokenId: params.token } } })
    .catch(() => null);
  // Only a definite answer marks the link invalid; an unreachable API leaves the decision to the submit.
  const valid = !result || result.response.ok || result.response.status >= 500;
  return { token: params.token, valid };
}

export default function RecoveryTokenRoute({ loaderData }: Route.ComponentProps) {
  return <NewPasswordPage key={loaderData.token} token={loaderData.token} valid={loaderData.valid} />;
}
