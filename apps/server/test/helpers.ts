// Small HTTP helpers for the tests: every call goes over the network to the listening server.
import type { Envelope, TokenPair } from '@app/api-client';
import { hashPassword } from '../src/auth/passwords';
import { insertUser, type NewUser } from '../src/accounts/userQueries';
import { TEST_PASSWORD_COST, type TestServer } from '../src/testing';

export async function postForm(url: string, fields: Record<string, string>, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams(fields).toString(),
  });
}

export async function postJson(url: string, body: unknown, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
}

export interface ParsedCookie {
  name: string;
  value: string;
  attributes: Record<string, string | true>;
}

export function setCookies(response: Response): Map<string, ParsedCookie> {
  const cookies = new Map<string, ParsedCookie>();
  for (const header of response.headers.getSetCookie()) {
    const [pair, ...rest] = header.split(';').map((part) => part.trim());
    const separator = pair.indexOf('=');
    const attributes: Record<string, string | true> = {};
    for (const attribute of rest) {
      const [key, ...value] = attribute.split('=');
      attributes[key.toLowerCase()] = value.length > 0 ? value.join('=') : true;
    }
    cookies.set(pair.slice(0, separator), { name: pair.slice(0, separator), value: decodeURIComponent(pair.slice(separator + 1)), attributes });
  }
  return cookies;
}

export async function login(
  server: TestServer,
  username: string,
  password: string,
  extra: Record<string, string> = {},
  headers: Record<string, string> = {},
): Promise<{ response: Response; body: Envelope<TokenPair> }> {
  const response = await postForm(`${server.url}/api/v1/login`, { username, password, ...extra }, headers);
  return { response, body: (await response.json()) as Envelope<TokenPair> };
}

export async function loginAsAdmin(server: TestServer): Promise<TokenPair> {
  const { body } = await login(server, server.admin.username, server.admin.password);
  if (body.code !== 0) throw new Error(`admin login failed: ${JSON.stringify(body)}`);
  return body.data;
}

export const USER_PASSWORD = 'User#Pass99';

/** Creates a user straight in the database (registration is a later feature). */
export async function createUser(server: TestServer, user: Partial<NewUser> & { username: string }): Promise<string> {
  const id = await insertUser(server.app.database.db, {
    name: user.username,
    role: 8,
    ...user,
    passwordHash: user.passwordHash ?? (await hashPassword(USER_PASSWORD, TEST_PASSWORD_COST)),
  });
  if (!id) throw new Error(`user ${user.username} exists`);
  return id;
}

export function bearer(token: string): Record<string, string> {
  return { authorization: `Bearer ${token}` };
}
