import { INTEGRATOR_REQUEST_BLOCKING_STATUSES } from '@shop/domain';
import { AppError, ErrorCode } from '@shop/errors';
import { BRAND_DEFAULT, ru } from '@shop/i18n-ru';
import type { FastifyBaseLogger } from 'fastify';
import type { WriteFeed } from '../../changes/write-feed';
import type { Clock } from '../../clock';
import type { Db } from '../../db/database';
import { pgErrorToAppError, violatedConstraint } from '../../db/pg-errors';
import { findCustomerGroup, setUsersGroup } from '../customer-groups/repository';
import { requireConfirmedEmail } from '../identity/identity';
import type { Letter, Mailer } from '../../mail/mailer';
import type { UserRow } from '../identity/user';
import { findUserById } from '../users/repository';
import { checkDecision, checkIntegratorRequest, type IntegratorRequestInput, type StatusChangeInput } from './input';
import { findLatestStatus, type IntegratorRequestStatus } from '../users/integrator-request-status';
import { requestConfirmedLetter, requestRejectedLetter } from './letters';
import { presentRequest, type IntegratorRequest } from './present';
import * as repo from './repository';

/** What the integrator requests service needs. */
export interface IntegratorRequestsDependencies {
  db: Db;
  clock: Clock;
  mailer: Mailer;
  log: FastifyBaseLogger;
  storefrontOrigin: string;
  /** Told when an approval puts the customer into a group (the `membership` change scope). */
  writeFeed: WriteFeed;
}

/** The unique partial index that keeps one pending request per user. */
const ONE_PENDING_INDEX = 'integrator_request_one_pending_key';

const notFound = () => new AppError(ErrorCode.RecordNotFound, { message: ru.apiErrors.requestNotFound });

/** Why the latest request forbids a new one (code 32, `details` naming the reason and the status). */
function blockedByLatest(status: IntegratorRequestStatus): AppError {
  const message =
    status === 'pending'
      ? ru.apiErrors.requestAlreadyPending
      : status === 'rejected'
        ? ru.apiErrors.requestRejectedNoNew
        : ru.apiErrors.requestWithdrawnNoNew;
  return new AppError(ErrorCode.Conflict, {
    message,
    details: [
      { field: 'reason', message: 'latestStatus' },
      { field: 'status', message: status },
    ],
  });
}

/** A decision or withdrawal of a request that is no longer pending (code 32). */
function notPending(status: IntegratorRequestStatus): AppError {
  return new AppError(ErrorCode.Conflict, {
    message: ru.apiErrors.requestNoLongerPending.replace('{status}', () => ru.apiErrors.requestStatus[status]),
    details: [{ field: 'status', message: status }],
  });
}

/**
 * Integrator requests (SPEC 4): a customer applies, sees and withdraws the request; an administrator lists them
 * and confirms (the customer joins a customer group in the same transaction) or rejects. Codes: 6 an unknown
 * request or group, 9 a non-customer, 12 a bad field, 16 someone else's request, 18 an unconfirmed e-mail,
 * 26 a guest, 32 not allowed now or not pending any more.
 */
