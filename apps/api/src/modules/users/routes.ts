import { ErrorCode } from '@shop/errors';
import { contentDisposition } from '../../http/content-disposition';
import type { Handlers } from '../../http/operations';
import { uploadedFile } from '../../http/uploads';
import type { Identity } from '../identity/identity';
import { isErrorCode, type RateLimiter } from '../identity/rate-limit';
import { REQUISITES_MAX_BYTES, type UsersService } from './service';

/** A wrong current password counts against the account's limit (as sign-in failures do). */
const wrongPassword = isErrorCode(ErrorCode.InvalidPassword);

/** Users operations of the contract: input, one service call, reply. Admin ones are guarded by the admin hook. */
export function usersHandlers({
  users,
  identity,
  rateLimiter,
}: {
  users: UsersService;
  identity: Identity;
  rateLimiter: RateLimiter;
}) {
  return {
    getCurrentUser: async (req) => {
      const { user } = await identity.requireSignedIn(req);
      return { payload: { customerUser: await users.current(user) } };
    },

    sendEmailConfirmation: async (req, reply) => {
      const { user } = await identity.requireSignedIn(req);
      // Each call mails a letter: per account and per address (issue #24).
      await rateLimiter.consume('emailConfirmation', req.ip, user.id);
      await users.sendEmailConfirmation(user);
      return reply.code(204).send();
    },

    confirmEmail: async (req, reply) => {
      await users.confirmEmail(req.params.token);
      return reply.code(204).send();
    },

    updateCurrentUserInfo: {
      config: { multipartOptions: { limits: { fileSize: REQUISITES_MAX_BYTES, files: 1 } } },
      handler: async (req) => {
        const { user } = await identity.requireCustomer(req);
        const { requisitesFile: _name, ...fields } = req.body;
        const customerUser = await rateLimiter.guardFailures(
          'passwordCheck',
          req.ip,
          user.id,
          () => users.updateInfo(user, fields, uploadedFile(req, 'requisitesFile')),
          wrongPassword,
        );
        return { payload: { customerUser } };
      },
    },

    updateCurrentUserPassword: async (req) => {
      const { user, sessionId } = await identity.requireSignedIn(req);
      const customerUser = await rateLimiter.guardFailures(
        'passwordCheck',
        req.ip,
        user.id,
        () => users.updatePassword(user, sessionId, req.body),
        wrongPassword,
      );
      return { payload: { customerUser } };
    },

    revertEmailChange: async (req, reply) => {
      await rateLimiter.consume('recoveryCompletion', req.ip, null);
      await users.revertEmailChange(req.params.token);
      return reply.code(204).send();
    },

    createUser: async (req) => ({ payload: { user: await users.create(req.body) } }),

    updateUser: async (req) => {
      const { user: actor } = await identity.requireRoot(req);
      return { payload: { user: await users.update(actor, req.body) } };
    },

    listUsers: async (req) => {
      const { page = 1, limit = 20, searchQuery, role, customerGroupId } = req.query;
      return { payload: await users.list({ page, limit, searchQuery, role, customerGroupId }) };
    },

    getUser: async (req) => ({ payload: { user: await users.get(req.params.userId) } }),

    downloadUserRequisites: async (req, reply) => {
      const file = await users.requisites(req.params.userId);
      return reply
        .header('content-type', 'application/octet-stream')
        .header('content-disposition', contentDisposition(file.filename))
        .header('cache-control', 'private, no-store')
        .send(file.body);
    },
  } satisfies Handlers<'users'>;
}
