// A user's conversations with an app (spec/2 section 7): the session list, a session's messages,
// the history with one app and deleting a session. Conversations are their own user's alone; an
// app the caller may not use (refused by policy, decommissioned) answers as a missing one, while
// its conversations are kept for when it comes back.
import { ErrorCode, ROLE_USER, type ConversationRead, type Envelope, type Paged } from '@app/api-client';
import type { ChatMessage } from '@app/flow-graph';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { principalOf } from '../auth/authHook';
import type { DatabaseSchema } from '../db/schema';
import { businessError } from '../errors/appError';
import { success } from '../errors/envelope';
import { storeMessages } from '../store/storeMessages';
import { storeNotFound } from '../store/storeRoutes';
import { conversationsQuery, historyQuery, sessionParams, storeParams } from '../store/storeSchemas';
import { usableStore } from '../store/usableStore';
import { conversationMessages, deleteConversation, findConversation, listConversations, storeHistory } from './conversationQueries';

const signedIn = { config: { auth: ROLE_USER, errorFormat: 'envelope' } } as const;

const conversationNotFound = () => businessError(ErrorCode.PARAMETER_ERROR, storeMessages.CONVERSATION_NOT_FOUND);

export function registerConversationRoutes(app: FastifyInstance, db: Kysely<DatabaseSchema>): void {
  app.get('/api/v1/conversations', signedIn, async (request): Promise<Envelope<Paged<ConversationRead>>> => {
    const query = conversationsQuery.parse(request.query);
    const principal = principalOf(request);
    await usableStore(db, principal, query.store_id, { refusal: storeNotFound });
    return success(await listConversations(db, principal.userId, query.store_id, query));
  });

  app.get('/api/v1/store/current_session/:sessionId', signedIn, async (request): Promise<Envelope<ChatMessage[]>> => {
    const { sessionId } = sessionParams.parse(request.params);
    const principal = principalOf(request);
    const conversation = await findConversation(db, sessionId);
    if (!conversation || conversation.user_id !== principal.userId) throw conversationNotFound();
    await usableStore(db, principal, conversation.store_id, { refusal: conversationNotFound });
    return success(await conversationMessages(db, sessionId));
  });

  app.get('/api/v1/store/history_session/:storeId', signedIn, async (request): Promise<Envelope<Paged<ChatMessage>>> => {
    const { storeId } = storeParams.parse(request.params);
    const query = historyQuery.parse(request.query);
    const principal = principalOf(request);
    await usableStore(db, principal, storeId, { refusal: storeNotFound });
    return success(await storeHistory(db, principal.userId, storeId, query));
  });

  app.delete('/api/v1/conversations/:sessionId', signedIn, async (request): Promise<Envelope<null>> => {
    const { sessionId } = sessionParams.parse(request.params);
    if (!(await deleteConversation(db, sessionId, principalOf(request).userId))) throw conversationNotFound();
    return success(null);
  });
}
