// A visitor of the public playground (a browser without an account) and their chat turns.
import { expect } from 'vitest';
import type { TestServer } from '../../src/testing';
import { eventNames, parseEvents } from './api';

export interface Visitor {
  cookie: string | undefined;
  call(method: string, path: string, body?: unknown): Promise<{ status: number; text: string; body: unknown; setCookie: string | null }>;
}

/** A browser without an account: it keeps the cookie the server sets. */
export function visitor(server: TestServer, cookie?: string): Visitor {
  const self: Visitor = {
    cookie,
    async call(method, path, body) {
      const response = await fetch(`${server.url}${path}`, {
        method,
        headers: { ...(self.cookie ? { cookie: self.cookie } : {}), ...(body !== undefined ? { 'content-type': 'application/json' } : {}) },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const setCookie = response.headers.get('set-cookie');
      if (setCookie) self.cookie = setCookie.split(';')[0];
      const text = await response.text();
      let parsed: unknown = text;
      try {
        parsed = JSON.parse(text);
      } catch {
        // event streams stay text
      }
      return { status: response.status, text, body: parsed, setCookie };
    },
  };
  return self;
}

export interface Said {
  text: string;
  flow_id: string;
  session_id: string;
}

/** Builds the public flow as the visitor and answers the chat messages of its events. */
export async function publicTurn(guest: Visitor, flowId: string, input: string, session: string): Promise<Said[]> {
  const started = await guest.call('POST', `/api/v1/build_public_tmp/${flowId}/flow`, { inputs: { input_value: input, session } });
  const answer = await guest.call('GET', `/api/v1/build/${(started.body as { job_id: string }).job_id}/events`);
  const events = parseEvents(answer.text);
  expect(eventNames(events).at(-1)).toBe('end');
  return events.filter((event) => event.event === 'add_message').map((event) => event.data as Said);
}

export const clientIdOf = (guest: Visitor) => guest.cookie!.slice('client_id='.length);
