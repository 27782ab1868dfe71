// Which flow a run or webhook call means, whether the caller may run it, and whether they may change how it runs.
import { isAdmin } from '@app/api-client';
import type { Kysely } from 'kysely';
import type { Principal } from '../auth/authHook';
import type { EngineEnvironment } from '../build/engineEnvironment';
import { virtualFlowId } from '../build/publicConversations';
import { openConversation } from '../conversations/conversationQueries';
import type { DatabaseSchema } from '../db/schema';
import { invalidInput, notFound, type AppError } from '../errors/appError';
import type { FlowRow } from '../flows/flowQueries';
import { canManageFlow } from '../flows/flowService';
import { storeMessages } from '../store/storeMessages';
import { findStoreOfFlow, type StoreRow } from '../store/storeQueries';
import { CONVERSATION_ID_MAX_LENGTH } from '../store/storeSchemas';
import { usableStore } from '../store/usableStore';
import { keyJobOwner, keyUsableStore } from '../keys/keyAccess';
import { findRunFlow, findRunFlowRow, findRunRelease, withWorkingCopy } from './runFlows';
import type { RunBody } from './runSchemas';
import type { RunOptions } from './runService';

/**
 * A signed-in caller runs their own flows as they are (administrators: any flow); others reach
 * published apps through runTarget. A key never runs a working copy, not even its creator's.
 */
export function canRunFlow(principal: Principal, flow: Pick<FlowRow, 'user_id'>): boolean {
  return canManageFlow(principal, flow);
}

/**
 * Whether a run request may change how the flow runs: tweaks and X-LANGFLOW-GLOBAL-VAR-* headers.
 * Only the flow's owner and administrators may, signed in or through one of their own API keys
 * (not a channel code, which sits in a public page). Anyone else runs the flow as published: their
 * tweaks are refused (403) and their variable headers ignored, so they cannot swap a model's
 * address, a prompt or a credential of someone else's app.
 */
export function maySetRunSettings(principal: Principal, flow: Pick<FlowRow, 'user_id'>): boolean {
  if (flow.user_id === null) return false;
  const ownerOrAdmin = flow.user_id === principal.userId || isAdmin(principal);
  if (!principal.apiKey) return ownerOrAdmin;
  return !principal.apiKey.isChannel && ownerOrAdmin;
}

/** Langflow's header prefix for one run's variables; the rest of the name, upper-cased, is the variable. */
const GLOBAL_VAR_HEADER = 'x-langflow-global-var-';

/** The X-LANGFLOW-GLOBAL-VAR-* headers as variables, names upper-cased (Langflow's rule). */
export function requestVariablesOf(headers: Readonly<Record<string, string | string[] | undefined>>): Record<string, string> {
  const variables: Record<string, string> = {};
  for (const name of Object.keys(headers)) {
    const value = headers[name];
    const lower = name.toLowerCase();
    if (!lower.startsWith(GLOBAL_VAR_HEADER) || lower.length === GLOBAL_VAR_HEADER.length || value === undefined) continue;
    variables[lower.slice(GLOBAL_VAR_HEADER.length).toUpperCase()] = Array.isArray(value) ? value.join(', ') : value;
  }
  return variables;
}

/** The flow a path names, by id or by endpoint name; "not found" also when the caller may not run it. */
export async function runnableFlow(db: Kysely<DatabaseSchema>, principal: Principal, flowIdOrName: string): Promise<FlowRow> {
  const flow = await findRunFlow(db, flowIdOrName);
  if (!flow || !canRunFlow(principal, flow)) throw notFound(`Flow identifier ${flowIdOrName} not found`);
  return flow;
}

/** What a run request runs: the flow as it is (its owner, administrators), or a published app's release for a user its policy admits. */
export interface RunTarget {
  /** The flow with the graph that runs: for a release, the release's snapshot. */
  flow: FlowRow;
  /** The release whose snapshot runs; null: the flow as stored. */
  releaseId: string | null;
  body: RunBody;
  options: Pick<RunOptions, 'conversation'>;
}

/**
 * The run API for marketplace users and API keys: they run the app's released snapshot (never the
 * working copy) while it is published and policyDecision admits them (keys: keyUsableStore), in a
 * conversation of their own (the given session_id, or one fixed per user or key and app). Anything
 * else is "not found", as for a missing flow.
 */
export async function runTarget(environment: EngineEnvironment, principal: Principal, flowIdOrName: string, body: RunBody): Promise<RunTarget> {
  const { db } = environment;
  const refusal = () => notFound(`Flow identifier ${flowIdOrName} not found`);
  // A caller who runs a release reads its snapshot, never the working copy's data.
  const row = await findRunFlowRow(db, flowIdOrName);
  if (!row) throw refusal();
  if (canRunFlow(principal, row)) {
    const flow = await withWorkingCopy(db, row);
    if (!flow) throw refusal();
    return { flow, releaseId: null, body, options: {} };
  }
  const store = await findStoreOfFlow(db, row.id);
  if (!store) throw refusal();
  return appRunTarget(environment, principal, { flow: row, store }, body, refusal);
}

/**
 * A published app's release for a marketplace user or key its policy admits, in their own
 * conversation (the given session_id, or one fixed per user or key and app); `refusal` otherwise.
 */
export async function appRunTarget(
  environment: EngineEnvironment,
  principal: Principal,
  { flow, store }: { flow: Omit<FlowRow, 'data'>; store: StoreRow },
  body: RunBody,
  refusal: () => AppError,
): Promise<RunTarget> {
  const { db } = environment;
  const key = principal.apiKey;
  if (key) await keyUsableStore(db, principal, key, store.id, refusal);
  else await usableStore(db, principal, store.id, { refusal });
  const release = store.release_id ? await findRunRelease(db, store.release_id) : undefined;
  if (!release) throw refusal();
  if (key) {
    const sessionId = body.session_id || virtualFlowId(key.id, store.id);
    return {
      flow: { ...flow, data: release.data },
      releaseId: release.id,
      body: { ...body, session_id: sessionId },
      options: { conversation: { messages: { kind: 'key', keyId: key.id }, cacheKey: `${keyJobOwner(key.id)}:${release.id}:${sessionId}` } },
    };
  }
  const sessionId = body.session_id || virtualFlowId(principal.userId, store.id);
  if (sessionId.length > CONVERSATION_ID_MAX_LENGTH) throw invalidInput(storeMessages.SESSION_TOO_LONG);
  const conversation = await openConversation(db, sessionId, store.id, principal.userId, new Date());
  if (!conversation) throw refusal();
  return {
    flow: { ...flow, data: release.data },
    releaseId: release.id,
    body: { ...body, session_id: conversation.id },
    options: {
      conversation: {
        messages: { kind: 'app', conversationId: conversation.id },
        cacheKey: `store:${store.id}:${release.id}:${principal.userId}`,
      },
    },
  };
}
