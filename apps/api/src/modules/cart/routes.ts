import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AuthConfig } from '../../config';
import type { Handlers } from '../../http/operations';
import type { Identity } from '../identity/identity';
import { presentedCartId, rememberCartId, resolveOwner } from './owner';
import type { Cart, CartService } from './service';

/** What the cart handlers use. */
export interface CartRouteDependencies {
  cart: CartService;
  identity: Identity;
  cookies: AuthConfig;
}

/** The cart operations of the contract. */
export function cartHandlers({ cart, identity, cookies }: CartRouteDependencies) {
  /** The reply, with the `cart_id` cookie set when the browser does not hold this cart's id yet. */
  const reply = (req: FastifyRequest, res: FastifyReply, value: Cart) => {
    rememberCartId(req, res, value.id, cookies);
    return { payload: { cart: value } };
  };

  return {
    getCart: async (req, res) => {
      const owner = await resolveOwner(identity, req, res, { issue: false });
      return reply(req, res, await cart.get(owner, presentedCartId(req)));
    },

    addCartProducts: async (req, res) => {
      const lines = req.body.cartProductList;
      // Identity first (a bad id is 422 whatever the body). A caller with no identity yet gets a visitor only
      // once the products are known to be buyable; a known owner's add checks them in its own statement.
      let owner = await resolveOwner(identity, req, res, { issue: false });
      if (owner === null) {
        await cart.assertPurchasable(lines.map((l) => l.productId));
        owner = await resolveOwner(identity, req, res, { issue: true });
      }
      return reply(req, res, await cart.add(owner, presentedCartId(req), lines));
    },

    removeCartProducts: async (req, res) => {
      const owner = await resolveOwner(identity, req, res, { issue: false });
      return reply(req, res, await cart.remove(owner, presentedCartId(req), req.body.cartProductList));
    },

    resolveQuickOrder: async (req) => {
      // A stale token shows base prices rather than an error, as the catalogue does.
      const signedIn = await identity.bearerUser(req, { lenient: true });
      const owner = signedIn === null ? null : { kind: 'user' as const, userId: signedIn.user.id, user: signedIn.user };
      return { payload: { lineList: await cart.resolveQuickOrder(owner, req.body.lineList) } };
    },
  } satisfies Handlers<'cart'>;
}
