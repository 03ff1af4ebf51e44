import type { Handlers } from '../../http/operations';
import type { UsersService } from '../users/service';
import type { CustomerGroupsService } from './service';

/** Customer group operations of the contract (all admin: guarded by the admin hook). */
export function customerGroupsHandlers({ groups, users }: { groups: CustomerGroupsService; users: UsersService }) {
  return {
    createCustomerGroup: async (req) => ({ payload: { customerGroup: await groups.create(req.body) } }),

    listCustomerGroups: async (req) => {
      const { page = 1, limit = 20, searchQuery } = req.query;
      return { payload: await groups.list({ page, limit, searchQuery }) };
    },

    getCustomerGroup: async (req) => ({ payload: { customerGroup: await groups.get(req.params.customerGroupId) } }),

    updateCustomerGroup: async (req) => ({
      payload: { customerGroup: await groups.update(req.params.customerGroupId, req.body) },
    }),

    deleteCustomerGroup: async (req, reply) => {
      await groups.remove(req.params.customerGroupId);
      return reply.code(204).send();
    },

    listCustomerGroupMembers: async (req) => {
      const { page = 1, limit = 20, searchQuery } = req.query;
      await groups.get(req.params.customerGroupId);
      return { payload: await users.list({ page, limit, searchQuery, customerGroupId: req.params.customerGroupId }) };
    },

    addCustomerGroupMembers: async (req) => ({
      payload: { customerGroup: await groups.addMembers(req.params.customerGroupId, req.body.userIdList) },
    }),

    removeCustomerGroupMembers: async (req) => ({
      payload: { customerGroup: await groups.removeMembers(req.params.customerGroupId, req.body.userIdList) },
    }),

    listCustomerGroupPrices: async (req) => {
      const { page = 1, limit = 20, searchQuery } = req.query;
      return { payload: await groups.prices(req.params.customerGroupId, { page, limit, searchQuery }) };
    },

    setCustomerGroupPrices: async (req, reply) => {
      await groups.setPrices(req.params.customerGroupId, req.body.groupPriceList);
      return reply.code(204).send();
    },
  } satisfies Handlers<'customer-groups'>;
}
