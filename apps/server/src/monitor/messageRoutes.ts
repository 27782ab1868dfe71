// The monitor's messages and sessions (reference section 5, Langflow's monitor.py). A caller
// reaches the messages of the flows they may manage; administrators reach every flow's.
import { isAdmin, MESSAGE_ORDER_COLUMNS, ROLE_DEV, type MessageUpdate } from '@app/api-client';
import type { ChatMessage } from '@app/flow-graph';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { principalOf, type Principal } from '../auth/authHook';
import type { DatabaseSchema } from '../db/schema';
import { notFound } from '../errors/appError';
import { findFlows } from '../flows/flowQueries';
import { accessibleFlowOwner, canManageFlow } from '../flows/flowService';
import { idListBody, idParams } from '../http/querySchemas';
import {
  deleteMessages,
  findMessage,
  listMessages,
  listSessionIds,
  renameSession,
  toChatMessage,
  updateMessage,
  type MessageChanges,
  type MessageFilter,
  type MessageRow,
} from './messageQueries';

const sessionId = z.string().min(1).max(500);

const messagesQuery = z.object({
  flow_id: z.uuid().optional(),
  session_id: sessionId.optional(),
  sender: z.string().max(200).optional(),
  sender_name: z.string().max(200).optional(),
  order_by: z.enum(MESSAGE_ORDER_COLUMNS).default('timestamp'),
});

const sessionsQuery = z.object({ flow_id: z.uuid().optional() });

// Langflow's MessageUpdate, plus properties (the playground's rating goes there).
const messageUpdateBody = z.object({
  text: z.string().max(1_000_000).optional(),
  sender: z.string().max(200).optional(),
  sender_name: z.string().max(200).optional(),
  session_id: sessionId.optional(),
  files: z.array(z.string().max(1000)).max(100).optional(),
  edit: z.boolean().optional(),
  error: z.boolean().optional(),
  properties: z.looseObject({ positive_feedback: z.boolean().nullish() }).optional(),
}) satisfies z.ZodType<MessageUpdate>;

const sessionParams = z.object({ sessionId });
const renameQuery = z.object({ new_session_id: sessionId, flow_id: z.uuid().optional() });
const sessionDeleteQuery = z.object({ flow_id: z.uuid().optional() });

const MESSAGE_NOT_FOUND = 'Message not found';

export function registerMessageRoutes(app: FastifyInstance, db: Kysely<DatabaseSchema>): void {
  const dev = { config: { auth: ROLE_DEV } } as const;

  /** The filter that keeps a caller to their reach: one flow they may manage, or all of theirs. */
  async function reach(principal: Principal, flowId: string | undefined): Promise<MessageFilter> {
    if (flowId !== undefined) {
      await accessibleFlowOwner(db, principal, flowId);
      return { flowId };
    }
    return isAdmin(principal) ? {} : { ownerId: principal.userId };
  }

  async function accessibleMessage(principal: Principal, id: string): Promise<MessageRow> {
    const message = await findMessage(db, id);
    const [flow] = message?.flow_id ? await findFlows(db, [message.flow_id]) : [];
    const allowed = flow ? canManageFlow(principal, flow) : message !== undefined && isAdmin(principal);
    if (!message || !allowed) throw notFound(MESSAGE_NOT_FOUND);
    return message;
  }

  app.get('/api/v1/monitor/messages', dev, async (request): Promise<ChatMessage[]> => {
    const query = messagesQuery.parse(request.query);
    const filter: MessageFilter = {
      ...(await reach(principalOf(request), query.flow_id)),
      sessionId: query.session_id,
      sender: query.sender,
      senderName: query.sender_name,
    };
    return (await listMessages(db, filter, query.order_by)).map(toChatMessage);
  });

  app.get('/api/v1/monitor/messages/sessions', dev, async (request): Promise<string[]> => {
    const query = sessionsQuery.parse(request.query);
    return listSessionIds(db, await reach(principalOf(request), query.flow_id));
  });

  app.put('/api/v1/monitor/messages/:id', dev, async (request): Promise<ChatMessage> => {
    const { id } = idParams.parse(request.params);
    const body = messageUpdateBody.parse(request.body ?? {});
    const message = await accessibleMessage(principalOf(request), id);
    const changes: MessageChanges = { ...body, properties: body.properties ? { ...toChatMessage(message).properties, ...body.properties } : undefined };
    // An edited text is marked, so the chat shows "(Edited)".
    if (body.text !== undefined && body.text !== message.text) changes.edit = true;
    await updateMessage(db, id, changes);
    return toChatMessage((await findMessage(db, id)) as MessageRow);
  });

  app.delete('/api/v1/monitor/messages', dev, async (request, reply) => {
    const ids = idListBody.parse(request.body ?? []);
    await deleteMessages(db, { ...(await reach(principalOf(request), undefined)), ids });
    return reply.status(204).send();
  });

  app.patch('/api/v1/monitor/messages/session/:sessionId', dev, async (request): Promise<ChatMessage[]> => {
    const { sessionId: oldSessionId } = sessionParams.parse(request.params);
    const query = renameQuery.parse(request.query);
    const filter = { ...(await reach(principalOf(request), query.flow_id)), sessionId: oldSessionId };
    const moved = await renameSession(db, filter, query.new_session_id);
    if (moved.length === 0) throw notFound('No messages found with the given session ID');
    return (await listMessages(db, { ...filter, sessionId: query.new_session_id })).map(toChatMessage).filter((message) => moved.includes(message.id));
  });

  app.delete('/api/v1/monitor/messages/session/:sessionId', dev, async (request, reply) => {
    const { sessionId: target } = sessionParams.parse(request.params);
    const query = sessionDeleteQuery.parse(request.query);
    await deleteMessages(db, { ...(await reach(principalOf(request), query.flow_id)), sessionId: target });
    return reply.status(204).send();
  });
}
