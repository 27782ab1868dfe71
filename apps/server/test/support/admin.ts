// Helpers of the administration tests: envelope assertions, valid bodies and quick fixtures.
import { UploadKind, type Envelope, type StoredImage, type UserCreate } from '@app/api-client';
import { expect } from 'vitest';
import { hashPassword } from '../../src/auth/passwords';
import { TEST_PASSWORD_COST, type TestServer } from '../../src/testing';
import { createUser, USER_PASSWORD } from '../helpers';
import type { Api, ApiAnswer } from './api';

/** A profile image stored by the server (a generated avatar), as `profile_image` holds it. */
export async function storedAvatar(api: Api, hint = 'avatar'): Promise<string> {
  return dataOf(await api.post<Envelope<StoredImage>>('/api/v1/users/generate_logo', { storage_type: UploadKind.USER_AVATAR, hint })).file_path;
}

/** The data of a successful envelope; fails the test with the answer otherwise. */
export function dataOf<T>(answer: ApiAnswer<Envelope<T>>): T;
export function dataOf(answer: ApiAnswer): unknown;
export function dataOf(answer: ApiAnswer): unknown {
  expect(answer.body, answer.text).toMatchObject({ code: 0, msg: 'success' });
  return (answer.body as Envelope<unknown>).data;
}

/** A refusal with this code (and message), HTTP 200 for business errors unless told. */
export function expectRefusal(answer: ApiAnswer, code: number, msg?: string, status = 200): void {
  expect({ status: answer.status, body: answer.body }, answer.text).toEqual({ status, body: { code, msg: msg ?? expect.any(String), data: null } });
}

/** 10003 for a field rule: HTTP 400 with the rule's own message. */
export function expectFieldError(answer: ApiAnswer, msg: string): void {
  expectRefusal(answer, 10003, msg, 400);
}

export function userCreateBody(username: string, profileImage: string, overrides: Partial<UserCreate> = {}): UserCreate {
  return { username, name: `${username} nick`, password: 'Pass#word1', profile_image: profileImage, role: 8, ...overrides };
}

let sharedHash: Promise<string> | undefined;

/** Users straight in the database, one second apart in creation time (oldest first), all with USER_PASSWORD. */
export async function seedUsers(server: TestServer, usernames: string[], fields: (username: string) => { email?: string; telephone?: string; name?: string } = () => ({})): Promise<string[]> {
  sharedHash ??= hashPassword(USER_PASSWORD, TEST_PASSWORD_COST);
  const passwordHash = await sharedHash;
  const base = Date.UTC(2024, 0, 1);
  const ids: string[] = [];
  for (const [index, username] of usernames.entries()) {
    const id = await createUser(server, { username, passwordHash, ...fields(username) });
    await server.app.database.db
      .updateTable('users')
      .set({ created_at: new Date(base + index * 1000).toISOString() })
      .where('id', '=', id)
      .execute();
    ids.push(id);
  }
  return ids;
}

export async function createGroup(admin: Api, name: string, description = ''): Promise<string> {
  return dataOf(await admin.post<Envelope<{ id: string }>>('/api/v1/user-groups/', { name, description })).id;
}
