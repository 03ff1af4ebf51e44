import { randomUUID } from 'node:crypto';
import { AppError, ErrorCode } from '@shop/errors';
import { BRAND_DEFAULT, ru } from '@shop/i18n-ru';
import type { Schema } from '@shop/api-contract';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { WriteFeed } from '../../changes/write-feed';
import { priceGroupOf } from '../product-cards/pricing';
import type { Clock } from '../../clock';
import type { Db } from '../../db/database';
import { pgErrorToAppError } from '../../db/pg-errors';
import { storedFile } from '../../db/schema';
import type { UploadedFile } from '../../http/uploads';
import { issueMailedToken } from '../identity/mailed-tokens';
import {
  findUsableOneTimeToken,
  markOneTimeTokenUsed,
  revokeUserSessions,
  useOneTimeTokens,
} from '../identity/repository';
import { blankToNull, requireFields } from '../../http/input';
import { assertStrongPassword } from '../identity/password-policy';
import { hashPassword, verifyPassword } from '../identity/passwords';
import { findLatestStatus } from './integrator-request-status';
import { hashToken } from '../identity/tokens';
import {
  confirmEmailLetter,
  CONFIRM_EMAIL_TTL_HOURS,
  emailChangedLetter,
  EMAIL_REVERT_TTL_HOURS,
  passwordChangedLetter,
} from '../../mail/letters';
import { sendQuietly, type Mailer } from '../../mail/mailer';
import { Bucket } from '../../storage/buckets';
import type { FileStorage } from '../../storage/file-storage';
import { normaliseEmail, normalisePhone, type UserRow } from '../identity/user';
import { toAdminUser, toCustomerUser, type AdminUser, type CustomerUser } from './present';
import {
  findCustomerGroupRef,
  findRequisitesFile,
  findUserById,
  insertUser,
  isEmailTaken,
  listUsers,
  updateUser,
  type UserChanges,
  type UserListFilter,
} from './repository';

/** Extensions accepted for a requisites file. */
export const REQUISITES_EXTENSIONS: ReadonlySet<string> = new Set([
  'pdf',
  'doc',
  'docx',
  'xls',
  'xlsx',
  'jpg',
  'jpeg',
  'png',
]);
/** Largest requisites file, in bytes (10 MB). */
export const REQUISITES_MAX_BYTES = 10 * 1024 * 1024;

/** Profile fields of `update/info` (multipart; absent = unchanged), and the password a new e-mail needs. */
export type ProfileChanges = Partial<
  Record<
    'email' | 'currentPassword' | 'phone' | 'firstName' | 'middleName' | 'lastName' | 'companyTitle' | 'position',
    string
  >
>;

/** A file to hand out with its name. */
export interface Download {
  filename: string;
  body: Buffer;
}

/** What the users service needs. */
export interface UsersDependencies {
  db: Db;
  clock: Clock;
  mailer: Mailer;
  storage: FileStorage;
  storefrontOrigin: string;
  log: FastifyBaseLogger;
  /** Told when a customer's price group changes (the `membership` change scope). */
  writeFeed: WriteFeed;
}

const emailTaken = () => new AppError(ErrorCode.EmailExists);
const userNotFound = () => new AppError(ErrorCode.RecordNotFound, { message: ru.apiErrors.userNotFound });
const badToken = () => new AppError(ErrorCode.RecordNotFound, { message: ru.apiErrors.linkInvalid });
const wrongCurrentPassword = () =>
  new AppError(ErrorCode.InvalidPassword, {
    details: [{ field: 'currentPassword', message: ru.apiErrors.currentPasswordWrong }],
  });

/** What the shop knows of a person, which their password must not be built from. */
const personalWords = (u: {
  email?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  companyTitle?: string | null;
}) => [u.email, u.firstName, u.lastName, u.companyTitle];

/** The unique index on lower(email) decides between two writers of one address. */
async function mapEmailRace<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (pgErrorToAppError(err)?.code === ErrorCode.UniqueViolation) throw emailTaken();
    throw err;
  }
}

