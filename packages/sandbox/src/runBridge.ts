// The host end of a sandboxed run: the guest's notes and requests become calls on the engine's
// RunContext. Everything arrives as JSON from untrusted code, so every field is checked or
// coerced here, and messages always belong to the flow that runs.
import type { MessageInit, RunContext } from '@app/engine';
import { sandboxError } from './errors';
import type { SandboxFetch, SandboxFetchInit } from './options';
import type { GuestFetchAnswer, GuestFetchRequest, NoticeMethod, RequestMethod } from './protocol';
import type { TaskHandlers } from './workerPool';

type Json = Record<string, unknown>;

const asRecord = (value: unknown): Json => (typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Json) : {});
const asText = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

const MESSAGE_TEXT_FIELDS = ['text', 'sender', 'sender_name', 'session_id', 'category'] as const;

/** A message as the guest built it, with its text fields as text and its flow the running one. */
function messageFrom(payload: Json, flowId: string | null): MessageInit {
  const message: Json = { ...payload, flow_id: flowId };
  for (const field of MESSAGE_TEXT_FIELDS) if (message[field] !== undefined) message[field] = String(message[field]);
  if (message.files !== undefined && !Array.isArray(message.files)) delete message.files;
  if (message.content_blocks !== undefined && !Array.isArray(message.content_blocks)) delete message.content_blocks;
  if (message.properties !== undefined) message.properties = asRecord(message.properties);
  return message as MessageInit;
}

const asCount = (value: unknown): number | undefined => (typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : undefined);

function fetchRequest(payload: Json): GuestFetchRequest {
  const headers = Object.fromEntries(Object.entries(asRecord(payload.headers)).map(([name, value]) => [name.toLowerCase(), String(value)]));
  const body = asText(payload.body);
  const timeoutMs = asCount(payload.timeoutMs);
  const maxBytes = asCount(payload.maxBytes);
  const redirect = payload.redirect === 'manual' || payload.redirect === 'follow' ? payload.redirect : undefined;
  return {
    url: String(payload.url),
    method: String(payload.method ?? 'GET').toUpperCase(),
    headers,
    ...(body !== undefined ? { body } : {}),
    ...(timeoutMs !== undefined ? { timeoutMs } : {}),
    ...(maxBytes !== undefined ? { maxBytes } : {}),
    ...(redirect !== undefined ? { redirect } : {}),
  };
}

/** The engine's `services.fetch` (an OutboundFetch answering a standard Response), as a SandboxFetch. */
type ServicesFetch = (url: string, init: Omit<SandboxFetchInit, 'headers'> & { headers: Record<string, string> }) => Promise<Response>;

function servicesFetch(services: RunContext<unknown, string>['services']): SandboxFetch | undefined {
  const fetch = services.fetch;
  if (typeof fetch !== 'function') return undefined;
  return async (url, init) => {
    const response = await (fetch as ServicesFetch)(url, init);
    return { status: response.status, statusText: response.statusText, headers: Object.fromEntries(response.headers), body: await response.text() };
  };
}

/**
 * The handlers of one run. Network access is the sandbox's `fetch` option, else the run's own
 * `services.fetch` (the server's guarded fetch the engine hands every component), else none.
 */
export function runHandlers(context: RunContext<Record<string, unknown>, string>, outputs: readonly string[], option: SandboxFetch | undefined): TaskHandlers {
  const fetch = option ?? servicesFetch(context.services);
  const known = new Set(outputs);
  const { logger, events } = context;
  return {
    notice(method: NoticeMethod, text: string) {
      const payload = asRecord(JSON.parse(text));
      switch (method) {
        case 'log': {
          const output = asText(payload.output);
          logger.log(payload.message, { name: asText(payload.name) ?? '', ...(output !== undefined && known.has(output) ? { output } : {}) });
          break;
        }
        case 'debug':
        case 'info':
        case 'warn':
        case 'error':
          // Nested, so a component cannot overwrite the flow and vertex ids the engine adds.
          logger[method](String(payload.message), payload.details === undefined ? undefined : { details: payload.details });
          break;
        case 'addMessage':
          events.addMessage(messageFrom(payload, context.flowId));
          break;
        case 'token':
          events.token(String(payload.id), String(payload.chunk));
          break;
        case 'removeMessage':
          events.removeMessage(String(payload.id));
          break;
      }
    },
    async request(method: RequestMethod, text: string) {
      const payload = asRecord(JSON.parse(text));
      if (method === 'iterate') {
        if (!Array.isArray(payload.items)) throw new TypeError('iterate needs a list of items.');
        return JSON.stringify(await context.iterate(String(payload.output), payload.items)) ?? 'null';
      }
      if (!fetch) throw sandboxError('NETWORK_UNAVAILABLE');
      const { url, ...init } = fetchRequest(payload);
      const response = await fetch(url, { ...init, signal: context.signal });
      const answer: GuestFetchAnswer = {
        status: response.status,
        statusText: response.statusText ?? '',
        headers: Object.fromEntries(Object.entries(response.headers).map(([name, value]) => [name.toLowerCase(), String(value)])),
        body: String(response.body),
      };
      return JSON.stringify(answer);
    },
  };
}
