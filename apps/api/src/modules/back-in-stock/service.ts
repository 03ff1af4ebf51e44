import { AppError, ErrorCode } from '@shop/errors';
import { BRAND_DEFAULT, fill, ru } from '@shop/i18n-ru';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../clock';
import type { Db } from '../../db/database';
import { sendQuietly, type Mailer } from '../../mail/mailer';
import { normaliseEmail, type UserRow } from '../identity/user';
import { backInStockLetter } from './letters';
import * as repo from './repository';
import { subscriptionOfToken, unsubscribeToken } from './unsubscribe-link';

/** The most products one address may wait for at once. */
export const MAX_WAITING_PER_EMAIL = 50;

/** How many subscriptions a sweep claims at a time: a crash loses at most these letters, never sends one twice. */
const CLAIM_BATCH = 100;

/** Who is to be written to: an address, and the customer whose account it is when they subscribed their own. */
export interface Subscriber {
  email: string;
  userId: string | null;
}

export interface BackInStockDependencies {
  db: Db;
  clock: Clock;
  mailer: Mailer;
  log: FastifyBaseLogger;
  storefrontOrigin: string;
  /** Signs the unsubscribe links (the API's JWT secret). */
  linkSecret: string;
}

/**
 * The address a subscription writes to: `email` when given, else the signed-in customer's or root's own (a caller
 * without one gets code 12 on `email`).
 */
export function subscriberOf(email: string | undefined, user: UserRow | null): Subscriber {
  if (email !== undefined) return { email: normaliseEmail(email), userId: null };
  if (user !== null && user.role !== 'guest') return { email: user.email, userId: user.id };
  throw new AppError(ErrorCode.CheckViolation, {
    details: [{ field: 'email', message: ru.apiErrors.backInStockEmailRequired }],
  });
}

/**
 * Back-in-stock notices (issue #28, decision 014). A subscription may only be made while the product is
 * `out_of_stock`; `sweep` (run after every catalogue change and at start) mails each waiting subscription of a product
 * that can be bought now, once: the claim in the database decides who sends, so two processes or a retried sweep never
 * send a letter twice. Letters go out in the background, after the change that caused them has answered; a letter
 * that cannot be sent is logged and its subscription stays used up.
 */
export function createBackInStockService(deps: BackInStockDependencies) {
  const { db, clock, log } = deps;

  /** Claims and mails until nothing is due. */
  async function mailDue(): Promise<void> {
    for (;;) {
      const claimed = await repo.claimDue(db, clock.now(), CLAIM_BATCH);
      for (const subscription of claimed) {
        const token = unsubscribeToken(deps.linkSecret, subscription.id);
        await sendQuietly(
          deps.mailer,
          log,
          backInStockLetter(subscription, deps.storefrontOrigin, token, BRAND_DEFAULT),
          'back_in_stock',
        );
      }
      if (claimed.length < CLAIM_BATCH) return;
    }
  }

  // One sweep at a time in this process; changes that arrive meanwhile run one more after it.
  let running: Promise<void> | undefined;
  let again = false;

  function sweep(): void {
    if (running !== undefined) {
      again = true;
      return;
    }
    running = mailDue()
      .catch((err: unknown) => log.error({ err }, 'back-in-stock letters not sent'))
      .finally(() => {
        running = undefined;
        if (again) {
          again = false;
          sweep();
        }
      });
  }

  return {
    /**
     * The subscriber waits for the product: code 6 when it is unknown or deleted, 32 when it is not out of stock, 12
     * when the address already waits for {@link MAX_WAITING_PER_EMAIL} other products. Subscribing twice is the same as
     * once; a used-up subscription waits again.
     */
    async subscribe(productId: string, subscriber: Subscriber): Promise<void> {
      await db.transaction(async (tx) => {
        const availability = await repo.lockProductAvailability(tx, productId);
        if (availability === undefined)
          throw new AppError(ErrorCode.RecordNotFound, { message: ru.apiErrors.productNotFound });
        if (availability !== 'out_of_stock') {
          throw new AppError(ErrorCode.Conflict, {
            message:
              availability === 'not_sold' ? ru.apiErrors.backInStockNotSold : ru.apiErrors.backInStockAlreadyBuyable,
          });
        }
        if ((await repo.countWaiting(tx, subscriber.email, productId)) >= MAX_WAITING_PER_EMAIL) {
          throw new AppError(ErrorCode.CheckViolation, {
            details: [
              { field: 'email', message: fill(ru.apiErrors.backInStockTooMany, { max: MAX_WAITING_PER_EMAIL }) },
            ],
          });
        }
        await repo.subscribe(tx, { productId, ...subscriber, at: clock.now() });
      });
    },

    /** Cancels every subscription of the address the token's letter went to; code 6 for a token the shop did not sign. */
    async unsubscribe(token: string): Promise<void> {
      const id = subscriptionOfToken(deps.linkSecret, token);
      if (id === undefined) throw new AppError(ErrorCode.RecordNotFound, { message: ru.apiErrors.linkInvalid });
      await repo.removeAddressOf(db, id);
    },

    /** Mails what is due, in the background; call after a write that may have made a product buyable. */
    sweep,

    /** Resolves once the sweeps started so far have finished (tests, and the app before its mailer closes). */
    async settled(): Promise<void> {
      while (running !== undefined) await running;
    },
  };
}

export type BackInStockService = ReturnType<typeof createBackInStockService>;
