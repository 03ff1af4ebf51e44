import type { Handlers } from '../../http/operations';
import type { Identity } from '../identity/identity';
import type { RateLimiter } from '../identity/rate-limit';
import { subscriberOf, type BackInStockService } from './service';

/** Back-in-stock operations of the contract: subscribing (limited per client address and per e-mail) and the letter's unsubscribe link. */
export function backInStockHandlers({
  backInStock,
  identity,
  rateLimiter,
}: {
  backInStock: BackInStockService;
  identity: Identity;
  rateLimiter: RateLimiter;
}) {
  return {
    subscribeBackInStock: async (req, reply) => {
      const subscriber = subscriberOf(req.body.email, (await identity.bearerUser(req))?.user ?? null);
      await rateLimiter.consume('backInStock', req.ip, subscriber.email);
      await backInStock.subscribe(req.params.productId, subscriber);
      return reply.code(204).send();
    },

    unsubscribeBackInStock: async (req, reply) => {
      await backInStock.unsubscribe(req.params.token);
      return reply.code(204).send();
    },
  } satisfies Handlers<'back-in-stock'>;
}
