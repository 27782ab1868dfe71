// Who may use voice with a flow: whoever may chat with it. The flow's owner and administrators
// (signed in), anyone for a public flow (as build_public_tmp), and marketplace users and API keys
// for a published app its policy admits them to (as the run API and the app chat). A caller
// without credentials is told 'forbidden'; a signed-in one 'flow_not_found', missing or refused
// alike, so flow ids cannot be probed.
import type { Principal } from '../auth/authHook';
import type { EngineEnvironment } from '../build/engineEnvironment';
import { publicJobOwner } from '../build/buildService';
import { virtualFlowId } from '../build/publicConversations';
import { AppError, notFound } from '../errors/appError';
import { findFlow, type FlowRow } from '../flows/flowQueries';
import { keyJobOwner, keyUsableStore } from '../keys/keyAccess';
import { appRunTarget, canRunFlow, runTarget, type RunTarget } from '../run/runAccess';
import type { RunOptions } from '../run/runService';
import { rowToSend, type StoredRunTarget } from '../run/queuedRuns';
import { findStore, findStoreOfFlow } from '../store/storeQueries';
import { usableStore } from '../store/usableStore';
import { VoiceError } from './voiceErrors';

export interface VoiceAccess {
  environment: EngineEnvironment;
}

const isPublic = (flow: FlowRow) => flow.access_type === 'PUBLIC';

function refusal(principal: Principal | null): VoiceError {
  return new VoiceError(principal ? 'flow_not_found' : 'forbidden');
}

/** An AppError of the run access checks as a voice error: refused or missing is not found, a bad session id a bad message. */
function asVoiceError(error: unknown, principal: Principal | null): unknown {
  if (!(error instanceof AppError)) return error;
  return error.status === 404 ? refusal(principal) : new VoiceError('bad_message', error.detail);
}

async function findChatFlow(access: VoiceAccess, principal: Principal | null, flowId: string): Promise<FlowRow> {
  const flow = await findFlow(access.environment.db, flowId);
  if (!flow) throw refusal(principal);
  return flow;
}

/** The flow, whose owner's keys pay for the speech, when the caller may chat with it. */
export async function chattableFlow(access: VoiceAccess, principal: Principal | null, flowId: string): Promise<FlowRow> {
  const { db } = access.environment;
  const flow = await findChatFlow(access, principal, flowId);
  if ((principal && canRunFlow(principal, flow)) || isPublic(flow)) return flow;
  const store = principal ? await findStoreOfFlow(db, flow.id) : undefined;
  if (!principal || !store) throw refusal(principal);
  const refused = () => notFound();
  try {
    if (principal.apiKey) await keyUsableStore(db, principal, principal.apiKey, store.id, refused);
    else await usableStore(db, principal, store.id, { refusal: refused });
  } catch (error) {
    throw asVoiceError(error, principal);
  }
  return flow;
}

/** What a voice turn runs and where its messages go. */
export interface VoiceRunTarget {
  /** The flow as it runs: a release's snapshot for an app, a visitor's virtual id for a public flow. */
  flow: FlowRow;
  /** The same run as a worker finds it (queue mode): the stored flow and its release. */
  stored: StoredRunTarget;
  /** Whose running jobs the turn counts against: the caller, their key, or the public visitor. */
  jobOwnerId: string;
  /** Whose keys pay for transcription and speech: the flow's owner. */
  ownerId: string | null;
  sessionId: string;
  options: Pick<RunOptions, 'conversation'>;
}

export interface VoiceSessionRequest {
  flowId: string;
  sessionId: string;
  /** A marketplace app chat: its conversation with the release. */
  storeId: string | undefined;
  /** The public playground visitor (client_id cookie), for a public flow. */
  clientId: string;
}

/** A run target of the run API as a voice turn's: the flow's owner pays for speech, the caller's jobs count. */
function callerTarget(principal: Principal, target: RunTarget, sessionId: string): VoiceRunTarget {
  return {
    flow: target.flow,
    stored: { flowId: target.flow.id, releaseId: target.releaseId, readRow: rowToSend(target.flow) },
    jobOwnerId: principal.apiKey ? keyJobOwner(principal.apiKey.id) : principal.userId,
    ownerId: target.flow.user_id,
    sessionId: target.body.session_id ?? sessionId,
    options: target.options,
  };
}

/**
 * The run of a voice session's turns, as a typed chat turn on the same surface: the owner's
 * playground session, the visitor's public conversation, or the marketplace conversation.
 */
export async function voiceRunTarget(access: VoiceAccess, principal: Principal | null, request: VoiceSessionRequest): Promise<VoiceRunTarget> {
  const { environment } = access;
  const flow = await findChatFlow(access, principal, request.flowId);
  const body = { session_id: request.sessionId, input_type: 'chat' as const, output_type: 'chat' as const, output_component: '' };
  try {
    if (request.storeId !== undefined) {
      const store = await findStore(environment.db, request.storeId);
      if (!principal || !store || store.flow_id !== flow.id) throw refusal(principal);
      return callerTarget(principal, await appRunTarget(environment, principal, { flow, store }, body, () => notFound()), request.sessionId);
    }
    if (principal && canRunFlow(principal, flow)) {
      const stored = { flowId: flow.id, releaseId: null, readRow: rowToSend(flow) };
      return { flow, stored, jobOwnerId: principal.userId, ownerId: flow.user_id, sessionId: request.sessionId, options: {} };
    }
    if (isPublic(flow)) {
      // The engine sees the visitor's virtual flow id, so their messages stay theirs (startPublicBuild).
      const runFlowId = virtualFlowId(request.clientId, flow.id);
      const conversation = { messages: { kind: 'public' as const, flowId: flow.id }, cacheKey: runFlowId };
      const stored = { flowId: flow.id, releaseId: null, readRow: rowToSend(flow) };
      return { flow: { ...flow, id: runFlowId }, stored, jobOwnerId: publicJobOwner(request.clientId), ownerId: flow.user_id, sessionId: request.sessionId, options: { conversation } };
    }
    if (!principal) throw refusal(principal);
    return callerTarget(principal, await runTarget(environment, principal, flow.id, body), request.sessionId);
  } catch (error) {
    throw asVoiceError(error, principal);
  }
}
