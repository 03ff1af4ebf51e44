import type { Handlers } from '../../http/operations';
import type { Identity } from '../identity/identity';
import type { StockService } from './service';

/** Stock operations of the contract (all admin: guarded by the admin hook; the adjustment names who made it). */
export function stockHandlers({ stock, identity }: { stock: StockService; identity: Identity }) {
  return {
    getProductStock: async (req) => ({ payload: { productStock: await stock.get(req.params.productId) } }),

    updateProductStockSettings: async (req) => ({
      payload: { productStock: await stock.updateSettings(req.params.productId, req.body) },
    }),

    adjustProductStock: async (req) => {
      const { user } = await identity.requireRoot(req);
      return { payload: { productStock: await stock.adjust(req.params.productId, req.body, user.id) } };
    },

    listProductStockMovements: async (req) => {
      const { page = 1, limit = 20 } = req.query;
      return { payload: await stock.movements(req.params.productId, { page, limit }) };
    },
  } satisfies Handlers<'stock'>;
}
