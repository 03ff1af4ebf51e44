import type { Handlers } from '../../http/operations';
import type { RouteRulesService } from './service';

/** Route rules operations of the contract (admin ones are guarded by the admin hook). */
export function routeRulesHandlers({ routeRules }: { routeRules: RouteRulesService }) {
  return {
    getRedirect: async (req) => ({ payload: { redirect: await routeRules.redirect(req.query.path) } }),

    listRouteRules: async (req) => {
      const { page = 1, limit = 20, searchQuery } = req.query;
      return { payload: await routeRules.list({ page, limit, searchQuery }) };
    },

    upsertRouteRule: async (req) => ({ payload: { routeRule: await routeRules.upsert(req.body) } }),

    deleteRouteRule: async (req, reply) => {
      await routeRules.remove(req.params.routeRuleId);
      return reply.code(204).send();
    },
  } satisfies Handlers<'route-rules'>;
}
