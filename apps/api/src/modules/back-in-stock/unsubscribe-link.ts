import { createHmac, timingSafeEqual } from 'node:crypto';
import { UUID } from '../identity/identity';

/** Storefront path of a back-in-stock letter's unsubscribe link; the token follows. */
export const UNSUBSCRIBE_PATH = '/back-in-stock/unsubscribe/';

// Keeps these signatures apart from anything else signed with the same secret.
const PURPOSE = 'back-in-stock-unsubscribe:';

const signature = (secret: string, subscriptionId: string) =>
  createHmac('sha256', secret)
    .update(PURPOSE + subscriptionId)
    .digest();

/**
 * The unsubscribe token of a subscription: its id and an HMAC-SHA256 of it under the API's secret, so nothing is stored
 * for it and only the shop can make one. It never expires: an old letter's link still works.
 */
export function unsubscribeToken(secret: string, subscriptionId: string): string {
  return `${subscriptionId}.${signature(secret, subscriptionId).toString('base64url')}`;
}

/** The subscription id a token was signed for; undefined for anything the shop did not sign. */
export function subscriptionOfToken(secret: string, token: string): string | undefined {
  const [id, signed, ...rest] = token.split('.');
  if (id === undefined || signed === undefined || rest.length > 0 || !UUID.test(id)) return undefined;
  const expected = signature(secret, id);
  const given = Buffer.from(signed, 'base64url');
  return given.length === expected.length && timingSafeEqual(given, expected) ? id : undefined;
}