/** The current user's profile, email confirmation and admin user management. */
export function createUsersService(deps: UsersDependencies) {
  const { db, clock, mailer, storage, log, writeFeed } = deps;

  async function mailConfirmation(user: Pick<UserRow, 'id' | 'email'>, now: Date, quiet: boolean): Promise<void> {
    const token = await issueMailedToken(db, {
      userId: user.id,
      email: user.email,
      purpose: 'email_confirmation',
      ttlHours: CONFIRM_EMAIL_TTL_HOURS,
      now,
    });
    try {
      await mailer.send(confirmEmailLetter(user.email, deps.storefrontOrigin, token, BRAND_DEFAULT));
    } catch (err) {
      if (!quiet) throw err;
      log.error({ err }, 'email confirmation letter could not be sent');
    }
  }

  /** Tells the previous address of an e-mail change, with the link that undoes it. */
  async function mailEmailChanged(userId: string, previous: string, next: string, now: Date): Promise<void> {
    const token = await issueMailedToken(db, {
      userId,
      email: previous,
      purpose: 'email_change_revert',
      ttlHours: EMAIL_REVERT_TTL_HOURS,
      now,
    });
    await sendQuietly(
      mailer,
      log,
      emailChangedLetter(previous, next, deps.storefrontOrigin, token, BRAND_DEFAULT),
      'email_changed',
    );
  }

  async function adminView(user: UserRow): Promise<AdminUser> {
    const [requisites, group, latest] = await Promise.all([
      findRequisitesFile(db, user.requisitesFileId),
      findCustomerGroupRef(db, user.customerGroupId),
      findLatestStatus(db, user.id),
    ]);
    return toAdminUser(user, requisites, group, latest);
  }

  async function customerView(user: UserRow): Promise<CustomerUser> {
    return toCustomerUser(user, await findLatestStatus(db, user.id));
  }

  return {
    /** The signed-in user's view of themselves. */
    current: customerView,

    /** Mails a confirmation link to the user's address (code 22 when already confirmed). */
    async sendEmailConfirmation(user: UserRow): Promise<void> {
      if (user.emailConfirmedAt !== null) throw new AppError(ErrorCode.EmailAlreadyConfirmed);
      await mailConfirmation(user, clock.now(), false);
    },

    /**
     * Confirms the address a link was mailed to. Code 6 for an unknown, used or expired token, or when
     * the user's address changed since; code 22 when the address is already confirmed.
     */
    async confirmEmail(token: string): Promise<void> {
      const now = clock.now();
      // The error leaves the transaction as a value: throwing inside would roll back the link being used up.
      const outcome = await db.transaction(async (tx) => {
        const found = await findUsableOneTimeToken(tx, 'email_confirmation', hashToken(token), now);
        if (found === undefined) return badToken();
        const user = await findUserById(tx, found.userId);
        if (user === undefined || user.email.toLowerCase() !== found.email.toLowerCase()) return badToken();
        await markOneTimeTokenUsed(tx, found.id, now);
        if (user.emailConfirmedAt !== null) return new AppError(ErrorCode.EmailAlreadyConfirmed);
        await updateUser(tx, user.id, { emailConfirmedAt: now }, now);
        return user.id;
      });
      if (outcome instanceof AppError) throw outcome;
      writeFeed.shopperChanged(outcome);
    },

    /**
     * Changes the given profile fields (absent ones stay) and, with a file, replaces the requisites in
     * the private bucket. A new email must be confirmed again: a letter goes to it. Code 28 when taken.
     */
    async updateInfo(
      user: UserRow,
      changes: ProfileChanges,
      requisites: UploadedFile | undefined,
    ): Promise<CustomerUser> {
      const now = clock.now();
      const set: UserChanges = {};
      for (const key of ['firstName', 'middleName', 'lastName', 'companyTitle', 'position'] as const) {
        const value = blankToNull(changes[key]);
        if (value !== null) set[key] = value;
      }
      const phone = blankToNull(changes.phone);
      if (phone !== null) set.phone = normalisePhone(phone);
      const email = blankToNull(changes.email);
      const emailChanged = email !== null && normaliseEmail(email) !== user.email;
      // Another mailbox, not the same address in other letters' case.
      const mailboxChanged = emailChanged && email.toLowerCase() !== user.email.toLowerCase();
      // A stolen access token alone must not move the account (and its recovery) to another mailbox (issue #24).
      if (mailboxChanged) {
        if (!changes.currentPassword) {
          throw new AppError(ErrorCode.CheckViolation, {
            message: ru.apiErrors.currentPasswordRequired,
            details: [{ field: 'currentPassword', message: ru.apiErrors.currentPasswordForEmail }],
          });
        }
        if (!(await verifyPassword(user.passwordHash, changes.currentPassword))) throw wrongCurrentPassword();
      }
      if (emailChanged) {
        set.email = normaliseEmail(email);
        if (mailboxChanged) set.emailConfirmedAt = null;
      }

      let stored: { bucket: string; path: string } | undefined;
      let file: { title: string; extension: string; mime: string; size: number; path: string } | undefined;
      if (requisites !== undefined) {
        file = describeRequisites(user.id, requisites);
        await storage.put(Bucket.Private, file.path, requisites.body, file.mime);
        stored = { bucket: Bucket.Private, path: file.path };
      }

      let previousFile: { bucket: string; path: string } | null = null;
      let updated: UserRow;
      try {
        updated = await mapEmailRace(() =>
          db.transaction(async (tx) => {
            if (set.email !== undefined && (await isEmailTaken(tx, set.email, user.id))) throw emailTaken();
            if (file !== undefined) {
              previousFile = await findRequisitesFile(tx, user.requisitesFileId);
              const [row] = await tx
                .insert(storedFile)
                .values({
                  bucket: Bucket.Private,
                  path: file.path,
                  title: file.title,
                  extension: file.extension,
                  mime: file.mime,
                  size: file.size,
                  createdAt: now,
                })
                .returning({ id: storedFile.id });
              set.requisitesFileId = row?.id ?? null;
            }
            const row = await updateUser(tx, user.id, set, now);
            if (row === undefined) throw userNotFound();
            if (file !== undefined && user.requisitesFileId !== null)
              await tx.delete(storedFile).where(eq(storedFile.id, user.requisitesFileId));
            return row;
          }),
        );
      } catch (err) {
        if (stored !== undefined) await storage.delete(stored.bucket, stored.path).catch(() => undefined);
        throw err;
      }
      const old = previousFile as { bucket: string; path: string } | null;
      if (old !== null)
        await storage
          .delete(old.bucket, old.path)
          .catch((err: unknown) => log.warn({ err }, 'old requisites file not removed'));
      if (mailboxChanged) {
        await mailConfirmation(updated, now, true);
        await mailEmailChanged(user.id, user.email, updated.email, now);
      }
      return customerView(updated);
    },

    /**
     * Changes the password: code 24 when the new one and its confirmation differ, 19 when the current
     * one is wrong. Other sessions end; the current one stays.
     */
    async updatePassword(
      user: UserRow,
      sessionId: string,
      input: { oldPassword: string | null; newPassword: string | null; newPasswordConfirmation: string | null },
    ): Promise<CustomerUser> {
      requireFields(input, ['oldPassword', 'newPassword', 'newPasswordConfirmation']);
      if (input.newPassword !== input.newPasswordConfirmation) throw new AppError(ErrorCode.UserPasswordMismatch);
      if (!(await verifyPassword(user.passwordHash, input.oldPassword as string)))
        throw new AppError(ErrorCode.InvalidPassword);
      assertStrongPassword(input.newPassword as string, 'newPassword', personalWords(user));
      const passwordHash = await hashPassword(input.newPassword as string);
      const now = clock.now();
      const updated = await db.transaction(async (tx) => {
        const row = await updateUser(tx, user.id, { passwordHash }, now);
        await revokeUserSessions(tx, user.id, now, sessionId);
        return row;
      });
      if (updated === undefined) throw userNotFound();
      await sendQuietly(
        mailer,
        log,
        passwordChangedLetter(updated.email, deps.storefrontOrigin, BRAND_DEFAULT),
        'password_changed',
      );
      return customerView(updated);
    },

    /**
     * Undoes an e-mail change with the link mailed to the previous address: that address comes back, confirmed; every
     * session ends and every mailed link of the account is void. Code 6 for an unknown, used or expired link; 28 when
     * another account has the address now.
     */
    async revertEmailChange(token: string): Promise<void> {
      const now = clock.now();
      const userId = await mapEmailRace(() =>
        db.transaction(async (tx) => {
          const found = await findUsableOneTimeToken(tx, 'email_change_revert', hashToken(token), now);
          if (found === undefined) throw badToken();
          const user = await findUserById(tx, found.userId);
          if (user === undefined) throw badToken();
          if (await isEmailTaken(tx, found.email, user.id)) throw emailTaken();
          await updateUser(tx, user.id, { email: found.email, emailConfirmedAt: now }, now);
          for (const purpose of ['email_change_revert', 'email_confirmation', 'password_recovery'] as const)
            await useOneTimeTokens(tx, purpose, user.id, now);
          await revokeUserSessions(tx, user.id, now);
          return user.id;
        }),
      );
      writeFeed.shopperChanged(userId);
    },

    /** Creates a user (admin). Code 28 when the email is taken; a customer group only for customers (9). */
    async create(input: Schema<'AdminUserCreateRequest'>): Promise<AdminUser> {
      requireFields(input, ['email', 'password']);
      const role = input.role ?? 'customer';
      assertGroupRole(role, input.customerGroupId);
      const email = normaliseEmail(input.email as string);
      assertStrongPassword(input.password as string, 'password', personalWords({ ...input, email }));
      const passwordHash = await hashPassword(input.password as string);
      const now = clock.now();
      const phone = blankToNull(input.phone);
      const user = await mapEmailRace(() =>
        db.transaction(async (tx) => {
          if (await isEmailTaken(tx, email)) throw emailTaken();
          await requireGroup(tx, input.customerGroupId);
          return insertUser(tx, {
            email,
            passwordHash,
            role,
            isActive: input.isActive ?? true,
            emailConfirmedAt: input.emailIsConfirmed === true ? now : null,
            firstName: blankToNull(input.firstName),
            middleName: blankToNull(input.middleName),
            lastName: blankToNull(input.lastName),
            gender: input.gender ?? null,
            phone: phone === null ? null : normalisePhone(phone),
            companyTitle: blankToNull(input.companyTitle),
            position: blankToNull(input.position),
            customerGroupId: input.customerGroupId ?? null,
            createdAt: now,
            updatedAt: now,
          });
        }),
      );
      return adminView(user);
    },

    /**
     * Updates a user (admin): absent fields stay; null clears the optional ones (names, phone, company,
     * position, gender) and leaves the others (email, password, role, flags, group). A new password,
     * deactivation or a role change ends the user's sessions. An admin cannot take root or activity
     * from themselves (code 5).
     */
    async update(actor: UserRow, input: Schema<'AdminUserUpdateRequest'>): Promise<AdminUser> {
      if (input.id === actor.id && ((input.role != null && input.role !== 'root') || input.isActive === false)) {
        throw new AppError(ErrorCode.NoPermission, { message: ru.apiErrors.cannotDemoteSelf });
      }
      if (input.password) assertStrongPassword(input.password, 'password', personalWords(input));
      const passwordHash = input.password ? await hashPassword(input.password) : undefined;
      const now = clock.now();
      let priceGroupMoved = false;
      const user = await mapEmailRace(() =>
        db.transaction(async (tx) => {
          const current = await findUserById(tx, input.id);
          if (current === undefined) throw userNotFound();
          assertGroupRole(input.role ?? current.role, input.customerGroupId);
          await requireGroup(tx, input.customerGroupId);
          const set: UserChanges = {};
          if (input.customerGroupId != null) set.customerGroupId = input.customerGroupId;
          // Only customers see group prices: a user leaving the customer role leaves the group.
          if (input.role != null && input.role !== 'customer') set.customerGroupId = null;
          const email = blankToNull(input.email);
          if (email !== null && normaliseEmail(email) !== current.email) {
            if (await isEmailTaken(tx, email, current.id)) throw emailTaken();
            set.email = normaliseEmail(email);
            if (email.toLowerCase() !== current.email.toLowerCase()) set.emailConfirmedAt = null;
          }
          if (input.emailIsConfirmed != null)
            set.emailConfirmedAt = input.emailIsConfirmed ? (current.emailConfirmedAt ?? now) : null;
          // Optional fields: absent stays, null (or a blank text) clears.
          for (const key of ['firstName', 'middleName', 'lastName', 'companyTitle', 'position'] as const) {
            if (input[key] !== undefined) set[key] = blankToNull(input[key]);
          }
          if (input.phone !== undefined) {
            const phone = blankToNull(input.phone);
            set.phone = phone === null ? null : normalisePhone(phone);
          }
          if (input.gender !== undefined) set.gender = input.gender;
          if (input.role != null) set.role = input.role;
          if (input.isActive != null) set.isActive = input.isActive;
          if (passwordHash !== undefined) set.passwordHash = passwordHash;
          const row = await updateUser(tx, current.id, set, now);
          if (row === undefined) throw userNotFound();
          const endsSessions =
            passwordHash !== undefined ||
            set.isActive === false ||
            (set.role !== undefined && set.role !== current.role);
          if (endsSessions) await revokeUserSessions(tx, current.id, now);
          priceGroupMoved = priceGroupOf(row) !== priceGroupOf(current);
          return row;
        }),
      );
      writeFeed.shopperChanged(user.id);
      if (priceGroupMoved) writeFeed.publish('membership');
      if (passwordHash !== undefined)
        await sendQuietly(
          mailer,
          log,
          passwordChangedLetter(user.email, deps.storefrontOrigin, BRAND_DEFAULT),
          'password_changed',
        );
      return adminView(user);
    },

    /** One page of users, newest first. */
    async list(
      filter: UserListFilter & { customerGroupId?: string | undefined },
    ): Promise<{ userList: AdminUser[]; pagination: Schema<'Pagination'> }> {
      const { rows, total } = await listUsers(db, filter);
      return {
        userList: rows.map((r) => toAdminUser(r, r.requisites, r.group, r.latestIntegratorRequestStatus)),
        pagination: { page: filter.page, limit: filter.limit, total },
      };
    },

    /** One user (code 6 when unknown). */
    async get(id: string): Promise<AdminUser> {
      const user = await findUserById(db, id);
      if (user === undefined) throw userNotFound();
      return adminView(user);
    },

    /** The user's requisites file with its original name (code 6 when the user or the file is missing). */
    async requisites(id: string): Promise<Download> {
      const user = await findUserById(db, id);
      if (user === undefined) throw userNotFound();
      const file = await findRequisitesFile(db, user.requisitesFileId);
      const object = file === null ? null : await storage.get(file.bucket, file.path);
      if (file === null || object === null)
        throw new AppError(ErrorCode.RecordNotFound, { message: ru.apiErrors.requisitesFileMissing });
      return { filename: `${file.title}.${file.extension}`, body: object.body };
    },
  };
}

