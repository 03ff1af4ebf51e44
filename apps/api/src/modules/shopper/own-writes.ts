import type { FastifyInstance } from 'fastify';
import { isReadMethod } from '../../changes/changes-stream';
import type { WriteFeed } from '../../changes/write-feed';
import { ADMIN_PATH_PREFIX, type Identity } from '../identity/identity';

/**
 * Tells the storefronts that a signed-in user changed their own context (issue #27): any write a user makes with
 * their Bearer token that succeeds (a cart line, a favorite, the profile, a checkout, a sign-out, an integrator
 * request; not the admin app's writes) publishes a shopper change for that user, so a storefront keeping their
 * context drops it before the reply leaves. An app-level hook runs before the route-level one that waits for the
 * storefronts' acknowledgements (changes-stream.ts), so the reply waits for this change too. Writes that change
 * another user's context (an administrator's, a link from a letter, a sign-in merging a cart) publish it where they
 * happen.
 */
export function publishOwnWrites(app: FastifyInstance, identity: Identity, feed: WriteFeed): void {
  app.addHook('onSend', async (req, reply, payload) => {
    // The admin app's writes change the shop, not the administrator's own cart or favorites.
    if (isReadMethod(req.method) || reply.statusCode >= 400 || req.url.startsWith(ADMIN_PATH_PREFIX)) return payload;
    const signedIn = await identity.bearerUserSoFar(req);
    if (signedIn !== null) feed.shopperChanged(signedIn.user.id);
    return payload;
  });
}
