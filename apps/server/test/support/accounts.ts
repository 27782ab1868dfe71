// Helpers of the self-service account tests: a clock to move, the server log, envelope calls,
// and codes read from where the server delivered them.
import type { Envelope, StoredImage, UserRead, VerifyCodeSent } from '@app/api-client';
import type { DestinationStream } from 'pino';
import type { TestServer } from '../../src/testing';

export interface TestClock {
  now: () => Date;
  advance(seconds: number): void;
}

export function testClock(): TestClock {
  let at = Date.now();
  return {
    now: () => new Date(at),
    advance(seconds) {
      at += seconds * 1000;
    },
  };
}

export interface LogCapture {
  stream: DestinationStream;
  entries(): Array<Record<string, unknown>>;
  text(): string;
}

export function captureLog(): LogCapture {
  const lines: string[] = [];
  return {
    stream: { write: (line: string) => void lines.push(line) },
    entries: () => lines.map((line) => JSON.parse(line) as Record<string, unknown>),
    text: () => lines.join(''),
  };
}

export interface EnvelopeAnswer<T> {
  status: number;
  headers: Headers;
  body: Envelope<T>;
}

export async function postEnvelope<T = null>(server: TestServer, path: string, json: unknown, headers: Record<string, string> = {}): Promise<EnvelopeAnswer<T>> {
  const response = await fetch(`${server.url}/api/v1/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(json),
  });
  return { status: response.status, headers: response.headers, body: (await response.json()) as Envelope<T> };
}

/** The code of the newest development-mode log line for the target. */
export function loggedCodeFor(log: LogCapture, target: string): string {
  const line = log
    .entries()
    .filter((entry) => entry.to === target && typeof entry.msg === 'string' && entry.msg.startsWith('development mode'))
    .at(-1);
  const code = typeof line?.msg === 'string' ? /is (\d{6})/.exec(line.msg)?.[1] : undefined;
  if (!code) throw new Error(`no logged code for ${target}`);
  return code;
}

/** Sends a code (answer checked) and reads it from the log. */
export async function requestLoggedCode(server: TestServer, log: LogCapture, path: 'send-register-verify-code' | 'send-verify-code', tpe: number, key: string): Promise<string> {
  const sent = await postEnvelope<VerifyCodeSent>(server, `users/${path}`, { tpe, key });
  if (sent.body.code !== 0) throw new Error(`sending a code failed: ${JSON.stringify(sent.body)}`);
  return loggedCodeFor(log, key.trim().toLowerCase());
}

/** A profile image made by the server (anonymously, as the registration form does). */
export async function generatedImagePath(server: TestServer, hint = 'new user'): Promise<string> {
  const answer = await postEnvelope<StoredImage>(server, 'users/generate_logo', { storage_type: 1, hint });
  if (answer.body.code !== 0) throw new Error(`generate_logo failed: ${JSON.stringify(answer.body)}`);
  return answer.body.data.file_path;
}

export const NEW_PASSWORD = 'Fresh#Pass42';

/** Registers with a username only (no phone or email, so no codes). */
export async function registerPlain(server: TestServer, username: string, extra: Record<string, unknown> = {}): Promise<EnvelopeAnswer<UserRead>> {
  return postEnvelope<UserRead>(server, 'users/register', {
    username,
    name: `${username} nick`,
    password: NEW_PASSWORD,
    profile_image: await generatedImagePath(server, username),
    ...extra,
  });
}
