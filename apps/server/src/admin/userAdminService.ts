// What administrators do to accounts: create, change, enable/disable, delete, put into groups.
// Each write checks the referenced groups and the uniqueness of username, email and phone first.
import { ErrorCode, isAdmin, type UserRead } from '@app/api-client';
import type { Kysely, Updateable } from 'kysely';
import { findUserById, insertUser, readUser, takenAccountName, type AccountNames, type UserRow } from '../accounts/userQueries';
import type { Principal } from '../auth/authHook';
import type { PasswordHasher } from '../auth/passwords';
import { endSessions } from '../auth/refreshTokens';
import type { SessionCache } from '../auth/sessionCache';
import { isoTimestamp, isUniqueViolation, toBoolean } from '../db/rowValues';
import type { DatabaseSchema, UsersTable } from '../db/schema';
import { businessError, forbidden, invalidField } from '../errors/appError';
import { fileIdOfPublicPath, PUBLIC_FILE_KINDS, type StoredFiles } from '../files/storedFiles';
import { adminMessages } from './adminMessages';
import { existingGroupIdsAmong, addMemberships, replaceMemberships } from './userGroupQueries';
import { liveUserIdsAmong } from './userDirectory';
import { fieldsSetIn, SELF_EDITABLE_FIELDS, userUpdateBody, type UserCreateBody } from './userSchemas';

type Db = Kysely<DatabaseSchema>;

export interface UserAdminContext {
  db: Db;
  /** Where avatars are stored: a profile image must name one of them. */
  storedFiles: StoredFiles;
  passwords: PasswordHasher;
  sessions: SessionCache;
}

/** A profile image is a picture stored by this server (uploaded or generated), named by its public path. */
async function assertStoredImage(storedFiles: StoredFiles, path: string | undefined): Promise<void> {
  if (path === undefined) return;
  const fileId = fileIdOfPublicPath(path);
  const file = fileId ? await storedFiles.find(fileId) : undefined;
  if (!file || !PUBLIC_FILE_KINDS.has(file.kind)) throw invalidField(adminMessages.PROFILE_IMAGE_REQUIRED);
}

async function assertGroupsExist(db: Db, groupIds: readonly string[] | undefined): Promise<void> {
  if (!groupIds) return;
  const found = await existingGroupIdsAmong(db, groupIds);
  if (groupIds.some((id) => !found.has(id))) throw businessError(ErrorCode.PARAMETER_ERROR, adminMessages.USER_GROUP_NOT_FOUND);
}

async function assertNamesFree(db: Db, names: AccountNames, exceptUserId?: string): Promise<void> {
  const taken = await takenAccountName(db, names, exceptUserId);
  if (taken) throw businessError(taken);
}

/**
 * Runs a write that the unique indexes guard; when another request took a name between our check
 * and the write, answers which one as the check would have.
 */
async function guardedByUniqueNames<T>(db: Db, names: AccountNames, exceptUserId: string | undefined, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) await assertNamesFree(db, names, exceptUserId);
    throw error;
  }
}

async function readBack(db: Db, userId: string): Promise<UserRead> {
  const user = await readUser(db, userId);
  if (!user) throw businessError(ErrorCode.USER_NOT_FOUND);
  return user;
}

async function liveUser(db: Db, userId: string): Promise<UserRow> {
  const user = await findUserById(db, userId);
  if (!user || toBoolean(user.is_deleted)) throw businessError(ErrorCode.USER_NOT_FOUND);
  return user;
}

export async function createUserAccount({ db, storedFiles, passwords }: UserAdminContext, body: UserCreateBody): Promise<UserRead> {
  const names = { username: body.username, email: body.email, telephone: body.telephone };
  await assertStoredImage(storedFiles, body.profile_image);
  await assertGroupsExist(db, body.user_group_ids);
  await assertNamesFree(db, names);
  const passwordHash = await passwords.hash(body.password);
  const id = await guardedByUniqueNames(db, names, undefined, () =>
    insertUser(db, {
      username: body.username,
      name: body.name,
      passwordHash,
      role: body.role,
      email: body.email,
      telephone: body.telephone,
      profileImage: body.profile_image,
      groupIds: body.user_group_ids,
    }),
  );
  if (!id) throw businessError(ErrorCode.USER_EXISTS);
  return readBack(db, id);
}