/** The users use cases. */
export type UsersService = ReturnType<typeof createUsersService>;

/** Only customers belong to customer groups (code 9). */
function assertGroupRole(role: UserRow['role'], customerGroupId: string | null | undefined): void {
  if (customerGroupId != null && role !== 'customer') throw new AppError(ErrorCode.UserNotCustomer);
}

/** An unknown customer group is code 6. */
async function requireGroup(db: Db, customerGroupId: string | null | undefined): Promise<void> {
  if (customerGroupId != null && (await findCustomerGroupRef(db, customerGroupId)) === null) {
    throw new AppError(ErrorCode.RecordNotFound, { message: ru.apiErrors.customerGroupNotFound });
  }
}

const MIME_BY_EXTENSION: Readonly<Record<string, string>> = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
};

/** Where and under which name a requisites upload is kept; code 12 for a type that is not accepted. */
function describeRequisites(userId: string, upload: UploadedFile) {
  const match = /^(.*)\.([A-Za-z0-9]+)$/.exec(upload.filename);
  const extension = match?.[2]?.toLowerCase() ?? '';
  if (!REQUISITES_EXTENSIONS.has(extension)) {
    throw new AppError(ErrorCode.CheckViolation, {
      message: ru.apiErrors.requisitesFileTypes,
      details: [{ field: 'requisitesFile', message: ru.apiErrors.fileTypeNotAllowed }],
    });
  }
  // The original name is kept for downloads; the stored path is ours (safe characters only).
  const title =
    (match?.[1] ?? '')
      .replace(/[\\/\0]/g, '_')
      .trim()
      .slice(0, 200) || ru.fileTitles.requisites;
  return {
    title,
    extension,
    mime: MIME_BY_EXTENSION[extension] ?? 'application/octet-stream',
    size: upload.body.length,
    path: `/requisites/${userId}/${randomUUID()}.${extension}`,
  };
}
