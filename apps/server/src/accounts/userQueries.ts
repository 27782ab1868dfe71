import { randomUUID } from 'node:crypto';
import { EMPTY_UUID, ErrorCode, type ErrorCodeValue, type UserRead } from '@app/api-client';
import { sql, type Expression, type ExpressionBuilder, type Kysely, type Selectable, type SqlBool } from 'kysely';
import { isoTimestamp, toBoolean, toIsoTimestamp } from '../db/rowValues';
import type { DatabaseSchema, UsersTable } from '../db/schema';

type Db = Kysely<DatabaseSchema>;
export type UserRow = Selectable<UsersTable>;

/** The user a login name refers to: its username, its phone number or (case-insensitively) its email. */
export async function findUserByLoginName(db: Db, loginName: string): Promise<UserRow | undefined> {
  const rows = await db
    .selectFrom('users')
    .selectAll()
    .where((eb) => eb.or([eb('username', '=', loginName), eb('telephone', '=', loginName), eb(sql<string>`lower(email)`, '=', loginName.toLowerCase())]))
    .execute();
  // One person's username may equal another's phone number; the username wins.
  return rows.find((row) => row.username === loginName) ?? rows[0];
}

export async function findUserById(db: Db, userId: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirst();
}

/** The user with that email address, compared case-insensitively as login does. */
export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where(sql<string>`lower(email)`, '=', email.toLowerCase()).executeTakeFirst();
}

export async function findUserByTelephone(db: Db, telephone: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('telephone', '=', telephone).executeTakeFirst();
}

export async function updatePasswordHash(db: Db, userId: string, passwordHash: string, now = new Date()): Promise<void> {
  await db.updateTable('users').set({ password_hash: passwordHash, updated_at: isoTimestamp(now) }).where('id', '=', userId).execute();
}

export async function recordLogin(db: Db, userId: string, now = new Date()): Promise<void> {
  await db.updateTable('users').set({ last_login_at: isoTimestamp(now) }).where('id', '=', userId).execute();
}

export async function hasAdministrator(db: Db, adminRole: number): Promise<boolean> {
  const row = await db.selectFrom('users').select('id').where('role', '>=', adminRole).where('is_deleted', '=', false).executeTakeFirst();
  return row !== undefined;
}

export interface NewUser {
  username: string;
  name: string;
  passwordHash: string;
  role: number;
  email?: string | null;
  telephone?: string | null;
  profileImage?: string | null;
  approvalPending?: boolean;
  /** Groups beside the default group, which every user is in. */
  groupIds?: readonly string[];
}

/**
 * Inserts a user into the default group and the given ones. Returns the new id, or null when the
 * username is taken (another instance may have created it a moment earlier).
 */
export async function insertUser(db: Db, user: NewUser, now = new Date()): Promise<string | null> {
  const id = randomUUID();
  const created = isoTimestamp(now);
  return db.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto('users')
      .values({
        id,
        username: user.username,
        name: user.name,
        email: user.email ?? null,
        telephone: user.telephone ?? null,
        profile_image: user.profileImage ?? null,
        password_hash: user.passwordHash,
        role: user.role,
        is_active: !user.approvalPending,
        is_deleted: false,
        approval_pending: user.approvalPending ?? false,
        created_at: created,
        updated_at: created,
        last_login_at: null,
      })
      .onConflict((conflict) => conflict.column('username').doNothing())
      .executeTakeFirst();
    if (inserted.numInsertedOrUpdatedRows === 0n) return null;
    const groupIds = new Set([EMPTY_UUID, ...(user.groupIds ?? [])]);
    await trx
      .insertInto('user_group_members')
      .values([...groupIds].map((groupId) => ({ user_id: id, group_id: groupId })))
      .execute();
    return id;
  });
}

export interface AccountNames {
  username?: string;
  email?: string | null;
  telephone?: string | null;
}

async function belongsToAnother(db: Db, matches: (eb: ExpressionBuilder<DatabaseSchema, 'users'>) => Expression<SqlBool>, exceptUserId?: string): Promise<boolean> {
  let query = db.selectFrom('users').select('id').where(matches);
  if (exceptUserId) query = query.where('id', '!=', exceptUserId);
  return (await query.executeTakeFirst()) !== undefined;
}

/**
 * Which of the names already belongs to another account: 10101 username, 10102 email (compared
 * case-insensitively, as login does), 10103 phone; null when all are free.
 */
export async function takenAccountName(db: Db, names: AccountNames, exceptUserId?: string): Promise<ErrorCodeValue | null> {
  const { username, email, telephone } = names;
  if (username && (await belongsToAnother(db, (eb) => eb('username', '=', username), exceptUserId))) return ErrorCode.USER_EXISTS;
  if (email && (await belongsToAnother(db, (eb) => eb(sql<string>`lower(email)`, '=', email.toLowerCase()), exceptUserId))) return ErrorCode.EMAIL_EXISTS;
  if (telephone && (await belongsToAnother(db, (eb) => eb('telephone', '=', telephone), exceptUserId))) return ErrorCode.PHONE_EXISTS;
  return null;
}

// Keeps the IN lists of the everyone-at-once reads well below the bind-parameter limits of both databases.
const ID_CHUNK = 500;

async function groupsOfUsers(db: Db, userIds: readonly string[]): Promise<Map<string, Array<{ id: string; name: string }>>> {
  const groups = new Map<string, Array<{ id: string; name: string }>>(userIds.map((id) => [id, []]));
  for (let start = 0; start < userIds.length; start += ID_CHUNK) {
    const rows = await db
      .selectFrom('user_group_members')
      .innerJoin('user_groups', 'user_groups.id', 'user_group_members.group_id')
      .select(['user_group_members.user_id', 'user_groups.id', 'user_groups.name'])
      .where('user_group_members.user_id', 'in', userIds.slice(start, start + ID_CHUNK))
      .orderBy('user_groups.created_at')
      .orderBy('user_groups.id')
      .execute();
    for (const row of rows) groups.get(row.user_id)?.push({ id: row.id, name: row.name });
  }
  return groups;
}

/** The rows as UserRead with their groups, in the same order. */
export async function withGroups(db: Db, rows: UserRow[]): Promise<UserRead[]> {
  const groups = await groupsOfUsers(db, rows.map((row) => row.id));
  return rows.map((row) => toUserRead(row, groups.get(row.id) ?? []));
}

export async function readUser(db: Db, userId: string): Promise<UserRead | undefined> {
  const row = await findUserById(db, userId);
  return row ? (await withGroups(db, [row]))[0] : undefined;
}

export function toUserRead(row: UserRow, groups: Array<{ id: string; name: string }>): UserRead {
  return {
    id: row.id,
    username: row.username,
    name: row.name,
    email: row.email,
    telephone: row.telephone,
    profile_image: row.profile_image,
    role: row.role,
    is_active: toBoolean(row.is_active),
    user_groups: groups.map((group) => ({ id: group.id, name: group.name })),
    user_group_ids: groups.map((group) => group.id),
    created_at: toIsoTimestamp(row.created_at),
    last_login_at: toIsoTimestamp(row.last_login_at),
  };
}