/**
 * PATCH users/{id}. Administrators change any field of anyone but may neither disable nor demote
 * themselves; everyone else changes only their own nickname and avatar.
 */
export async function updateUserAccount({ db, storedFiles, passwords, sessions }: UserAdminContext, actor: Principal, userId: string, rawBody: unknown): Promise<UserRead> {
  if (!isAdmin(actor) && (userId !== actor.userId || fieldsSetIn(rawBody).some((field) => !SELF_EDITABLE_FIELDS.has(field)))) throw forbidden();
  const body = userUpdateBody.parse(rawBody ?? {});
  await assertStoredImage(storedFiles, body.profile_image);
  const target = await liveUser(db, userId);
  if (userId === actor.userId) {
    if (body.is_active === false) throw businessError(ErrorCode.PARAMETER_ERROR, adminMessages.SELF_DISABLE);
    if (body.role !== undefined && body.role < target.role) throw businessError(ErrorCode.PARAMETER_ERROR, adminMessages.SELF_DEMOTE);
  }
  await assertGroupsExist(db, body.user_group_ids);
  const names = { email: body.email, telephone: body.telephone };
  await assertNamesFree(db, names, userId);

  const changes: Updateable<UsersTable> = {
    name: body.name,
    profile_image: body.profile_image,
    role: body.role,
    email: body.email,
    telephone: body.telephone,
    is_active: body.is_active,
    // Enabling an account that waits under REGISTRATION_MODE=approval is how it gets approved.
    approval_pending: body.is_active === true ? false : undefined,
    password_hash: body.password === undefined ? undefined : await passwords.hash(body.password),
    updated_at: isoTimestamp(new Date()),
  };
  const endsSessions = body.is_active === false || body.password !== undefined;
  await guardedByUniqueNames(db, names, userId, () =>
    db.transaction().execute(async (trx) => {
      await trx.updateTable('users').set(changes).where('id', '=', userId).execute();
      if (body.user_group_ids) await replaceMemberships(trx, userId, body.user_group_ids);
      if (endsSessions) await endSessions(trx, userId);
    }),
  );
  // After the commit: a request between the two must not cache the old row again.
  sessions.userChanged(userId);
  return readBack(db, userId);
}

/**
 * Soft delete: the row stays (flows, messages and records keep their owner), but the account can
 * no longer sign in, leaves every list, group and policy, and its username, email and phone are
 * released so they can be registered again.
 */
export async function deleteUserAccount({ db, sessions }: UserAdminContext, actor: Principal, userId: string): Promise<void> {
  if (userId === actor.userId) throw businessError(ErrorCode.PARAMETER_ERROR, adminMessages.SELF_DELETE);
  await liveUser(db, userId);
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('users')
      .set({
        username: `deleted-${userId}`,
        email: null,
        telephone: null,
        is_deleted: true,
        is_active: false,
        approval_pending: false,
        updated_at: isoTimestamp(new Date()),
      })
      .where('id', '=', userId)
      .execute();
    await trx.deleteFrom('user_group_members').where('user_id', '=', userId).execute();
    await trx.deleteFrom('policy_group_users').where('user_id', '=', userId).execute();
    await endSessions(trx, userId);
  });
  sessions.userChanged(userId);
}

/** Adds every group to every user; groups they are in already stay. */
export async function bindUserGroups(db: Db, userIds: readonly string[], groupIds: readonly string[]): Promise<void> {
  const users = await liveUserIdsAmong(db, userIds);
  if (userIds.some((id) => !users.has(id))) throw businessError(ErrorCode.PARAMETER_ERROR, adminMessages.USER_NOT_FOUND);
  await assertGroupsExist(db, groupIds);
  await db.transaction().execute((trx) => addMemberships(trx, userIds, groupIds));
}
