import type { Handlers } from '../../http/operations';
import type { Identity } from '../identity/identity';
import type { IntegratorRequestsService } from './service';

/** Integrator request operations of the contract: input, one service call, reply. Admin ones are guarded by the admin hook too. */
export function integratorRequestsHandlers({
  requests,
  identity,
}: {
  requests: IntegratorRequestsService;
  identity: Identity;
}) {
  return {
    createIntegratorRequest: async (req) => {
      const { user } = await identity.requireCustomer(req);
      return { payload: { integratorRequest: await requests.create(user, req.body) } };
    },

    getLatestIntegratorRequest: async (req) => {
      const { user } = await identity.requireSignedIn(req);
      return { payload: { integratorRequest: await requests.latest(user) } };
    },

    withdrawIntegratorRequest: async (req) => {
      const { user } = await identity.requireSignedIn(req);
      return { payload: { integratorRequest: await requests.withdraw(user, req.params.integratorRequestId) } };
    },

    listIntegratorRequests: async (req) => {
      const { page = 1, limit = 20, searchQuery, status, userId } = req.query;
      return { payload: await requests.list({ page, limit, searchQuery, status, userId }) };
    },

    changeIntegratorRequestStatus: async (req) => {
      const { user } = await identity.requireRoot(req);
      return {
        payload: { integratorRequest: await requests.changeStatus(user, req.params.integratorRequestId, req.body) },
      };
    },
  } satisfies Handlers<'integrator-requests'>;
}