export function createIntegratorRequestsService(deps: IntegratorRequestsDependencies) {
  const { db, clock, mailer, log, writeFeed } = deps;

  async function one(tx: Db, id: string): Promise<repo.RequestWithUser> {
    const found = await repo.findRequest(tx, id);
    if (found === undefined) throw notFound();
    return found;
  }

  /** A letter failure is logged and never undoes the decision that caused it. */
  async function send(letter: Letter, kind: string): Promise<void> {
    try {
      await mailer.send(letter);
    } catch (err) {
      log.error({ err, mail: { kind, subject: letter.subject } }, 'integrator request letter not sent');
    }
  }

  return {
    /**
     * The customer applies. The caller is a customer already (26 and 9 are the route's); 18 for an unconfirmed
     * e-mail, 32 for a member of a customer group or a blocking latest status, 12 for bad fields. Two submits at
     * once make one request: the unique index refuses the second, which answers 32 as a pending one would.
     */
    async create(user: UserRow, input: IntegratorRequestInput): Promise<IntegratorRequest> {
      requireConfirmedEmail(user);
      if (user.customerGroupId !== null) {
        throw new AppError(ErrorCode.Conflict, {
          message: ru.apiErrors.alreadyInCustomerGroup,
          details: [{ field: 'reason', message: 'hasCustomerGroup' }],
        });
      }
      const now = clock.now();
      try {
        const id = await db.transaction(async (tx) => {
          const latest = await findLatestStatus(tx, user.id);
          if (latest !== null && INTEGRATOR_REQUEST_BLOCKING_STATUSES.includes(latest)) throw blockedByLatest(latest);
          const checked = checkIntegratorRequest(input);
          return repo.insertRequest(tx, {
            userId: user.id,
            status: 'pending',
            ...checked,
            createdAt: now,
            updatedAt: now,
          });
        });
        return presentRequest(await one(db, id));
      } catch (err) {
        if (violatedConstraint(err) === ONE_PENDING_INDEX) throw blockedByLatest('pending');
        throw pgErrorToAppError(err) ?? err;
      }
    },

    /** The caller's newest request; null when they never applied. */
    async latest(user: UserRow): Promise<IntegratorRequest | null> {
      const found = await repo.findLatestRequest(db, user.id);
      return found === undefined ? null : presentRequest(found);
    },

    /** The customer withdraws an own pending request (self-denial): 6 unknown, 16 someone else's, 32 not pending. */
    async withdraw(user: UserRow, id: string): Promise<IntegratorRequest> {
      const found = await one(db, id);
      if (found.request.userId !== user.id)
        throw new AppError(ErrorCode.UserNotOrderOwner, { message: ru.apiErrors.requestOfAnotherUser });
      const now = clock.now();
      if (!(await repo.updatePendingRequest(db, id, { status: 'self-denial', updatedAt: now })))
        throw notPending((await one(db, id)).request.status);
      return presentRequest(await one(db, id));
    },

    /** One page of requests for the admin, newest first. */
    async list(filter: repo.RequestFilter) {
      const { rows, total } = await repo.listRequests(db, filter);
      return {
        integratorRequestList: rows.map(presentRequest),
        pagination: { page: filter.page, limit: filter.limit, total },
      };
    },

    /**
     * An administrator confirms or rejects a pending request (32 otherwise). Confirming puts the customer into the
     * group in the same transaction (6 an unknown group, 9 a user who is no longer a customer), so the customer's
     * next call already sees the group's prices. The customer gets a letter either way.
     */
    async changeStatus(admin: UserRow, id: string, input: StatusChangeInput): Promise<IntegratorRequest> {
      const decision = checkDecision(input);
      const now = clock.now();
      const groupTitle = await db.transaction(async (tx) => {
        const found = await one(tx, id);
        if (found.request.status !== 'pending') throw notPending(found.request.status);
        const decided = {
          status: decision.status,
          adminComment: decision.adminComment,
          decidedBy: admin.id,
          decidedAt: now,
          updatedAt: now,
        };
        if (decision.status === 'rejected') {
          if (!(await repo.updatePendingRequest(tx, id, decided))) throw notPending((await one(tx, id)).request.status);
          return null;
        }
        const group = await findCustomerGroup(tx, decision.customerGroupId);
        if (group === undefined)
          throw new AppError(ErrorCode.RecordNotFound, {
            message: ru.apiErrors.customerGroupNotFound,
            details: [{ field: 'customerGroupId', message: ru.apiErrors.noSuchGroup }],
          });
        const customer = await findUserById(tx, found.request.userId);
        if (customer?.role !== 'customer') throw new AppError(ErrorCode.UserNotCustomer);
        // The update waits for a concurrent decision's row lock and then finds the request no longer pending.
        if (!(await repo.updatePendingRequest(tx, id, { ...decided, customerGroupId: group.id })))
          throw notPending((await one(tx, id)).request.status);
        await setUsersGroup(tx, [customer.id], group.id, now);
        return group.title;
      });
      if (groupTitle !== null) writeFeed.publish('membership');
      const found = await one(db, id);
      // The applicant's account shows the decision.
      writeFeed.shopperChanged(found.request.userId);
      const letter =
        groupTitle === null
          ? requestRejectedLetter(found, deps.storefrontOrigin, BRAND_DEFAULT)
          : requestConfirmedLetter(found, groupTitle, deps.storefrontOrigin, BRAND_DEFAULT);
      await send(letter, `integrator_request_${decision.status}`);
      return presentRequest(found);
    },
  };
}

/** The integrator requests service. */
export type IntegratorRequestsService = ReturnType<typeof createIntegratorRequestsService>;
